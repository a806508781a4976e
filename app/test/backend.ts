import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll } from "vitest";

// The network edge, and only it: supabase-js runs for real and its HTTP request is answered
// here the way our server (or hosted Supabase) answers it.
export type CapturedRequest = { method: string; url: URL; headers: Headers; body: unknown };

const insertUrl = `${window.location.origin}/rest/v1/contact_submissions`;
export const captured: CapturedRequest[] = [];

type Reply = () => Response | Promise<Response>;
const created: Reply = () => new HttpResponse(null, { status: 201 });
let replies: Reply[] = [];

// CAPTCHA=altcha asked about by the contact form: off (204) unless a test asks for a proof.
let altchaOn = false;
/** Our server with CAPTCHA=altcha: the challenge endpoint answers 200 (the widget itself is the test's). */
export const requireAltchaProof = () => (altchaOn = true);

const server = setupServer(
  http.post(insertUrl, async ({ request }) => {
    captured.push({ method: request.method, url: new URL(request.url), headers: request.headers, body: await request.json() });
    return (replies.shift() ?? created)();
  }),
  http.get(`${window.location.origin}/altcha/challenge`, () =>
    altchaOn ? HttpResponse.json({ parameters: {}, signature: "test" }) : new HttpResponse(null, { status: 204 }),
  ),
);

/** The next insert answers 503 with a PostgREST-shaped error body. */
export const failNextInsert = () =>
  replies.push(() => HttpResponse.json({ code: "503", message: "Database unavailable", details: null, hint: null }, { status: 503 }));

/** The next insert is held until the returned function is called. */
export function holdNextInsert() {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  replies.push(async () => {
    await released;
    return created();
  });
  return release;
}

export function interceptBackend() {
  beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
  afterEach(() => {
    server.resetHandlers();
    replies = [];
    captured.length = 0;
    altchaOn = false;
  });
  afterAll(() => server.close());
}
