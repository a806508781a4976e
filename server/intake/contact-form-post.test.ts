// The contact form posted without JavaScript, against our real server and a real database on
// PostgreSQL: what the visitor's browser gets back, and what is (or is not) stored.
import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import { describeOnPostgres } from "../../testing/database-engines.ts";
import { rawFetch } from "../../testing/raw-fetch.ts";
import { createStaticFixture } from "../../testing/static-fixture.ts";
import { startTestServer } from "../../testing/test-server.ts";
import { inlineScriptHashes } from "../static/inline-script-hashes.ts";
import { maxFormBytes } from "./contact-form-post.ts";
import { storedLeads } from "../../testing/stored-leads.ts";

const ada = { name: "Ada Lovelace", email: "ada@example.com", company: "Analytical Engines", message: "A booking app\r\nfor our studios" };
type Fields = Record<string, string>;

let clientSeq = 0;

describeOnPostgres("POST /contact (the form without JavaScript)", (engine) => {
  const fixture = createStaticFixture();
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let client: string;

  beforeAll(async () => {
    server = await startTestServer(engine().db, fixture.dir, { trustProxy: "127.0.0.1" });
  });
  beforeEach(async () => {
    client = `198.51.100.${++clientSeq}`; // its own address per test (through a trusted proxy), so limits don't leak
    await engine().db.setRateLimits({ perClient: 100, perClientWindowSeconds: 600, globalPerMinute: 10_000 });
  });
  afterAll(async () => {
    await server?.close();
    fixture.remove();
  });

  const post = (fields: Fields, headers: Record<string, string> = {}) =>
    rawFetch(`${server.url}/contact`, {
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        "Sec-Fetch-Site": "same-origin",
        Origin: server.url,
        "X-Forwarded-For": client,
        ...headers,
      },
      body: new URLSearchParams(fields).toString(),
    });
  const storedFrom = async (email: string) => (await storedLeads(engine().db, { limit: 10_000 })).filter((lead) => lead.email === email);
  const page = (html: string) => ({
    // The attribute or text the browser will read back, unescaped the way an HTML parser does.
    value: (name: string) => html.match(new RegExp(`<input[^>]*name="${name}"[^>]*value="([^"]*)"`))?.[1],
    message: () => html.match(/<textarea[^>]*name="message"[^>]*>\n([\s\S]*?)<\/textarea>/)?.[1],
    errorShown: /<p id="contact-form-error" role="alert">Failed to send message\. Please try again\.<\/p>/.test(html),
  });

  it("stores the message once and sends the browser to the thank-you page with 303", async () => {
    const email = `ada.sent.${clientSeq}@example.com`;
    const response = await post({ ...ada, email, website: "" });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/contact/sent");
    const stored = await storedFrom(email);
    expect(stored).toHaveLength(1);
    // Line breaks as the JavaScript path stores them; a blank company would be "not given".
    expect(stored[0]).toMatchObject({ name: ada.name, company: ada.company, message: "A booking app\nfor our studios" });

    const sent = await rawFetch(`${server.url}/contact/sent`);
    expect(sent.status).toBe(200);
    expect(await sent.text()).toContain("Thanks! We'll be in touch.");
  });

  it("stores a blank company as not given", async () => {
    const email = `ada.nocompany.${clientSeq}@example.com`;
    expect((await post({ ...ada, email, company: "" })).status).toBe(303);
    expect((await storedFrom(email))[0]?.company).toBeNull();
  });

  it("answers an invalid message with 400 and the contact page holding the visitor's values, escaped, and stores nothing", async () => {
    const hostile = {
      name: 'Ada "><script>alert(1)</script>',
      email: "not-an-email",
      company: "A & B <Ltd>",
      message: "Hello </textarea><script>alert(2)</script>\nline two",
    };
    const response = await post(hostile);
    expect(response.status).toBe(400);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const html = await response.text();
    const filled = page(html);
    expect(filled.errorShown).toBe(true);
    expect(filled.value("name")).toBe("Ada &quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(filled.value("email")).toBe("not-an-email");
    expect(filled.value("company")).toBe("A &amp; B &lt;Ltd&gt;");
    expect(filled.message()).toBe("Hello &lt;/textarea&gt;&lt;script&gt;alert(2)&lt;/script&gt;\nline two");
    // No script of the visitor's made it in: the page's inline scripts are the prerendered ones,
    // so its Content-Security-Policy (their hashes) still holds.
    expect(html).not.toMatch(/<script>alert/);
    expect(inlineScriptHashes(html).every((hash) => response.headers.get("content-security-policy")!.includes(hash))).toBe(true);
    expect(await storedFrom("not-an-email")).toEqual([]);
  });

  it.each([
    ["name", { ...ada, name: "   " }],
    ["message", { ...ada, message: "" }],
    ["email", { name: ada.name, company: "", message: ada.message }],
  ])("refuses a missing or blank %s with 400 and keeps the rest", async (_, fields: Fields) => {
    const email = fields.email ? `ada.blank.${clientSeq}@example.com` : undefined;
    const response = await post(email ? { ...fields, email } : fields);
    expect(response.status).toBe(400);
    const filled = page(await response.text());
    expect(filled.errorShown).toBe(true);
    if (fields.message) expect(filled.message()).toBe(fields.message.replace(/\r\n/g, "\n"));
    if (email) expect(await storedFrom(email)).toEqual([]);
  });

  it("answers 429 with Retry-After over the per-client rate limit, keeps the values, and stores nothing more", async () => {
    await engine().db.setRateLimits({ perClient: 1, perClientWindowSeconds: 600, globalPerMinute: 10_000 });
    const email = `ada.limited.${clientSeq}@example.com`;
    expect((await post({ ...ada, email })).status).toBe(303);
    const refused = await post({ ...ada, email });
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    const filled = page(await refused.text());
    expect(filled.errorShown).toBe(true);
    expect(filled.value("email")).toBe(email);
    expect(await storedFrom(email)).toHaveLength(1);
  });

  it("shows a bot that filled the honeypot the thank-you, and stores nothing", async () => {
    const email = `bot.${clientSeq}@example.com`;
    const response = await post({ ...ada, email, website: "https://spam.example" });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/contact/sent");
    expect(await storedFrom(email)).toEqual([]);
  });

  it.each([
    ["another site", { "Sec-Fetch-Site": "cross-site", Origin: "https://evil.example" }],
    ["a sibling subdomain", { "Sec-Fetch-Site": "same-site", Origin: "https://www.evil.example" }],
    ["another origin, from a browser without Sec-Fetch-Site", { "Sec-Fetch-Site": "", Origin: "https://evil.example" }],
    ["a sandboxed frame", { "Sec-Fetch-Site": "", Origin: "null" }],
  ])("refuses a post from %s with 403 and stores nothing", async (_, headers) => {
    const email = `ada.xsite.${clientSeq}@example.com`;
    const sent = Object.fromEntries(Object.entries(headers).filter(([, value]) => value !== ""));
    const response = await rawFetch(`${server.url}/contact`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": client, ...sent },
      body: new URLSearchParams({ ...ada, email }).toString(),
    });
    expect(response.status).toBe(403);
    expect(await storedFrom(email)).toEqual([]);
  });

  it("accepts a post the visitor started from the browser itself (Sec-Fetch-Site none)", async () => {
    const email = `ada.reload.${clientSeq}@example.com`;
    const response = await post({ ...ada, email }, { "Sec-Fetch-Site": "none" });
    expect(response.status).toBe(303);
    expect(await storedFrom(email)).toHaveLength(1);
  });

  it("accepts a post from an older browser that sends only a matching Origin", async () => {
    const email = `ada.origin.${clientSeq}@example.com`;
    const response = await rawFetch(`${server.url}/contact`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url, "X-Forwarded-For": client },
      body: new URLSearchParams({ ...ada, email }).toString(),
    });
    expect(response.status).toBe(303);
    expect(await storedFrom(email)).toHaveLength(1);
  });

  it("refuses a body that is not a urlencoded form (415) or too large (413), storing nothing", async () => {
    const email = `ada.shape.${clientSeq}@example.com`;
    expect((await post({}, { "Content-Type": "application/json" })).status).toBe(415);
    expect((await post({ ...ada, email, message: "x".repeat(maxFormBytes) })).status).toBe(413);
    expect(await storedFrom(email)).toEqual([]);
  });

  it("keeps personal data out of every URL: the redirect names no field", async () => {
    const response = await post({ ...ada, email: `ada.url.${clientSeq}@example.com` });
    expect(response.headers.get("location")).not.toMatch(/[?#]/);
  });
});
