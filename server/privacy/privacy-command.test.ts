// The operator's access and erasure commands (`npm run -s leads -- --person/--erase`). What they
// print and erase runs the command in this process on PostgreSQL with a fake terminal
// (testing/leads-in-process.ts); PGlite erases alike (server/db/engine-parity.test.ts). The real
// command, compiled and spawned, is checked where only a process shows it: on the embedded database
// through the running server's socket, its question in a real terminal (through `script`), and its
// refusal when no terminal is attached.
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { openDatabase } from "../db/open-database.ts";
import { commandLine } from "../../testing/compiled-commands.ts";
import { freshPgliteDataDir, removeDataDir } from "../../testing/database-engines.ts";
import { leadsInProcess, type LeadsInProcess } from "../../testing/leads-in-process.ts";
import { testLessonKey } from "../../testing/lesson-key.ts";
import { freshPostgresDatabase, type FreshPostgresDatabase } from "../../testing/shared-postgres.ts";
import { killServerProcesses, runScript, serverEnv, startServerProcess, type ServerProcess } from "../../testing/server-process.ts";
import { createStaticFixture } from "../../testing/static-fixture.ts";
import type { PersonData } from "./person-data.ts";

const root = new URL("../../", import.meta.url).pathname;
const fixture = createStaticFixture();
afterAll(() => fixture.remove());

/** Where a describe's leads live: the database's settings as the command reads them. */
type Database = { databaseUrl: string | undefined; dataDir: string };
let visits = 0;

/** Stores leads as the server would (as anon), each address denied by a sender rule, with the database opened for just that. */
async function insertLeads({ databaseUrl, dataDir }: Database, ...emails: string[]) {
  const db = await openDatabase({ databaseUrl, dataDir, lessonKey: databaseUrl && testLessonKey });
  try {
    await db.sql.query("insert into private.delivery_channels (name) values ('webhook') on conflict do nothing");
    for (const email of emails)
      await db.insertContactSubmissions(
        [{ name: `Visitor ${++visits}`, email, company: null, message: `Message ${visits} from ${email}` }],
        {
          clientAddress: `198.51.100.${visits}`,
        },
      );
    await db.sql.query(
      "insert into private.sender_rules (email_lower, rule) select lower(unnest($1::text[])), 'deny' on conflict do nothing",
      [emails],
    );
  } finally {
    await db.close();
  }
}

