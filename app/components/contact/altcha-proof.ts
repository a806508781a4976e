// CAPTCHA=altcha in the browser: the proof of work the REST insert carries in its X-Altcha header.
// Whether one is wanted is asked of the server the insert goes to (GET /altcha/challenge: 204
// when off), once, when the visitor first moves into the form; only then is the altcha widget's
// code loaded (./altcha-widget.ts), so no page pays for it and none does when it is off. A hosted
// backend (PUBLIC_BACKEND_URL) cannot check a proof, so none is ever asked for there.
import { siteConfig } from "~/config";

export const altchaChallengeUrl = "/altcha/challenge";

type Widget = { verify(): Promise<{ payload: string } | null> };

let inForm = false;
let widget: Promise<Widget | undefined> | undefined;
// The next proof, solved in advance while the visitor types; used by one insert only.
let nextProof: Promise<string | undefined> | undefined;

/** Whether a contact form with its AltchaField is on the page (only there is a proof ever made). */
export function setAltchaFieldMounted(mounted: boolean) {
  inForm = mounted;
  if (!mounted) widget = nextProof = undefined;
}

async function loadWidget(): Promise<Widget | undefined> {
  const response = await fetch(altchaChallengeUrl, { cache: "no-store" });
  if (response.status !== 200) return undefined; // off
  const { mountAltchaWidget } = await import("./altcha-widget");
  return mountAltchaWidget(altchaChallengeUrl);
}

const solve = (w: Widget) =>
  w.verify().then(
    (result) => result?.payload,
    () => undefined,
  );

/** Starts what the insert will need: asks the server, loads the widget and solves, if wanted. */
export function prepareAltchaProof(): void {
  if (siteConfig.backendUrl || !inForm || widget) return;
  widget = loadWidget().catch(() => {
    widget = undefined; // a network failure: ask again on the next attempt
    return undefined;
  });
  void widget.then((w) => {
    if (w && !nextProof) nextProof = solve(w);
  });
}

/** The proof for one insert, or undefined when none is wanted (or it could not be made). */
export async function takeAltchaProof(): Promise<string | undefined> {
  prepareAltchaProof();
  const w = await widget;
  if (!w) return undefined;
  const proof = nextProof ?? solve(w);
  nextProof = undefined; // single use: a retry solves a fresh challenge
  return proof;
}
