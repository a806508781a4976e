// A client the database has refused for its rate limit is refused again in memory until its
// Retry-After runs out: a flood of refusals costs no database transaction (the database stays
// the authority, across replicas). On the real server, REST insert and form post.
import { connect } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "../db/types.ts";
import { describeOnPostgres } from "../../testing/database-engines.ts";
import { createStaticFixture } from "../../testing/static-fixture.ts";
import { startTestServer, testAnonKey } from "../../testing/test-server.ts";
import { errorReply } from "./postgrest-error.ts";
import { createRefusedClients, recheckSeconds } from "./refused-clients.ts";

const ada = { name: "Ada Lovelace", email: "ada@example.com", company: null, message: "A booking app" };
let clientSeq = 0;

describeOnPostgres("refusing a client over its limit before the database", (engine) => {
  const fixture = createStaticFixture();
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let inserts = 0;
  /** Every call the server makes to the database, whatever it is for. */
  let databaseCalls = 0;

  beforeAll(async () => {
    const db = engine().db;
    // The database as the server sees it, counting the inserts and every other call that reach it.
    const counting = new Proxy(db, {
      get(target, name, receiver) {
        const member: unknown = Reflect.get(target, name, receiver);
        if (typeof member !== "function") return member;
        return (...args: unknown[]) => {
          databaseCalls++;
          if (name === "insertContactSubmissions") inserts++;
          return (member as (...a: unknown[]) => unknown).apply(target, args);
        };
      },
    }) as Database;
    server = await startTestServer(counting, fixture.dir, { trustProxy: "127.0.0.1" });
  });
  beforeEach(async () => {
    await engine().db.setRateLimits({ perClient: 2, perClientWindowSeconds: 600, globalPerMinute: 10_000 });
  });
  afterAll(async () => {
    await server?.close();
    fixture.remove();
  });

  const insert = (client: string) =>
    fetch(`${server.url}/rest/v1/contact_submissions`, {
      method: "POST",
      headers: { apikey: testAnonKey, "Content-Type": "application/json", "X-Forwarded-For": client },
      body: JSON.stringify([ada]),
    });
  const formPost = (client: string) =>
    fetch(`${server.url}/contact`, {
      method: "POST",
      redirect: "manual",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        "Sec-Fetch-Site": "same-origin",
        Origin: server.url,
        "X-Forwarded-For": client,
      },
      body: new URLSearchParams({ ...ada, company: "", website: "" }).toString(),
    });

  it("answers a flood from a refused client with 429 and Retry-After, without a database insert each", async () => {
    const flooder = `198.51.100.${++clientSeq}`;
    expect((await insert(flooder)).status).toBe(201);
    expect((await insert(flooder)).status).toBe(201);
    const refused = await insert(flooder);
    expect(refused.status).toBe(429);
    const reached = inserts;
    for (let i = 0; i < 20; i++) {
      const again = await insert(flooder);
      expect(again.status).toBe(429);
      expect(Number(again.headers.get("retry-after"))).toBeGreaterThan(590);
      expect(await again.json()).toMatchObject({ code: "PT429", message: expect.stringContaining("from this address") });
    }
    // The form without JavaScript is refused the same way, with the visitor's page and values.
    const form = await formPost(flooder);
    expect(form.status).toBe(429);
    expect(Number(form.headers.get("retry-after"))).toBeGreaterThan(590);
    expect(inserts).toBe(reached);

    // Anyone else still reaches the database and is stored.
    expect((await insert(`198.51.100.${++clientSeq}`)).status).toBe(201);
    expect(inserts).toBe(reached + 1);
  });

  it("answers a refused client's 429 before its body arrives, and without asking the database anything", async () => {
    const flooder = `198.51.100.${++clientSeq}`;
    for (const status of [201, 201, 429]) expect((await insert(flooder)).status).toBe(status);
    const calls = databaseCalls;
    // Headers that announce a body, and no body: the answer can only come if nobody waits for it.
    const answer = await new Promise<string>((resolve, reject) => {
      const { port } = new URL(server.url);
      const socket = connect(Number(port), "127.0.0.1", () =>
        socket.write(
          [
            "POST /rest/v1/contact_submissions HTTP/1.1",
            `Host: 127.0.0.1:${port}`,
            `apikey: ${testAnonKey}`,
            "Content-Type: application/json",
            "Content-Length: 5000",
            `X-Forwarded-For: ${flooder}`,
            "",
            "",
          ].join("\r\n"),
        ),
      );
      let received = "";
      socket.on("data", (chunk: Buffer) => {
        received += chunk.toString("latin1");
        if (received.includes("\r\n\r\n")) {
          socket.destroy();
          resolve(received);
        }
      });
      socket.on("error", reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 429 /);
    expect(answer).toMatch(/\r\nRetry-After: \d+\r\n/i);
    expect(databaseCalls).toBe(calls);
  });

  it("counts an IPv6 flooder by its /64 in memory too", async () => {
    const prefix = `2001:db8:${++clientSeq}:1`;
    expect((await insert(`${prefix}::1`)).status).toBe(201);
    expect((await insert(`${prefix}::2`)).status).toBe(201);
    expect((await insert(`${prefix}::3`)).status).toBe(429);
    const reached = inserts;
    expect((await insert(`${prefix}:abcd::4`)).status).toBe(429);
    expect(inserts).toBe(reached);
  });
});

describe("a refusal remembered in memory", () => {
  const refusal = (retryAfter: number) =>
    errorReply(429, "PT429", "Too many contact messages from this address. Please try again later.", null, null, {
      "Retry-After": String(retryAfter),
    });

  it("tells the client the database's whole wait, but asks the database again after a few seconds, so a lifted limit takes effect", () => {
    let clock = 0;
    const refused = createRefusedClients({ now: () => clock });
    refused.remember("203.0.113.7", refusal(600));
    expect(refused.check("203.0.113.7")?.headers?.["Retry-After"]).toBe("600");
    clock = (recheckSeconds - 1) * 1000;
    expect(refused.check("203.0.113.7")?.headers?.["Retry-After"]).toBe(String(600 - recheckSeconds + 1));
    clock = recheckSeconds * 1000;
    expect(refused.check("203.0.113.7")).toBeUndefined();
  });

  it("lets one request through to the database per recheck, not every request of a flood at once", () => {
    let clock = 0;
    const refused = createRefusedClients({ now: () => clock });
    refused.remember("203.0.113.8", refusal(600));
    clock = recheckSeconds * 1000;
    expect(refused.check("203.0.113.8")).toBeUndefined(); // the one that asks the database again
    for (let i = 0; i < 50; i++) expect(refused.check("203.0.113.8")?.status).toBe(429);
    // The database accepted it (the operator lifted the limit): the client is no longer refused.
    refused.accepted("203.0.113.8");
    expect(refused.check("203.0.113.8")).toBeUndefined();
    expect(refused.check("203.0.113.8")).toBeUndefined();
  });
});
