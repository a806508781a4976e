// A delivery's statuses are spelled in one place (delivery-status.ts, and the migrations that
// create the column and its CHECK): every other file says statusSql.pending, fromSql("released")
// or toSql("screened", "skipped"), so a status added, renamed or given a new transition is one
// change the compiler and delivery-status.test.ts follow. This test reads every source file under
// server/ and scripts/ and fails on a status written as a quoted literal outside the lead module.
// Tests may spell statuses: they assert what the operator sees, which must not follow a rename.
// So may toSql("screened", "skipped"): its argument is typed as a status and checked against the
// transition when the module loads, so a rename fails the type check and the test run.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { deliveryStatuses } from "./delivery-status.ts";

const root = new URL("../../", import.meta.url).pathname;
const leadModule = "server/leads/";

/** A status in quotes of any kind: 'pending' (SQL), "pending" (TypeScript), `pending`. */
const statusLiteral = new RegExp(`(['"\`])(${deliveryStatuses.join("|")})\\1`, "g");

function sourceFiles(folder: string): string[] {
  return readdirSync(join(root, folder), { recursive: true, encoding: "utf8" })
    .filter((file) => /\.(ts|tsx|mts|mjs|js)$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => relative(root, join(root, folder, file)));
}

/** toSql(transition, status): the status module's own checked spelling. */
const toSqlCall = /\btoSql\([^()]*\)/g;

function statusLiteralsIn(text: string): string[] {
  return [...text.replace(toSqlCall, "").matchAll(statusLiteral)].map((match) => match[0]);
}

describe("delivery status literals", () => {
  it("are recognised in SQL, TypeScript and prose quotes, and nowhere else", () => {
    expect(statusLiteralsIn(`set status = 'held' where s = "failed" or \`new\``)).toEqual(["'held'", '"failed"', "`new`"]);
    expect(statusLiteralsIn(`outcome: "delivered-lease-lost", channel = 'receipt', "newest"`)).toEqual([]);
    expect(statusLiteralsIn(`set status = \${toSql("screened", "skipped")} where status = 'new'`)).toEqual(["'new'"]);
  });

  it("appear only in the lead module (server/leads/) among the sources of server/ and scripts/", () => {
    const files = [...sourceFiles("server"), ...sourceFiles("scripts")];
    expect(files).toContain("server/delivery/outbox-worker.ts");
    const elsewhere = files
      .filter((file) => !file.startsWith(leadModule))
      .flatMap((file) => statusLiteralsIn(readFileSync(join(root, file), "utf8")).map((literal) => `${file}: ${literal}`));
    expect(elsewhere).toEqual([]);
  });
});