describe("the operator's access and erasure commands on PostgreSQL", { timeout: 120_000 }, () => {
  let database: FreshPostgresDatabase;
  let exportDir: string;
  let command: LeadsInProcess;

  const leads = (args: string[]) => command.run(args);
  /** Each address's rows, counted in this process. */
  const rowsOf = async (emails: string[]) => {
    const db = await openDatabase({ databaseUrl: database.url, dataDir: "unused", lessonKey: testLessonKey });
    try {
      return await db.sql.query(
        `select e.email,
                (select count(*)::int from public.contact_submissions s where lower(s.email) = e.email) as leads,
                (select count(*)::int from private.lead_deliveries d join public.contact_submissions s on s.id = d.submission_id
                  where lower(s.email) = e.email) as deliveries,
                (select count(*)::int from private.sender_rules r where r.email_lower = e.email) as rules
           from unnest($1::text[]) as e(email) order by 1`,
        [emails],
      );
    } finally {
      await db.close();
    }
  };
  const person = async (email: string) => {
    const result = await leads(["--person", email]);
    expect(result).toMatchObject({ code: 0, stderr: "" });
    return JSON.parse(result.stdout) as PersonData;
  };

  beforeAll(async () => {
    database = await freshPostgresDatabase();
    exportDir = mkdtempSync(join(tmpdir(), "privacy-command-"));
    command = leadsInProcess({ databaseUrl: database.url, dataDir: "unused", lessonKey: testLessonKey });
    await insertLeads(
      { databaseUrl: database.url, dataDir: "unused" },
      "dana@example.com",
      "Dana@Example.com",
      "adana@example.com",
      "dana@example.co",
    );
  });
  afterAll(async () => {
    await command?.close();
    await database?.dispose();
    rmSync(exportDir, { recursive: true, force: true });
  });

  it("--person prints everything held on one address as JSON, and --out writes it for its owner only", async () => {
    const data = await person("DANA@example.com");
    expect(data.leads.map((lead) => lead.message)).toEqual(["Message 1 from dana@example.com", "Message 2 from Dana@Example.com"]);
    expect(data.leads[0]!.deliveries).toEqual([expect.objectContaining({ channel: "webhook", status: expect.any(String) })]);
    expect(data.sender_rules).toEqual([expect.objectContaining({ email_lower: "dana@example.com", rule: "deny" })]);
    expect(JSON.stringify(data)).not.toMatch(/adana|example\.co"/);

    const file = join(exportDir, "dana.json");
    const written = await leads(["--person", "dana@example.com", "--out", file]);
    expect(written).toMatchObject({ code: 0, stdout: "", stderr: `leads: wrote everything held on that address (2 leads) to ${file}\n` });
    try {
      expect(JSON.parse(readFileSync(file, "utf8"))).toEqual({ ...data, email: "dana@example.com" });
      expect(statSync(file).mode & 0o777).toBe(0o600);
    } finally {
      rmSync(file, { force: true });
    }
  });

  it("--erase refuses in one line when no terminal can confirm it and --yes is not given, and erases nothing", async () => {
    const refused = await leads(["--erase", "dana@example.com"]);
    expect(refused).toMatchObject({
      code: 2,
      stdout: "",
      stderr: "leads: --erase asks for confirmation, and no terminal is attached: run it in a terminal, or add --yes\n",
    });
    expect((await person("dana@example.com")).leads).toHaveLength(2);
  });

  it("--erase asks in a terminal, and erases nothing unless the answer is yes", async () => {
    const declined = await command.run(["--erase", "dana@example.com"], { answer: "no" });
    expect(declined.asked).toEqual(['This cannot be undone. Type "yes" to erase: ']);
    expect(declined).toMatchObject({ code: 1, stderr: "leads: nothing erased\n" });
    expect(declined.stdout).toContain(
      "Erasing everything held on dana@example.com: 2 leads, 2 delivery records, 2 spam verdicts, 1 sender rule.",
    );
    expect((await person("dana@example.com")).leads).toHaveLength(2);
  });

  it("--erase --yes removes everything of one address and nothing of another, and says what it removed", async () => {
    const others = ["adana@example.com", "dana@example.co"];
    const before = await rowsOf(others);
    expect(before).toEqual([expect.objectContaining({ leads: 1, rules: 1 }), expect.objectContaining({ leads: 1, rules: 1 })]);
    const erased = await leads(["--erase", "dana@EXAMPLE.com", "--yes"]);
    expect(erased).toMatchObject({ code: 0, stderr: "" });
    expect(erased.stdout).toContain(
      "Erasing everything held on dana@EXAMPLE.com: 2 leads, 2 delivery records, 2 spam verdicts, 1 sender rule.",
    );
    expect(erased.stdout).toMatch(/erased 2 leads, 2 delivery records, 2 spam verdicts, 1 sender rule\n$/);
    expect(await rowsOf(["dana@example.com"])).toEqual([{ email: "dana@example.com", leads: 0, deliveries: 0, rules: 0 }]);
    expect(await rowsOf(others)).toEqual(before);
    expect(await leads(["--erase", "dana@example.com", "--yes"])).toMatchObject({
      code: 0,
      stdout: "nothing is held on dana@example.com\n",
    });
  });
});

describe("the real leads command's erasure on PGlite, through the running server", { timeout: 120_000 }, () => {
  let dataDir: string;
  let server: ServerProcess;
  const leads = (args: string[]) => runScript("scripts/leads.ts", args, { DATA_DIR: dataDir });
  const person = async (email: string) => {
    const result = await leads(["--person", email]);
    expect(result).toMatchObject({ code: 0, stderr: "" });
    return JSON.parse(result.stdout) as PersonData;
  };

  beforeAll(async () => {
    dataDir = await freshPgliteDataDir();
    await insertLeads({ databaseUrl: undefined, dataDir }, "erin@example.com", "erin@example.com", "kerin@example.com");
    server = await startServerProcess({ DATA_DIR: dataDir, STATIC_DIR: fixture.dir });
  }, 120_000); // opening and closing PGlite, then a server start: slow on a busy machine
  afterAll(async () => {
    await killServerProcesses();
    removeDataDir(dataDir);
  });

  it("--erase refuses in one line when no terminal is attached and --yes is not given, and erases nothing", async () => {
    expect(await leads(["--erase", "erin@example.com"])).toMatchObject({
      code: 2,
      stdout: "",
      stderr: "leads: --erase asks for confirmation, and no terminal is attached: run it in a terminal, or add --yes\n",
    });
    expect((await person("erin@example.com")).leads).toHaveLength(2);
  });

  it("--erase asks in a real terminal, and erases nothing when the answer is not yes", async () => {
    // `script` gives the command a terminal; the answer is typed into it.
    const declined = await new Promise<string>((resolve, reject) => {
      const child = spawn("script", ["-qec", [...commandLine("scripts/leads.ts"), "--erase", "erin@example.com"].join(" "), "/dev/null"], {
        cwd: root,
        env: serverEnv({ DATA_DIR: dataDir }),
        stdio: ["pipe", "pipe", "pipe"],
      });
      let output = "";
      child.stdout.setEncoding("utf8").on("data", (chunk: string) => {
        output += chunk;
        if (output.includes('Type "yes" to erase:')) child.stdin.end("no\n");
      });
      child.once("error", reject).once("exit", () => resolve(output));
    });
    expect(declined).toContain("Erasing everything held on erin@example.com: 2 leads, 2 delivery records, 2 spam verdicts, 1 sender rule.");
    expect(declined).toContain("nothing erased");
    expect((await person("erin@example.com")).leads).toHaveLength(2);
  });

  it("--erase works against the running server over its socket, and the server logs the counts, never the address", async () => {
    const erased = await leads(["--erase", "erin@example.com", "--yes"]);
    expect(erased).toMatchObject({ code: 0, stderr: "" });
    expect(erased.stdout).toMatch(/erased 2 leads, 2 delivery records, 2 spam verdicts, 1 sender rule\n$/);
    expect((await person("erin@example.com")).leads).toEqual([]);
    expect((await person("kerin@example.com")).leads).toHaveLength(1);
    const record = await vi.waitFor(
      () => {
        const found = server.logs.find((entry) => entry.msg === "personal data erased on the operator's request");
        if (!found) throw new Error("no erasure record logged yet");
        return found;
      },
      { timeout: 5_000, interval: 50 },
    );
    expect(record).toMatchObject({ erased: { leads: 2, deliveries: 2, screenings: 2, senderRules: 1 } });
    expect(JSON.stringify(server.logs)).not.toContain("erin@");
    expect(await server.stop()).toBe(0);
  });
});
