// The little SQL access both engines offer, so that the Database, the migrations, the tests and
// the operator's tools are written once. Every method rejects with toDatabaseFailure's errors.

export type SqlRow = Record<string, unknown>;

export interface SqlQueries {
  /** One statement, `$1`-style parameters. */
  query<Row extends SqlRow = SqlRow>(text: string, params?: readonly unknown[]): Promise<Row[]>;
  /** Several statements, no parameters (a migration file). */
  exec(text: string): Promise<void>;
}

export interface SqlSession extends SqlQueries {
  /** Runs `work` in one transaction on this session's connection: committed if it resolves, else rolled back. */
  transaction<T>(work: (tx: SqlQueries) => Promise<T>): Promise<T>;
}

export interface SqlEngine extends SqlSession {
  readonly engine: "pglite" | "postgres";
  /** Keeps one connection for `work` (session-level advisory locks); a pool hands out any connection otherwise. */
  session<T>(work: (session: SqlSession) => Promise<T>): Promise<T>;
  /**
   * Embedded only: the whole data directory as a gzipped tar, taken between two statements, so it
   * holds every committed transaction and, like a copy taken at a power cut, recovers to exactly
   * those. PostgreSQL has pg_dump for this.
   */
  snapshot?(): Promise<Blob>;
  /**
   * Calls `onNotify` for each NOTIFY on `channel` (committed transactions only), and `onConnect`
   * whenever listening (re)starts, after which notifications sent meanwhile may have been missed.
   * Resolves with a function that stops listening.
   */
  listen(channel: string, onNotify: () => void, onConnect?: () => void): Promise<() => Promise<void>>;
  /** PGlite only: bytes of WebAssembly memory Postgres has grown to (never given back; for /metrics). */
  wasmMemoryBytes?(): number;
  /** PostgreSQL only: the connection pool right now (for /metrics). */
  poolStats?(): { total: number; idle: number; waiting: number; max: number };
  close(): Promise<void>;
}
