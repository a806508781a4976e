// The listing verb's command side (what `npm run -s leads` prints), through a fake I/O: no
// database and no process, the verb's own code from the call's answer to the printed text.
import { describe, expect, it } from "vitest";
import { listedLead } from "../../testing/listed-lead.ts";
import type { LeadsStatusWithMissing } from "./leads-status.ts";
import { checkArgs, type VerbInput, type VerbIo } from "./operator-verb.ts";
import { operatorVerbs } from "./operator-verbs.ts";

const [listing] = operatorVerbs;

const ada = listedLead({ spam_score: 0.12 });
const quiet: LeadsStatusWithMissing = { heldSpam: 0, failing: [], leadsMissingDeliveries: 0 };

/** Runs the listing with these flags against a fake database answer; resolves with stdout and stderr. */
async function list(input: VerbInput, database: string, leads = [ada]) {
  const printed = { stdout: "", stderr: "" };
  const io: VerbIo = {
    call: async <Result>() => ({ leads, status: quiet }) as Result,
    out: (text) => void (printed.stdout += text),
    note: (line) => void (printed.stderr += `${line}\n`),
    writeOut: (_file, text) => void (printed.stdout += text),
    canAsk: false,
    ask: async () => "",
    database,
  };
  const checked = checkArgs(listing!, input);
  if ("error" in checked) throw new Error(checked.error);
  await listing!.command(checked.args, input, io);
  return printed;
}

describe("the leads listing's footer", () => {
  it("names the database it read, so a listing of the wrong one is seen at once", async () => {
    const embedded = await list({}, "the embedded database in ./data");
    expect(embedded.stdout.trimEnd().split("\n").at(-1)).toBe("Read from the embedded database in ./data.");
    const postgres = await list({ "spam-folder": true }, "PostgreSQL at db.example.com:5432/leads", []);
    expect(postgres.stdout.trimEnd().split("\n").at(-1)).toBe("Read from PostgreSQL at db.example.com:5432/leads.");
  });

  it("keeps CSV and JSON the data alone", async () => {
    const csv = await list({ format: "csv" }, "the embedded database in ./data");
    expect(csv.stdout.split("\r\n")[0]).toBe(
      "createdAt,name,email,company,message,delivery,id,spam_reasons,spam_score,spam_decided_by,spam_decided_at",
    );
    expect(csv.stdout).not.toContain("Read from");
    expect(csv.stderr).toBe("");
  });
});
