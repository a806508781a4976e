// The scale-out deployment as docs/operating/deploy.md describes it: Debian's nginx with the repository's
// deploy/nginx/agency-site.conf, in front of two server replicas on one PostgreSQL.
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startNginx, type Nginx } from "../../testing/nginx.ts";
import { startPostgresCluster, type PostgresCluster } from "../../testing/postgres-cluster.ts";
import { killServerProcesses, startServerProcess, type ServerProcess } from "../../testing/server-process.ts";
import { createStaticFixture } from "../../testing/static-fixture.ts";

const siteConf = new URL("../../deploy/nginx/agency-site.conf", import.meta.url).pathname;
const fixture = createStaticFixture();
let cluster: PostgresCluster;
let replicas: ServerProcess[];
let nginx: Nginx;
let owner: pg.Client;

beforeAll(async () => {
  cluster = await startPostgresCluster();
  const env = {
    DATABASE_URL: cluster.url,
    STATIC_DIR: fixture.dir,
    TRUST_PROXY: "1",
    RATE_LIMIT_PER_CLIENT: "5",
    RATE_LIMIT_WINDOW_SECONDS: "600",
    RATE_LIMIT_GLOBAL_PER_MINUTE: "off",
  };
  replicas = [await startServerProcess(env), await startServerProcess(env)];
  nginx = await startNginx({ siteConf, upstreams: replicas.map((replica) => new URL(replica.url).host) });
  owner = new pg.Client({ connectionString: cluster.url });
  await owner.connect();
});
afterAll(async () => {
  await owner?.end();
  await nginx?.stop();
  await killServerProcesses();
  await cluster?.stop();
  fixture.remove();
});

const insert = (message: string, headers: Record<string, string> = {}) =>
  fetch(`${nginx.url}/rest/v1/contact_submissions`, {
    method: "POST",
    headers: { apikey: "public-anon-key", "Content-Type": "application/json", ...headers },
    body: JSON.stringify({ name: "Ada Lovelace", email: "ada@example.com", message }),
  });
const insertsServedBy = (replica: ServerProcess) =>
  replica.logs.filter((entry) => entry.msg === "request" && entry.path === "/rest/v1/contact_submissions").length;

describe("two replicas behind nginx", { timeout: 120_000 }, () => {
  it("share one rate limit, counted against the address nginx saw, not the one a visitor claims", async () => {
    const statuses: number[] = [];
    for (let n = 0; n < 8; n++) statuses.push((await insert(`rate ${n}`, { "X-Forwarded-For": `198.51.100.${n}` })).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429, 429]);
    expect(replicas.map(insertsServedBy)).toEqual([expect.any(Number), expect.any(Number)]);
    expect(replicas.every((replica) => insertsServedBy(replica) > 0)).toBe(true);
    const { rows } = await owner.query<{ client_address: string }>("select distinct client_address from private.contact_submission_events");
    expect(rows).toEqual([{ client_address: "127.0.0.1" }]);
  });

  it("stores every acknowledged lead of 2,000, also when a replica is killed midway, and sends traffic to the other", async () => {
    await owner.query("update private.contact_rate_limits set per_client = null, global_per_minute = null");
    // Each replica answers the refusals of the test above from memory for a few seconds
    // (rest/refused-clients.ts) before it asks the database again: wait until both accept, with
    // messages the counts below leave out.
    let probe = 0;
    await vi.waitFor(
      async () => {
        for (let n = 0; n < 4; n++) expect((await insert(`probe ${probe++}`)).status).toBe(201);
      },
      { timeout: 30_000, interval: 500 },
    );
    const total = 2_000;
    const answers: { message: string; status: number }[] = [];
    let next = 0;
    let killed = false;
    const worker = async () => {
      while (next < total) {
        const message = `load ${next++}`;
        const status = await insert(message).then(
          async (response) => (await response.arrayBuffer(), response.status),
          () => 0,
        );
        answers.push({ message, status });
        if (!killed && answers.length >= total / 3) {
          killed = true;
          await replicas[1]!.stop("SIGKILL");
        }
      }
    };
    await Promise.all(Array.from({ length: 16 }, worker));
    const servedBySurvivorBefore = insertsServedBy(replicas[0]!);

    const { rows } = await owner.query<{ message: string }>("select message from public.contact_submissions where message like 'load %'");
    const stored = new Set(rows.map((row) => row.message));
    const acknowledged = answers.filter((answer) => answer.status === 201);
    expect(answers).toHaveLength(total);
    // 0 lost: every 201 is a stored row.
    expect(acknowledged.filter((answer) => !stored.has(answer.message))).toEqual([]);
    // Only what was in flight on the killed replica may fail (a 502, never re-sent: it may have
    // been stored), and nothing that was not sent is stored.
    const failed = answers.filter((answer) => answer.status !== 201);
    // (At most one per worker at the kill, and the odd one on a kept-alive connection to it.)
    expect(failed.length).toBeLessThanOrEqual(32);
    expect(failed.every((answer) => answer.status === 502)).toBe(true);
    expect(stored.size - acknowledged.length).toBeLessThanOrEqual(failed.length);
    expect(rows).toHaveLength(stored.size); // nothing stored twice: no POST was re-sent

    // After the kill, the survivor takes everything: pages fail over, inserts go through.
    const pages = await Promise.all(Array.from({ length: 10 }, () => fetch(`${nginx.url}/healthz`).then((response) => response.status)));
    expect(pages).toEqual(pages.map(() => 200));
    const after = await Promise.all(Array.from({ length: 10 }, (_, n) => insert(`after ${n}`).then((response) => response.status)));
    expect(after).toEqual(after.map(() => 201));
    // (Its log lines arrive a moment after the answers.)
    const deadline = Date.now() + 10_000;
    while (insertsServedBy(replicas[0]!) < servedBySurvivorBefore + 10 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 50));
    expect(insertsServedBy(replicas[0]!)).toBeGreaterThanOrEqual(servedBySurvivorBefore + 10);
    console.log(
      `nginx run: ${acknowledged.length} acknowledged, ${failed.length} failed (${failed.map((answer) => answer.status).join(",")}), ${stored.size} stored`,
    );
  });
});
