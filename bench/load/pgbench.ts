// The database reference: pgbench running the very statements one contact insert runs
// (server/db/insert-sql.ts), against the same PostgreSQL, at the same concurrency.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { actAsAnonSql, insertContactSubmissionsSql, insertParameters, requestHeadersJson } from "../../server/db/insert-sql.ts";
import type { RequestContext } from "../../server/db/types.ts";
import { postgresBinDir, type PostgresCluster } from "../../testing/postgres-cluster.ts";
import { outDir } from "../lib/paths.ts";
import { runCommand } from "../lib/processes.ts";
import { percentile, round } from "../lib/stats.ts";
import { sampleSubmission } from "./submission.ts";
import type { LoadResult } from "./wrk.ts";
import type { LeadFields } from "../../server/leads/lead.ts";

/**
 * The server's insert transaction as a pgbench script. Run it with `-M extended` so that the
 * variables travel as parameters, as node-postgres sends them, and define them with pgbenchDefines.
 */
export const pgbenchInsertScript = [
  "begin;",
  `${actAsAnonSql.replace("$1", ":request_headers")};`,
  `${insertContactSubmissionsSql.replace("$1", ":names").replace("$2", ":emails").replace("$3", ":companies").replace("$4", ":messages")};`,
  "commit;",
  "",
].join("\n");

/** `-D name=value` arguments for pgbenchInsertScript, holding the same values the server would send. */
export function pgbenchDefines(rows: readonly LeadFields[], context: RequestContext): string[] {
  const [names, emails, companies, messages] = insertParameters(rows);
  return Object.entries({
    request_headers: requestHeadersJson(context),
    names: textArrayLiteral(names),
    emails: textArrayLiteral(emails),
    companies: textArrayLiteral(companies),
    messages: textArrayLiteral(messages),
  }).flatMap(([name, value]) => ["-D", `${name}=${value}`]);
}

// Postgres' text form of a text[]: every element quoted, so commas, braces and spaces are data.
const textArrayLiteral = (values: readonly (string | null)[]): string =>
  `{${values.map((value) => (value === null ? "NULL" : `"${value.replace(/[\\"]/g, "\\$&")}"`)).join(",")}}`;

export type PgbenchRun = { connections: number; seconds: number; threads: number };

/**
 * The insert script, with each transaction from a different visitor like the HTTP runs: the
 * request context names a new address every time (built in SQL from a random number, where
 * the server passes the same JSON as a parameter). Everything else is the server's SQL as is.
 */
export function visitorInsertScript(script = pgbenchInsertScript) {
  const headers =
    "json_build_object('x-forwarded-for', '10.' || (:visitor / 65536) || '.' || (:visitor / 256 % 256) || '.' || (:visitor % 256))::text";
  if (!script.includes(":request_headers"))
    throw new Error("pgbench: the insert script no longer takes :request_headers; update bench/load/pgbench.ts");
  return `\\set visitor random(0, 16777215)\n${script.replace(":request_headers", headers)}`;
}

const pgbench = join(postgresBinDir, "pgbench");

export function pgbenchArgs(cluster: PostgresCluster, scriptFile: string, run: PgbenchRun, logPrefix?: string) {
  return [
    "-n", // no vacuum of pgbench's own tables: they do not exist here
    "-M",
    "extended", // parameters travel separately, as node-postgres sends them
    "-c",
    String(run.connections),
    "-j",
    String(run.threads),
    "-T",
    String(run.seconds),
    "-f",
    scriptFile,
    // The values our server sends for the same body (request_headers is replaced per visitor).
    ...pgbenchDefines([sampleSubmission.row], { clientAddress: "10.0.0.1" }),
    ...(logPrefix ? ["-l", `--log-prefix=${logPrefix}`] : []),
    "-h",
    cluster.socketDir,
    "-p",
    String(cluster.port),
    "-U",
    "postgres",
    "postgres",
  ];
}

/** Runs pgbench; latency percentiles come from its per-transaction log. */
export async function runPgbench(cluster: PostgresCluster, run: PgbenchRun): Promise<LoadResult & { command: string }> {
  const dir = join(outDir, "pgbench");
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const scriptFile = join(dir, "insert.sql");
  writeFileSync(scriptFile, visitorInsertScript());
  const args = pgbenchArgs(cluster, scriptFile, run, join(dir, "txn"));
  // pgbench writes its logs into the working directory's prefix path; run it from there.
  const { stdout } = await runCommand(pgbench, args, { cwd: dir, timeoutMs: (run.seconds + 60) * 1000 });
  writeFileSync(join(dir, "stdout.txt"), stdout);

  const number = (pattern: RegExp) => Number(pattern.exec(stdout)?.[1] ?? Number.NaN);
  const tps = number(/tps = ([\d.]+) \(without initial connection time\)/);
  const failed = number(/number of failed transactions: (\d+)/) || 0;
  const latenciesMs = readdirSync(dir)
    .filter((name) => name.startsWith("txn."))
    .flatMap((name) => readFileSync(join(dir, name), "utf8").trim().split("\n"))
    .filter(Boolean)
    .map((line) => Number(line.split(" ")[2]) / 1000) // client_id transaction_no time_us ...
    .sort((a, b) => a - b);
  return {
    requestsPerSecond: round(tps, 1),
    p50Ms: round(percentile(latenciesMs, 50), 2),
    p99Ms: round(percentile(latenciesMs, 99), 2),
    maxMs: round(latenciesMs.at(-1) ?? Number.NaN, 2),
    ok: latenciesMs.length,
    failed,
    seconds: run.seconds,
    connections: run.connections,
    command: `${pgbench} ${args.map((arg) => (/[\s"'{}$*(),]/.test(arg) ? `'${arg}'` : arg)).join(" ")}`,
  };
}
