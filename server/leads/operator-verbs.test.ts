// The verb table as both paths use it: the running server's socket checks a verb's arguments with
// the verb's own schema (the same line the command prints, tested in the command's tests), and
// answers with results whose dates are still dates.
import type { Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshPgliteDataDir, removeDataDir } from "../../testing/database-engines.ts";
import { insertLead } from "../../testing/outbox-kit.ts";
import { openDatabase } from "../db/open-database.ts";
import type { SqlDatabase } from "../db/sql-database.ts";
import { leadsSocketPath, startLeadsSocket } from "./leads-socket.ts";
import { checkArgs } from "./operator-verb.ts";
import { operatorVerbs, usageText, verbNamed } from "./operator-verbs.ts";
import { askRunningServer } from "./socket-client.ts";
import { verbTransport } from "./verb-transport.ts";
import { recordDecision } from "../inbox/decisions-audit-store.ts";

describe("the operator verb table", () => {
  it("gives each verb a unique name, and the usage a line for each flag", () => {
    const names = operatorVerbs.map((verb) => verb.name);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names.filter((name) => name !== "list")) expect(usageText).toContain(`--${name}`);
  });

  it("checks arguments with one line the operator can act on", () => {
    expect(checkArgs(verbNamed("not-spam")!, { "not-spam": "x" })).toEqual({ error: `--not-spam takes a lead's id (a uuid), not "x"` });
    expect(checkArgs(verbNamed("list")!, { limit: "0" })).toEqual({ error: "--limit must be a whole number from 1 to 10000" });
    expect(checkArgs(verbNamed("person")!, { person: " dana@example.com " })).toEqual({ args: { person: "dana@example.com" } });
  });
});

describe("the operator verbs over the running server's socket on PGlite", () => {
  let dataDir: string;
  let db: SqlDatabase;
  let socket: Server;
  beforeAll(async () => {
    dataDir = await freshPgliteDataDir();
    db = await openDatabase({ dataDir });
    socket = await startLeadsSocket(db, dataDir);
  });
  afterAll(async () => {
    await new Promise((resolve) => socket.close(resolve));
    await db.close();
    removeDataDir(dataDir);
  });

  it("refuses bad arguments with the same line the command prints, and runs good ones", async () => {
    const transport = verbTransport({ databaseUrl: undefined, dataDir });
    await expect(transport.call("not-spam", { "not-spam": "x" })).rejects.toMatchObject({
      message: `--not-spam takes a lead's id (a uuid), not "x"`,
      exitCode: 2,
    });
    const id = await insertLead(db, { name: "Ada Lovelace" });
    const { leads } = await transport.call<{ leads: { id: string; createdAt: Date }[] }>("list", {});
    expect(leads.map((lead) => lead.id)).toContain(id);
    expect(leads[0]!.createdAt).toBeInstanceOf(Date);
    await transport.close();
  });

  it("lists the decisions the team took in the inbox, all or one lead's", async () => {
    const transport = verbTransport({ databaseUrl: undefined, dataDir });
    const id = await insertLead(db, { name: "Decided Lead" });
    await recordDecision(db.sql, {
      decidedBy: "sam@agency.example",
      action: "not-spam",
      leadId: id,
      now: new Date("2026-11-28T09:00:00Z"),
    });
    await recordDecision(db.sql, {
      decidedBy: "kim@agency.example",
      action: "export",
      detail: "3 leads",
      now: new Date("2026-11-28T09:05:00Z"),
    });
    const all = await transport.call<{ decidedBy: string; action: string; decidedAt: Date }[]>("decisions", { decisions: "all" });
    expect(all.map((decision) => [decision.decidedBy, decision.action])).toEqual([
      ["kim@agency.example", "export"],
      ["sam@agency.example", "not-spam"],
    ]);
    const ofLead = await transport.call<{ leadId: string }[]>("decisions", { decisions: id });
    expect(ofLead.map((decision) => decision.leadId)).toEqual([id]);
    await expect(transport.call("decisions", { decisions: "latest" })).rejects.toMatchObject({
      message: `--decisions takes "all" or a lead's id (a uuid), not "latest"`,
    });
    await transport.close();
  });

  it("answers a request that is not a verb's with one line, not a crash", async () => {
    const reply = await askRunningServer(leadsSocketPath(dataDir), "POST", "/verbs/list", "[1]");
    expect(reply?.status).toBe(400);
    expect(JSON.parse(reply!.body.toString("utf8"))).toEqual({ error: "the body must be a JSON object of the command's flags" });
  });
});
