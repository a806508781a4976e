// `npm run leads` against a real server process on PGlite that delivers to a real webhook
// receiver: the operator sees each lead's delivery, redelivers, reads one lead in full and
// writes clean files. The polls run the command in this process (testing/leads-in-process.ts),
// through the running server's socket as the real one does; the smoke tests spawn the compiled
// command: a listing, a verb through the socket, the export and `npm run -s`, the exit codes.
import { spawn } from "node:child_process";
import { readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshPgliteDataDir, removeDataDir } from "../../testing/database-engines.ts";
import { leadsInProcess, type LeadsInProcess } from "../../testing/leads-in-process.ts";
import { until } from "../../testing/outbox-kit.ts";
import { killServerProcesses, runScript, serverEnv, startServerProcess, type ServerProcess } from "../../testing/server-process.ts";
import { createStaticFixture } from "../../testing/static-fixture.ts";
import { createWebhookReceiver, type WebhookReceiver } from "../../testing/webhook-receiver.ts";

const secret = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";
const root = new URL("../../", import.meta.url).pathname;
const fixture = createStaticFixture();
let dataDir: string;
let receiver: WebhookReceiver;
let server: ServerProcess;
let command: LeadsInProcess;

/** The real command, compiled, in a process of its own. */
const spawnedLeads = async (args: string[]) => {
  const result = await runScript("scripts/leads.ts", args, { DATA_DIR: dataDir });
  expect(result.stderr).toBe("");
  expect(result.code).toBe(0);
  return result.stdout;
};
/** The same command in this process, for the polls. */
const leads = async (args: string[]) => {
  const result = await command.run(args);
  expect(result.stderr).toBe("");
  expect(result.code).toBe(0);
  return result.stdout;
};
type JsonLead = {
  id: string;
  name: string;
  message: string;
  deliveries: { id: string; status: string; lastErrorKind: string | null; nextAttemptAt: string | null }[];
};
const leadsJson = async () => JSON.parse(await leads(["--format", "json"])) as JsonLead[];

beforeAll(async () => {
  dataDir = await freshPgliteDataDir();
  receiver = await createWebhookReceiver({ secret });
  receiver.answer = 500;
  server = await startServerProcess({
    DATA_DIR: dataDir,
    STATIC_DIR: fixture.dir,
    NOTIFY_WEBHOOK_URL: receiver.url,
    NOTIFY_WEBHOOK_SECRET: secret,
    OUTBOX_RETRY_BASE_SECONDS: "600", // after one failure, nothing happens until the operator acts
  });
  command = leadsInProcess({ databaseUrl: undefined, dataDir });
});
afterAll(async () => {
  await command?.close();
  await killServerProcesses();
  await receiver.stop();
  removeDataDir(dataDir);
  fixture.remove();
});

