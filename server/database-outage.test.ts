// The server process on PostgreSQL while PostgreSQL goes away and comes back, as an operator
// meets it: `pg_ctl stop -m immediate`, a SIGKILLed postmaster, and a database that stops
// answering (every process stopped), with inserts in flight.
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startPostgresCluster, type PostgresCluster } from "../testing/postgres-cluster.ts";
import { killServerProcesses, startServerProcess, type ServerProcess } from "../testing/server-process.ts";
import { createStaticFixture } from "../testing/static-fixture.ts";

const fixture = createStaticFixture();
let cluster: PostgresCluster;
let server: ServerProcess;

beforeAll(async () => {
  cluster = await startPostgresCluster();
  server = await startServerProcess({
    DATABASE_URL: cluster.url,
    STATIC_DIR: fixture.dir,
    RATE_LIMIT_PER_CLIENT: "off",
    RATE_LIMIT_GLOBAL_PER_MINUTE: "off",
  });
});
afterAll(async () => {
  await killServerProcesses();
  await cluster?.stop();
  fixture.remove();
});

type Sent = { message: string; status: number; body: unknown };
let sequence = 0;

/** One insert; a request still unanswered after 8 s counts as a hang (status 0). */
async function insert(): Promise<Sent> {
  const message = `outage test ${++sequence}`;
  try {
    const response = await fetch(`${server.url}/rest/v1/contact_submissions`, {
      method: "POST",
      headers: { apikey: "public-anon-key", "Content-Type": "application/json" },
      body: JSON.stringify({ name: "Ada Lovelace", email: "ada@example.com", company: "Engines", message }),
      signal: AbortSignal.timeout(8_000),
    });
    const text = await response.text();
    return { message, status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
  } catch (error) {
    return { message, status: 0, body: String(error) };
  }
}

/** Workers inserting back to back until stopped; every answer is kept. */
function insertLoad(workers: number) {
  const sent: Sent[] = [];
  let running = true;
  const done = Promise.all(
    Array.from({ length: workers }, async () => {
      while (running) sent.push(await insert());
    }),
  );
  return { sent, stop: async () => ((running = false), await done, sent) };
}

const until = (what: string, check: () => boolean | Promise<boolean>, timeoutMs = 30_000) =>
  vi.waitFor(
    async () => {
      if (server.child.exitCode !== null) throw new Error(`the server exited (${server.child.exitCode}) while waiting for ${what}`);
      if (!(await check())) throw new Error(`timed out waiting for ${what}`);
    },
    { timeout: timeoutMs, interval: 50 },
  );

const storedMessages = async () => {
  const client = new pg.Client({ connectionString: cluster.url });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string; email: string; company: string; message: string }>(
      "select name, email, company, message from public.contact_submissions",
    );
    return rows;
  } finally {
    await client.end();
  }
};

describe("the server process when PostgreSQL goes down", { timeout: 120_000 }, () => {
  const outages = {
    immediate: { down: () => cluster.crash("immediate"), up: () => cluster.restart() },
    kill: { down: () => cluster.crash("kill"), up: () => cluster.restart() },
    // Connections stay open but nothing answers: only the server's own timeouts end the wait.
    freeze: { down: async () => cluster.freeze(), up: async () => cluster.thaw() },
  };
  it.each(Object.keys(outages) as (keyof typeof outages)[])(
    "keeps running through `%s`, answers 503 meanwhile and recovers without a restart",
    async (how) => {
      const load = insertLoad(6);
      await until("inserts to succeed", () => load.sent.filter((sent) => sent.status === 201).length >= 20);

      await outages[how].down();
      const answeredBefore = load.sent.length;
      await until("inserts to be refused", () => load.sent.slice(answeredBefore).filter((sent) => sent.status === 503).length >= 6);
      expect((await fetch(`${server.url}/readyz`)).status).toBe(503);
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
      expect(server.child.exitCode).toBeNull();

      await outages[how].up();
      const answeredDown = load.sent.length;
      await until("inserts to succeed again", () => load.sent.slice(answeredDown).some((sent) => sent.status === 201));
      const sent = await load.stop();
      expect((await fetch(`${server.url}/readyz`)).status).toBe(200);

      // Every answer came in time and was either stored (201) or a PostgREST-shaped 503.
      expect(sent.filter((one) => one.status !== 201 && one.status !== 503)).toEqual([]);
      for (const refused of sent.filter((one) => one.status === 503)) {
        expect(refused.body).toEqual({ code: "PGRST001", message: expect.any(String), details: null, hint: expect.any(String) });
      }
      // Every acknowledged row is stored, and whatever is stored is a whole row that was sent.
      const stored = await storedMessages();
      const storedSet = new Set(stored.map((row) => row.message));
      expect(sent.filter((one) => one.status === 201 && !storedSet.has(one.message))).toEqual([]);
      for (const row of stored) expect(row).toMatchObject({ name: "Ada Lovelace", email: "ada@example.com", company: "Engines" });
      expect(server.child.exitCode).toBeNull();
      expect(server.logs.filter((entry) => entry.msg === "unhandled error")).toEqual([]);
    },
  );
});
