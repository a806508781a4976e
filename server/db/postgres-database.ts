// The production engine: any PostgreSQL (managed, Supabase, a replica set's primary) through a
// node-postgres pool from DATABASE_URL. The server is stateless, so instances scale out.
import pg from "pg";
import { mapFailure } from "./database-errors.ts";
import { listenWithReconnect } from "./postgres-listener.ts";
import { DatabaseError } from "./types.ts";
import type { SqlEngine, SqlQueries, SqlRow, SqlSession } from "./sql-engine.ts";

export type PostgresEngineOptions = {
  /** Connections per server instance. */
  maxConnections?: number;
  /** How long a request may wait for a connection before it fails (and the server answers 503). */
  connectionTimeoutMs?: number;
  /**
   * How long one statement may take before it fails with 503: Postgres cancels it at this age
   * (statement_timeout), and the client gives up on a connection that stopped answering a
   * little later (query_timeout: a dead socket that never closes, e.g. a network partition).
   */
  statementTimeoutMs?: number;
  /**
   * No statement_timeout and no query_timeout: for migrations, which wait for another instance's
   * migrations (an advisory lock) and run DDL for as long as they take.
   */
  withoutRequestTimeouts?: boolean;
};

export async function openPostgresEngine(databaseUrl: string, options: PostgresEngineOptions = {}): Promise<SqlEngine> {
  const statementTimeoutMs = options.statementTimeoutMs ?? 4_000;
  const maxConnections = options.maxConnections ?? 10;
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: maxConnections,
    connectionTimeoutMillis: options.connectionTimeoutMs ?? 5_000,
    idleTimeoutMillis: 30_000,
    application_name: "agency-site",
    ...(options.withoutRequestTimeouts ? {} : { statement_timeout: statementTimeoutMs, query_timeout: statementTimeoutMs + 1_000 }),
    keepAlive: true,
  });
  // A connection that breaks (restart, crash, network) emits 'error'; unheard, that event would
  // end the process. An idle one is dropped by the pool (this listener); one checked out is
  // heard by withClient. Either way the query in flight rejects, and the next connection is new.
  pool.on("error", () => {});

  const queries = (client: pg.Pool | pg.PoolClient): SqlQueries => ({
    query: <Row extends SqlRow>(text: string, params: readonly unknown[] = []) =>
      mapFailure(async () => (await client.query<Row>(text, [...params])).rows),
    exec: (text: string) => mapFailure(async () => void (await client.query(text))),
  });

  const transactionOn = async <T>(client: pg.PoolClient, work: (tx: SqlQueries) => Promise<T>): Promise<T> => {
    await mapFailure(() => client.query("begin"));
    try {
      const result = await work(queries(client));
      await mapFailure(() => client.query("commit"));
      return result;
    } catch (error) {
      // Postgres refused a statement: roll back on this connection. Anything else (a dead or
      // silent connection, a timeout) destroys the connection, which rolls back by itself; a
      // rollback sent on it would only wait behind the statement that never answered.
      if (error instanceof DatabaseError) await client.query("rollback").catch(() => {});
      throw error;
    }
  };

  // A connection that failed mid-way is destroyed instead of going back to the pool.
  const withClient = async <T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> => {
    const client = await mapFailure(() => pool.connect());
    let broken = false;
    // The pool stops listening while a client is checked out: a socket that dies between two
    // statements of a transaction would otherwise crash the process with an unheard 'error'.
    const onError = () => (broken = true);
    client.on("error", onError);
    try {
      return await work(client);
    } catch (error) {
      broken ||= !(error instanceof DatabaseError); // Postgres answered: the connection itself is fine
      throw error;
    } finally {
      client.removeListener("error", onError);
      client.release(broken);
    }
  };

  const sessionOn = (client: pg.PoolClient): SqlSession => ({
    ...queries(client),
    transaction: (work) => transactionOn(client, work),
  });

  const engine: SqlEngine = {
    engine: "postgres",
    ...queries(pool),
    transaction: (work) => withClient((client) => transactionOn(client, work)),
    session: (work) => withClient((client) => work(sessionOn(client))),
    listen: (channel, onNotify, onConnect) => listenWithReconnect(databaseUrl, channel, onNotify, { onConnect }),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: maxConnections }),
    close: async () => {
      if (!pool.ended && !pool.ending) await pool.end();
    },
  };
  try {
    await engine.query("select 1"); // fail at start-up, not at the first visitor, if the URL is wrong
  } catch (error) {
    await pool.end();
    throw error;
  }
  return engine;
}