describe("the operator's leads command with delivery", { timeout: 120_000 }, () => {
  let leadId: string;

  it("shows a lead whose webhook failed as pending, with the next attempt and the error's kind", async () => {
    const sent = await fetch(`${server.url}/rest/v1/contact_submissions`, {
      method: "POST",
      headers: { apikey: "public-anon-key", Authorization: "Bearer public-anon-key", "Content-Type": "application/json" },
      body: JSON.stringify([
        { name: "Ada Lovelace", email: "ada@example.com", company: "Analytical Engines", message: "Line one\nLine two" },
      ]),
    });
    expect(sent.status).toBe(201);
    await receiver.waitForRequests(1);
    const [lead] = await until(leadsJson, ([first]) => first?.deliveries[0]?.lastErrorKind === "http-500", 60_000);
    expect(lead!.deliveries).toEqual([
      expect.objectContaining({ status: "pending", lastErrorKind: "http-500", nextAttemptAt: expect.any(String) }),
    ]);
    leadId = lead!.id;
    // The time alone today, with the date when the next attempt falls on another day (near midnight).
    expect(await spawnedLeads([])).toMatch(/Ada Lovelace.*webhook next (\d{4}-\d\d-\d\d )?\d\d:\d\d(:\d\d)? \(http-500\)/);
  });

  it("redelivers a lead on request, with the same webhook-id, and shows it delivered in the lead's full view", async () => {
    receiver.answer = 200;
    expect(await spawnedLeads(["--redeliver", leadId])).toBe("queued 1 delivery again\n"); // through the server's socket
    const [first, second] = await receiver.waitForRequests(2);
    expect(second!.webhookId).toBe(first!.webhookId);
    const detail = await until(
      () => leads(["--id", leadId]),
      (text) => text.includes("webhook delivered"),
      60_000,
    );
    expect(detail).toContain("Name      Ada Lovelace");
    expect(detail).toContain(`webhook delivered at`);
    expect(detail).toContain("Message:\n  Line one\n  Line two\n");
  });

  it("writes exactly the export to --out, and `npm run -s` prints nothing but the export", async () => {
    const file = join(dataDir, "leads.json");
    const result = await runScript("scripts/leads.ts", ["--format", "json", "--out", file], { DATA_DIR: dataDir });
    expect(result).toMatchObject({ code: 0, stdout: "", stderr: "leads: wrote 1 lead to leads.json\n".replace("leads.json", file) });
    expect((JSON.parse(readFileSync(file, "utf8")) as JsonLead[]).map((lead) => lead.name)).toEqual(["Ada Lovelace"]);
    expect(statSync(file).mode & 0o077).toBe(0); // personal data: the operator's alone

    const viaNpm = await new Promise<string>((resolve, reject) => {
      const child = spawn("npm", ["run", "-s", "leads", "--", "--format", "csv"], { cwd: root, env: serverEnv({ DATA_DIR: dataDir }) });
      let stdout = "";
      child.stdout.setEncoding("utf8").on("data", (chunk: string) => (stdout += chunk));
      child.once("error", reject).once("exit", (code) => (code === 0 ? resolve(stdout) : reject(new Error(`npm exited with ${code}`))));
    });
    expect(viaNpm.split("\r\n")[0]).toBe(
      "createdAt,name,email,company,message,delivery,id,spam_reasons,spam_score,spam_decided_by,spam_decided_at",
    );
    expect(viaNpm.split("\r\n")).toHaveLength(3); // header, one lead, the final line break
  });

  it("says in one line when a lead id is unknown or malformed", async () => {
    const unknown = await runScript("scripts/leads.ts", ["--id", "00000000-0000-4000-8000-000000000000"], { DATA_DIR: dataDir });
    expect(unknown).toMatchObject({ code: 1, stderr: "leads: no lead with id 00000000-0000-4000-8000-000000000000\n" });
    const malformed = await runScript("scripts/leads.ts", ["--redeliver", "everything"], { DATA_DIR: dataDir });
    expect(malformed.code).toBe(2);
    expect(malformed.stderr).toContain(`--redeliver takes "failed", "pending", "missing" or an id`);
  });

  it("says at start, in one line, when no notification channel is configured", async () => {
    expect(await server.stop()).toBe(0); // the delivering server stops cleanly on SIGTERM
    const quiet = await startServerProcess({ DATA_DIR: dataDir, STATIC_DIR: fixture.dir });
    expect(quiet.logs.map((entry) => entry.msg)).toContain(
      "no lead notifications: set NOTIFY_WEBHOOK_URL or SMTP_URL to be told of each new lead",
    );
    await quiet.stop();
  });

  it("refuses a bad notification setting with one line, in the server and the worker", async () => {
    const worker = await runScript("scripts/worker.ts", [], {
      DATABASE_URL: "postgres://nowhere/db",
      NOTIFY_WEBHOOK_URL: "ftp://example.com",
      LOG_FORMAT: "text", // the line a person reads (a JSON record under json: server/json-log.test.ts)
    });
    expect(worker).toMatchObject({
      code: 1,
      stderr:
        "Invalid configuration: NOTIFY_WEBHOOK_URL must start with http:// or https://; got a ftp: URL (the rest is not shown: it may hold a password or a token)\n",
    });
    const secretless = await runScript("server/main.ts", [], {
      DATA_DIR: dataDir,
      NOTIFY_WEBHOOK_URL: "https://example.com/hook",
      LOG_FORMAT: "text",
    });
    expect(secretless).toMatchObject({
      code: 1,
      stderr: `Invalid configuration: NOTIFY_WEBHOOK_SECRET (a whsec_… secret) is required with NOTIFY_WEBHOOK_URL; make one with: node -e "console.log('whsec_'+require('crypto').randomBytes(32).toString('base64'))"\n`,
    });
  });
});
