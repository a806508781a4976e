// The real server process on a real PostgreSQL fed what no browser sends: generated bodies and
// headers (fast-check), a malformed chunked encoding, oversized uploads from many clients at once.
import fc from "fast-check";
import { request } from "node:http";
import { connect } from "node:net";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { freshPostgresDatabase, type FreshPostgresDatabase } from "../../testing/shared-postgres.ts";
import { killServerProcesses, startServerProcess, type ServerProcess } from "../../testing/server-process.ts";
import { createStaticFixture } from "../../testing/static-fixture.ts";
import { isBlank } from "./blank-text.ts";
import { limits } from "./contact-submission-input.ts";
import { maxBodyBytes } from "./rest-api.ts";

const fixture = createStaticFixture();
const anonKey = "public-anon-key";
let database: FreshPostgresDatabase;
let server: ServerProcess;
let owner: pg.Client;

beforeAll(async () => {
  database = await freshPostgresDatabase();
  server = await startServerProcess({
    DATABASE_URL: database.url,
    STATIC_DIR: fixture.dir,
    RATE_LIMIT_PER_CLIENT: "off",
    RATE_LIMIT_GLOBAL_PER_MINUTE: "off",
  });
  owner = new pg.Client({ connectionString: database.url });
  await owner.connect();
});
afterAll(async () => {
  await owner?.end();
  await killServerProcesses();
  await database?.dispose();
  fixture.remove();
});

type StoredRow = { name: string; email: string; company: string | null; message: string };
const storedRows = async (): Promise<(StoredRow & { id: string })[]> =>
  (await owner.query<StoredRow & { id: string }>("select id::text, name, email, company, message from public.contact_submissions")).rows;

const serverErrors = () =>
  server.logs.filter((entry) => entry.msg === "unhandled error" || (entry.msg === "request" && Number(entry.status) >= 500));

