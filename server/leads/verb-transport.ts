// Where the command runs a verb: on PostgreSQL directly (DATABASE_URL); on the embedded database,
// in the running server over its local socket (PGlite must never be opened by two processes), or
// in the data directory itself when no server runs (its lock makes that safe).
import { existsSync } from "node:fs";
import { deserialize } from "node:v8";
import { openDatabase } from "../db/open-database.ts";
import type { SqlDatabase } from "../db/sql-database.ts";
import { leadsSocketPath, verbPath } from "./leads-socket.ts";
import { checkArgs, OperatorError, type VerbInput } from "./operator-verb.ts";
import { verbNamed } from "./operator-verbs.ts";
import { askRunningServer } from "./socket-client.ts";

export type VerbTransport = {
  call<Result>(verb: string, input: VerbInput): Promise<Result>;
  close(): Promise<void>;
};

export function verbTransport({
  databaseUrl,
  dataDir,
  lessonKey,
}: {
  databaseUrl: string | undefined;
  dataDir: string;
  lessonKey?: string;
}): VerbTransport {
  let db: SqlDatabase | undefined;
  let viaServer = databaseUrl === undefined;

  async function runHere<Result>(name: string, input: VerbInput): Promise<Result> {
    const verb = verbNamed(name)!;
    const checked = checkArgs(verb, input);
    if ("error" in checked) throw new OperatorError(checked.error, 2, true);
    if (!db) {
      if (!databaseUrl && !existsSync(dataDir))
        throw new OperatorError(`no embedded database in ${dataDir} (start the server once, or set DATA_DIR or DATABASE_URL)`, 2, true);
      db = await openDatabase({ databaseUrl, dataDir, lessonKey });
    }
    return (await verb.run(db, checked.args, {})) as Result;
  }

  return {
    async call<Result>(name: string, input: VerbInput): Promise<Result> {
      if (viaServer) {
        const reply = await askRunningServer(leadsSocketPath(dataDir), "POST", verbPath(name), JSON.stringify(input));
        if (reply?.status === 200) return deserialize(reply.body) as Result;
        if (reply?.status === 400) throw new OperatorError((JSON.parse(reply.body.toString("utf8")) as { error: string }).error, 2, true);
        if (reply) throw new Error(`the server answered ${reply.status}: ${reply.body.toString("utf8")}`);
        viaServer = false; // no server runs: from now on, the data directory itself
      }
      return runHere<Result>(name, input);
    },
    async close() {
      await db?.close();
    },
  };
}
