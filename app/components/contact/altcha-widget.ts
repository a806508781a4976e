// The altcha widget (a web component), loaded only when the server asks for a proof of work.
// The "external" build: its styles come from a stylesheet and its worker from a file of this
// origin, so the page's Content-Security-Policy needs no inline style, blob: or eval.
import "altcha/external";
import "altcha/altcha.css";
import Pbkdf2Worker from "altcha/workers/pbkdf2?worker";

// The algorithm our server's challenges use (server/intake/altcha-guard.ts).
$altcha.algorithms.set("PBKDF2/SHA-256", () => new Pbkdf2Worker());

/**
 * An invisible widget that solves when asked (verify()), with nothing for the visitor to operate.
 * It lives outside the contact form: inside, its own required checkbox would take part in the
 * form's validation, and it would hook the form's submit, which the page handles itself.
 */
export async function mountAltchaWidget(challengeUrl: string) {
  const widget = document.createElement("altcha-widget");
  widget.setAttribute("challenge", challengeUrl);
  widget.setAttribute("display", "invisible");
  widget.setAttribute("auto", "off");
  widget.setAttribute("configuration", JSON.stringify({ hideLogo: true, hideFooter: true }));
  const loaded = new Promise((resolve) => widget.addEventListener("load", resolve, { once: true }));
  const holder = document.createElement("div");
  holder.hidden = true;
  holder.append(widget);
  document.body.append(holder);
  await loaded; // its methods exist from its "load" event on
  return widget;
}