describe("the insert endpoint fed anything", { timeout: 120_000 }, () => {
  // Characters chosen to hit every rule: visible ones in several scripts, spaces, invisible ones,
  // control characters, a lone surrogate, JSON's and SQL's special characters.
  const pieces = [
    "a",
    "Z",
    "é",
    "李",
    "🚀",
    " ",
    "\u00a0",
    "\u200b",
    "\u3164",
    "\ufeff",
    "\u202e",
    "\n",
    "\t",
    '"',
    "\\",
    "'",
    ";",
    "\u0000",
    "\u0007",
    "\ud800",
    "@",
    ".",
  ];
  const text = fc.oneof(
    { weight: 4, arbitrary: fc.string({ unit: fc.constantFrom(...pieces), maxLength: 12 }) },
    { weight: 1, arbitrary: fc.constantFrom(201, 5000, 5001).map((length) => "x".repeat(length)) },
    { weight: 1, arbitrary: fc.constantFrom(200, 201).map((length) => "語".repeat(length)) },
  );
  const email = fc.oneof(
    fc.constantFrom("ada@example.com", "a@b", "ada@", "@example.com", "ada lovelace@example.com", "zoë@example.com"),
    fc.emailAddress(),
  );
  const validRow = fc.record({
    name: fc.constantFrom("Ada", "Zoë 李", "🚀 Rocket"),
    email: fc.constantFrom("ada@example.com", "grace.hopper+lead@navy.example"),
    company: fc.constantFrom(null, "Engines", "\u200b"),
    message: fc.constantFrom("Hello", "Line one\nLine two", "Ω"),
  });
  const anyValue = fc.oneof(text, fc.constant(null), fc.integer(), fc.boolean(), fc.array(text, { maxLength: 2 }));
  const row = fc.oneof(
    validRow,
    fc.record(
      {
        name: fc.oneof(text, anyValue),
        email: fc.oneof(email, anyValue),
        company: fc.oneof(text, anyValue),
        message: fc.oneof(text, anyValue),
      },
      { requiredKeys: [] },
    ),
    fc.record({ name: text, email, message: text, id: fc.uuid() }),
  );
  const body = fc.oneof(
    { weight: 3, arbitrary: row.map((one) => JSON.stringify(one)) },
    { weight: 3, arbitrary: fc.array(row, { maxLength: 3 }).map((rows) => JSON.stringify(rows)) },
    { weight: 1, arbitrary: fc.array(validRow, { minLength: 1, maxLength: 3 }).map((rows) => JSON.stringify(rows).slice(0, -1)) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }).map((value) => JSON.stringify(value)) },
    { weight: 1, arbitrary: fc.string({ maxLength: 40 }) },
  );
  const headers = fc.record({
    "Content-Type": fc.constantFrom(
      "application/json",
      "application/json; charset=utf-8",
      "APPLICATION/JSON;charset=UTF-8",
      "text/plain",
      "application/json; charset=iso-8859-1",
      "",
    ),
    Prefer: fc.constantFrom(
      "",
      "return=minimal",
      "return=representation",
      "resolution=merge-duplicates",
      "resolution=ignore-duplicates",
      "missing=default",
    ),
  });
  const columns = fc.constantFrom(
    undefined,
    '"name","email","company","message"',
    '"name","email","message"',
    '"name","id"',
    "name,email,message",
  );

  it("answers 201 and stores exactly the rows sent, or a 4xx and stores nothing; the server stays up", async () => {
    await fc.assert(
      fc.asyncProperty(body, headers, columns, async (sentBody, sentHeaders, columnsParam) => {
        const before = new Set((await storedRows()).map((stored) => stored.id));
        const query = columnsParam === undefined ? "" : `?columns=${encodeURIComponent(columnsParam)}`;
        const response = await fetch(`${server.url}/rest/v1/contact_submissions${query}`, {
          method: "POST",
          headers: { apikey: anonKey, ...Object.fromEntries(Object.entries(sentHeaders).filter(([, value]) => value !== "")) },
          body: sentBody,
        });
        const answer = await response.text();
        const added = (await storedRows()).filter((stored) => !before.has(stored.id));
        if (response.status === 201) {
          // What was sent, with a blank or missing company as "not given", and only the listed columns.
          const parsed = JSON.parse(sentBody) as Record<string, unknown> | Record<string, unknown>[];
          const listed = columnsParam?.split(",").map((column) => column.replaceAll('"', ""));
          const expected = [parsed].flat().map((sent) => {
            const company = listed && !listed.includes("company") ? null : sent.company;
            return {
              name: sent.name,
              email: sent.email,
              company: typeof company === "string" && !isBlank(company) ? company : null,
              message: sent.message,
            };
          });
          const sortKey = (one: object) => JSON.stringify(one);
          expect(added.map(({ id: _id, ...stored }) => stored).sort((a, b) => sortKey(a).localeCompare(sortKey(b)))).toEqual(
            expected.sort((a, b) => sortKey(a).localeCompare(sortKey(b))),
          );
          for (const stored of added) {
            for (const column of ["name", "message"] as const) expect(isBlank(stored[column])).toBe(false);
            // A bidi override reorders a one-line field where it is shown (a subject): never stored there.
            for (const column of ["name", "email", "company"] as const) expect(stored[column] ?? "").not.toContain("\u202e");
            for (const column of ["name", "email", "company", "message"] as const) {
              const value = stored[column];
              if (value !== null) expect([...value].length).toBeLessThanOrEqual(limits[column]);
            }
          }
        } else {
          expect(response.status, answer).toBeGreaterThanOrEqual(400);
          expect(response.status, answer).toBeLessThan(500);
          expect(JSON.parse(answer)).toMatchObject({ code: expect.any(String), message: expect.any(String) });
          expect(added).toEqual([]);
        }
      }),
      { numRuns: 150 },
    );
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    expect(server.child.exitCode).toBeNull();
    expect(serverErrors()).toEqual([]);
  });

  it("stores a batch of valid rows whatever else the headers say", async () => {
    // The positive half of the property above: a valid body with acceptable headers is never refused.
    await fc.assert(
      fc.asyncProperty(
        fc.array(validRow, { minLength: 1, maxLength: 3 }),
        fc.constantFrom("application/json", "application/json; charset=utf-8"),
        fc.constantFrom("", "return=minimal", "resolution=ignore-duplicates"),
        async (rows, contentType, prefer) => {
          const response = await fetch(`${server.url}/rest/v1/contact_submissions`, {
            method: "POST",
            headers: { apikey: anonKey, "Content-Type": contentType, ...(prefer ? { Prefer: prefer } : {}) },
            body: JSON.stringify(rows),
          });
          expect(response.status, await response.text()).toBe(201);
        },
      ),
      { numRuns: 30 },
    );
  });

  it("answers a malformed chunked body with 400 and logs no server error", async () => {
    const path = "/rest/v1/contact_submissions";
    const { port } = new URL(server.url);
    const logged = server.logs.length;
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), "127.0.0.1");
      let received = "";
      socket.setEncoding("utf8").on("data", (chunk: string) => (received += chunk));
      socket.on("close", () => resolve(received));
      socket.on("error", reject);
      socket.write(
        `POST ${path} HTTP/1.1\r\nHost: localhost\r\napikey: ${anonKey}\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n` +
          `5\r\n[{"na\r\nnot-a-chunk-size\r\n{}\r\n0\r\n\r\n`,
      );
    });
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);

    // The request's own log line comes once the handler has given up on the body.
    await vi.waitFor(
      () =>
        expect(server.logs.slice(logged).some((entry) => entry.msg === "request" && entry.path === path && entry.status === 400)).toBe(
          true,
        ),
      { timeout: 10_000, interval: 50 },
    );
    expect(serverErrors()).toEqual([]);
  });

  it("lets every client of an oversized upload read its 413 and finish sending, many at once", async () => {
    // Each upload arrives in pieces over about a second, as from a slow connection: the answer
    // is known after the first piece, but closing then would reset the client mid-upload (and a
    // browser reports a reset as a network error, whatever it had read).
    const upload = Buffer.alloc(maxBodyBytes * 4, "x");
    const piece = 16 * 1024;
    const pause = () => new Promise((resolve) => setTimeout(resolve, 60));
    const outcomes = await Promise.all(
      Array.from(
        { length: 16 },
        () =>
          new Promise<string>((resolve) => {
            let answer = "no answer";
            let failure = "";
            let sentWhole = false;
            const req = request(
              `${server.url}/rest/v1/contact_submissions`,
              {
                method: "POST",
                agent: false,
                headers: { apikey: anonKey, "Content-Type": "application/json", "Content-Length": upload.length },
              },
              (res) => {
                let text = "";
                res.setEncoding("utf8").on("data", (chunk: string) => (text += chunk));
                res.on(
                  "end",
                  () => (answer = `${res.statusCode} ${res.headers.connection} ${(JSON.parse(text) as { code: string }).code}`),
                );
                res.on("error", (error: NodeJS.ErrnoException) => (failure = error.code ?? error.message));
              },
            );
            req.on("error", (error: NodeJS.ErrnoException) => (failure = error.code ?? error.message));
            req.on("finish", () => (sentWhole = true));
            req.on("close", () =>
              setTimeout(() => resolve(`${answer}${sentWhole ? "" : ", upload cut"}${failure ? `, then ${failure}` : ""}`), 20),
            );
            void (async () => {
              for (let at = 0; at < upload.length && !req.destroyed; at += piece) {
                if (at + piece >= upload.length) req.end(upload.subarray(at));
                else req.write(upload.subarray(at, at + piece));
                await pause();
              }
            })();
          }),
      ),
    );
    expect(outcomes).toEqual(outcomes.map(() => "413 close PGRST413"));
  });
});
