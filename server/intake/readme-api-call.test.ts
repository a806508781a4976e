// "Sending a lead from code" in docs/operating/server.md: its curl line and its supabase-js lines, read
// from the page as written and sent to a test server, so the copy-paste example cannot drift from the API.
import { createClient } from "@supabase/supabase-js";
import { readFileSync, rmSync } from "node:fs";
import ws from "ws";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readSiteValues } from "../settings/site-values.ts";
import { openDatabase } from "../db/open-database.ts";
import type { SqlDatabase } from "../db/sql-database.ts";
import { freshPgliteDataDir } from "../../testing/database-engines.ts";
import { createStaticFixture } from "../../testing/static-fixture.ts";
import { startTestServer, testAnonKey } from "../../testing/test-server.ts";
import { storedLeads } from "../../testing/stored-leads.ts";

const page = readFileSync(new URL("../../docs/operating/server.md", import.meta.url), "utf8");
const section = page.slice(page.indexOf("## Sending a lead from code")).split(/\n## /)[0]!;
const codeBlock = (language: string) => {
  const block = new RegExp("```" + language + "\\n([\\s\\S]*?)```").exec(section)?.[1];
  if (!block) throw new Error(`docs/operating/server.md: no \`\`\`${language} block under "Sending a lead from code"`);
  return block;
};

/** Splits a shell line into words as sh does for this one: single and double quotes, no expansions. */
function shellWords(line: string): string[] {
  const words: string[] = [];
  for (const [, single, double, bare] of line.matchAll(/'([^']*)'|"((?:[^"\\]|\\.)*)"|(\S+)/g))
    words.push(single ?? double?.replace(/\\(.)/g, "$1") ?? bare!);
  return words;
}

/** The request a `curl [-i] URL -H "Name: value"… -d BODY` line sends. */
function curlRequest(line: string) {
  const [program, ...args] = shellWords(line.trim());
  expect(program).toBe("curl");
  const headers = new Headers();
  let url = "";
  let body: string | undefined;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === "-i") continue;
    else if (arg === "-H") {
      const header = args[++i]!;
      headers.set(header.slice(0, header.indexOf(":")), header.slice(header.indexOf(":") + 1).trim());
    } else if (arg === "-d") body = args[++i];
    else if (/^https?:\/\//.test(arg)) url = arg;
    else throw new Error(`The documented curl line: an option this test does not know: ${arg}`);
  }
  return { url: new URL(url), method: body === undefined ? "GET" : "POST", headers, body };
}

describe("the documented API call", () => {
  const fixture = createStaticFixture();
  let db: SqlDatabase;
  let dataDir: string;
  let server: Awaited<ReturnType<typeof startTestServer>>;
  const documentedKey = readSiteValues({}).anonKey; // what a fresh clone's server accepts

  beforeAll(async () => {
    dataDir = await freshPgliteDataDir();
    db = await openDatabase({ dataDir });
    server = await startTestServer(db, fixture.dir);
  });
  afterAll(async () => {
    await server.close();
    await db.close();
    rmSync(dataDir, { recursive: true, force: true });
    fixture.remove();
  });

  const storedEmails = async () => (await storedLeads(db, { limit: 100 })).map((lead) => lead.email);

  it("with curl: stores the lead and answers 201", async () => {
    const request = curlRequest(codeBlock("sh"));
    expect(request.url.href).toBe("http://127.0.0.1:3000/rest/v1/contact_submissions"); // npm start's address
    expect(request.headers.get("apikey")).toBe(documentedKey);
    expect(request.headers.get("authorization")).toBe(`Bearer ${documentedKey}`);

    // The same request to the test server, which takes its own key.
    request.headers.set("apikey", testAnonKey);
    request.headers.set("authorization", `Bearer ${testAnonKey}`);
    const response = await fetch(`${server.url}${request.url.pathname}`, request);
    expect(response.status, await response.clone().text()).toBe(201);
    expect(await response.text()).toBe("");
    expect(await storedEmails()).toContain(JSON.parse(request.body!).email);
  });

  it("with supabase-js: stores the lead without an error", async () => {
    const code = codeBlock("js")
      .split("\n")
      .filter((line) => !line.startsWith("import "))
      .join("\n");
    expect(code).toContain(`createClient("http://127.0.0.1:3000", "${documentedKey}")`);
    const run = new Function("createClient", `return (async () => { ${code}; return error; })();`) as (
      create: typeof createClient,
    ) => Promise<unknown>;
    // The page's URL and key swapped for the test server's; ws as the page says for Node 20.
    const towardsTestServer = ((_url: string, _key: string) =>
      createClient(server.url, testAnonKey, { realtime: { transport: ws as never } })) as unknown as typeof createClient;
    const before = (await storedEmails()).length;
    expect(await run(towardsTestServer)).toBeNull();
    expect((await storedEmails()).length).toBe(before + 1);
  });
});
