// /metrics on the real server (a child process, as an operator runs it) on each engine: never
// public, and counting what really happened: a stored lead, its delivery to a real webhook
// receiver, a failing attempt, the HTTP requests, the backlog read from the database. What reads
// the database (the scrape's families, the backlog) runs on both engines; where the metrics listen
// (METRICS_PORT, the site's port without a token) does not depend on the engine and runs on
// PostgreSQL only, which saves starting a second PGlite server.
import { readFileSync, rmSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { freshPgliteDataDir } from "../../testing/database-engines.ts";
import { freshPostgresDatabase } from "../../testing/shared-postgres.ts";
import { parseScrape } from "../../testing/prometheus-scrape.ts";
import { killServerProcesses, startServerProcess, type ServerProcess } from "../../testing/server-process.ts";
import { createStaticFixture } from "../../testing/static-fixture.ts";
import { createWebhookReceiver, type WebhookReceiver } from "../../testing/webhook-receiver.ts";

const token = "metrics-token-0123456789abcdef";
const secret = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";
const anonKey = "metrics-test-anon-key";
const fixture = createStaticFixture();
afterAll(() => fixture.remove());

const bearer = (value: string) => ({ Authorization: `Bearer ${value}` });

async function insertLead(server: ServerProcess, n: number) {
  const response = await fetch(`${server.url}/rest/v1/contact_submissions`, {
    method: "POST",
    headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}`, "Content-Type": "application/json" },
    body: JSON.stringify([
      { name: `Metrics Lead ${n}`, email: `metrics-${n}@example.com`, company: null, message: `Metrics question number ${n}` },
    ]),
  });
  expect(response.status).toBe(201);
}

/** Scrapes until `ready` holds (the worker marks a job just after the receiver has it), at most 15 s. */
const scrapeUntil = (url: string, headers: Record<string, string>, ready: (scrape: ReturnType<typeof parseScrape>) => boolean) =>
  vi.waitFor(
    async () => {
      const response = await fetch(url, { headers });
      expect(response.status).toBe(200);
      const scrape = parseScrape(await response.text());
      if (!ready(scrape)) throw new Error("the scrape does not show it yet");
      return scrape;
    },
    { timeout: 15_000, interval: 100 },
  );

/** The local addresses a process listens on for `port` (from /proc/<pid>/net/tcp and tcp6). */
function listeningAddresses(pid: number, port: number): string[] {
  const hexPort = port.toString(16).toUpperCase().padStart(4, "0");
  return ["tcp", "tcp6"].flatMap((table) =>
    readFileSync(`/proc/${pid}/net/${table}`, "utf8")
      .split("\n")
      .slice(1)
      .map((line) => line.trim().split(/\s+/))
      .filter((fields) => fields[1]?.endsWith(`:${hexPort}`) && fields[3] === "0A") // 0A: LISTEN
      .map((fields) => fields[1]!.split(":")[0]!),
  );
}

for (const engine of ["PGlite", "PostgreSQL"] as const) {
  describe(`/metrics on ${engine}`, () => {
    const listening = engine === "PostgreSQL"; // the listening tests, on one engine (see the top)
    let receiver: WebhookReceiver;
    let withToken: ServerProcess;
    let withPort: ServerProcess;
    const cleanups: (() => Promise<void> | void)[] = [];

    beforeAll(async () => {
      receiver = await createWebhookReceiver({ secret });
      cleanups.push(() => receiver.stop());
      const database = async (): Promise<Record<string, string>> => {
        if (engine === "PGlite") {
          const dataDir = await freshPgliteDataDir();
          cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
          return { DATA_DIR: dataDir };
        }
        const database = await freshPostgresDatabase();
        cleanups.push(() => database.dispose());
        return { DATABASE_URL: database.url };
      };
      const common = {
        STATIC_DIR: fixture.dir,
        PUBLIC_ANON_KEY: anonKey,
        RATE_LIMIT_PER_CLIENT: "off",
        RATE_LIMIT_GLOBAL_PER_MINUTE: "off",
        NOTIFY_WEBHOOK_URL: receiver.url,
        NOTIFY_WEBHOOK_SECRET: secret,
      };
      withToken = await startServerProcess({ ...common, ...(await database()), METRICS_TOKEN: token });
      // The second server has a database of its own (PGlite's directory would be one process's).
      if (listening) withPort = await startServerProcess({ ...common, ...(await database()), METRICS_PORT: "0" });
    }, 120_000);

    afterAll(async () => {
      await killServerProcesses();
      for (const cleanup of cleanups.reverse()) await cleanup();
    });

    it("answers 401 without the token or with a wrong one, and 200 in Prometheus text format with it", async () => {
      const missing = await fetch(`${withToken.url}/metrics`);
      expect(missing.status).toBe(401);
      expect(missing.headers.get("www-authenticate")).toMatch(/^Bearer/);
      expect((await fetch(`${withToken.url}/metrics`, { headers: bearer(`${token}x`) })).status).toBe(401);
      expect((await fetch(`${withToken.url}/metrics`, { headers: bearer(token.slice(0, -1)) })).status).toBe(401);
      expect((await fetch(`${withToken.url}/metrics`, { headers: { Authorization: token } })).status).toBe(401);

      const response = await fetch(`${withToken.url}/metrics`, { headers: bearer(token) });
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
      expect(response.headers.get("cache-control")).toBe("no-store");
      const scrape = parseScrape(await response.text()); // throws on any line Prometheus could not read
      expect(scrape.value("process_resident_memory_bytes")).toBeGreaterThan(0);
      expect(scrape.families.map((family) => family.name)).toEqual(
        expect.arrayContaining([
          "leads_stored_total",
          "lead_delivery_attempts_total",
          "lead_delivery_attempt_duration_seconds",
          "lead_outbox_pending_deliveries",
          "lead_outbox_oldest_pending_age_seconds",
          "http_request_duration_seconds",
          "nodejs_heap_size_used_bytes",
        ]),
      );
      if (engine === "PostgreSQL") expect(scrape.value("db_pool_max_connections")).toBe(10);
      else expect(scrape.value("db_pool_max_connections")).toBeNaN();
    });

    if (listening) {
      it("is an unknown path (the site's 404) on the site's port without METRICS_TOKEN, even with a token sent", async () => {
        const response = await fetch(`${withPort.url}/metrics`, { headers: bearer(token) });
        expect(response.status).toBe(404);
        expect(response.headers.get("content-type")).toMatch(/^text\/html/);
      });

      it("serves METRICS_PORT on 127.0.0.1 only, and nothing else there", async () => {
        const logged = withPort.logs.find((entry) => entry.msg === "metrics listening");
        const url = new URL(String(logged?.url));
        expect(url.hostname).toBe("127.0.0.1");
        expect(listeningAddresses(withPort.child.pid!, Number(url.port))).toEqual(["0100007F"]); // 127.0.0.1, no wildcard, no IPv6
        const response = await fetch(url);
        expect(response.status).toBe(200);
        expect(parseScrape(await response.text()).value("process_resident_memory_bytes")).toBeGreaterThan(0);
        expect((await fetch(new URL("/", url))).status).toBe(404);
        expect((await fetch(url, { method: "POST" })).status).toBe(404);
      });
    }

    it("counts a stored lead, its delivery to a real webhook receiver, a failing attempt and the backlog", async () => {
      const metricsUrl = `${withToken.url}/metrics`;
      const auth = bearer(token);
      receiver.answer = 200;
      await insertLead(withToken, 1);
      await receiver.waitForRequests(1);
      const delivered = await scrapeUntil(metricsUrl, auth, (s) => s.value("lead_delivery_attempts_total", { outcome: "delivered" }) >= 1);
      expect(delivered.value("lead_delivery_attempts_total", { channel: "webhook", outcome: "delivered" })).toBe(1);
      expect(delivered.value("leads_stored_total", { verdict: "not-spam" })).toBe(1);
      expect(delivered.value("lead_delivery_attempt_duration_seconds", { channel: "webhook" })).toBe(1); // the histogram's count
      expect(delivered.value("http_request_duration_seconds", { route: "/rest/v1/contact_submissions", status: "201" })).toBe(1);
      expect(delivered.value("http_request_duration_seconds", { route: "/metrics", status: "401" })).toBe(4);
      expect(delivered.value("lead_outbox_pending_deliveries", { channel: "webhook" })).toBe(0);
      expect(delivered.value("lead_outbox_oldest_pending_age_seconds", { channel: "webhook" })).toBe(0);

      // The receiver fails: the attempt is counted as will-retry, and the job waits in the backlog.
      receiver.answer = 503;
      await insertLead(withToken, 2);
      await receiver.waitForRequests(2);
      const failing = await scrapeUntil(metricsUrl, auth, (s) => s.value("lead_delivery_attempts_total", { outcome: "will-retry" }) >= 1);
      expect(failing.value("lead_delivery_attempts_total", { channel: "webhook", outcome: "will-retry" })).toBe(1);
      expect(failing.value("lead_outbox_pending_deliveries", { channel: "webhook" })).toBe(1);
      expect(failing.value("lead_outbox_oldest_pending_age_seconds", { channel: "webhook" })).toBeGreaterThan(0);
      expect(failing.value("http_request_duration_seconds", { route: "/rest/v1/contact_submissions", status: "201" })).toBe(2);
      expect(failing.value("leads_stored_total", { verdict: "not-spam" })).toBe(2);
    });
  });
}
