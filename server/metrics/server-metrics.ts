// Every metric the server (or `npm run worker`) exposes, in one registry per process (prom-client).
// Counted from the outbox worker's events and the HTTP server; the outbox's backlog and the
// database pool are read when Prometheus scrapes, so an idle process does no work for them.
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import type { SqlEngine } from "../db/sql-engine.ts";
import type { AttemptOutcome } from "../leads/delivery-status.ts";
import { deliveryBacklog, type BacklogRow } from "../leads/delivery-jobs-store.ts";
import { routeLabel } from "./route-label.ts";

/** What the outbox worker reports (its onAttempt and onScreened options). */
export type OutboxEvents = {
  onAttempt(event: { channel: string; outcome: AttemptOutcome; durationMs: number }): void;
  onScreened(verdict: { spam: boolean; overGlobalBudget: boolean }): void;
};

export type ServerMetrics = {
  registry: Registry;
  outboxEvents: OutboxEvents;
  /** One finished HTTP request: `path` without the query string. */
  observeRequest(method: string, path: string, status: number, durationMs: number): void;
  /** The scrape: Prometheus text format. */
  scrape(): Promise<{ contentType: string; body: string }>;
};

// Seconds. Webhook and SMTP attempts: tens of milliseconds when well, up to the attempt deadline.
const attemptBuckets = [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
// Seconds. Pages are sub-millisecond, inserts a few milliseconds, a slow database up to its 4 s timeout.
const requestBuckets = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

type PoolStats = NonNullable<ReturnType<NonNullable<SqlEngine["poolStats"]>>>;

/** `channels`: the delivery channels this process serves, shown at 0 before any job waits. */
export function createServerMetrics({ sql, channels = [] }: { sql: SqlEngine; channels?: readonly string[] }): ServerMetrics {
  const registry = new Registry();
  // Process memory and CPU, event loop lag, heap and GC: prom-client's defaults, read at scrape time.
  collectDefaultMetrics({ register: registry });

  const leadsStored = new Counter({
    name: "leads_stored_total",
    help: "Leads screened by this process, by spam verdict (each stored lead is screened once, by one worker).",
    labelNames: ["verdict"] as const,
    registers: [registry],
  });
  const pastGlobalBudget = new Counter({
    name: "leads_over_global_budget_total",
    help: "Leads screened by this process that came past the global budget (RATE_LIMIT_GLOBAL_PER_MINUTE), by verdict: a flood, or a busy day.",
    labelNames: ["verdict"] as const,
    registers: [registry],
  });
  const deliveries = new Counter({
    name: "lead_delivery_attempts_total",
    help: "Delivery attempts by delivery channel and outcome (delivered, will-retry, gave-up, lease-lost).",
    labelNames: ["channel", "outcome"] as const,
    registers: [registry],
  });
  const attemptSeconds = new Histogram({
    name: "lead_delivery_attempt_duration_seconds",
    help: "How long one delivery attempt took (the webhook's answer or the SMTP send), by delivery channel.",
    labelNames: ["channel"] as const,
    buckets: attemptBuckets,
    registers: [registry],
  });
  const requestSeconds = new Histogram({
    name: "http_request_duration_seconds",
    help: "HTTP requests by route (a fixed set of names, never a raw path) and status, with their duration.",
    labelNames: ["route", "status"] as const,
    buckets: requestBuckets,
    registers: [registry],
  });

  // Backlog, read from the database at scrape time: one query over the outbox's partial indexes
  // (pending and new jobs only), so its cost follows the backlog, never the history. prom-client
  // collects the metrics of one scrape together: both gauges share the one read.
  const backlogReadFailures = new Counter({
    name: "lead_outbox_scrape_errors_total",
    help: "Scrapes whose backlog query failed (the database did not answer); the backlog gauges are then absent.",
    registers: [registry],
  });
  let backlogRead: Promise<BacklogRow[] | undefined> | undefined;
  const readBacklog = () =>
    (backlogRead ??= deliveryBacklog(sql)
      .catch(() => {
        backlogReadFailures.inc();
        return undefined;
      })
      .finally(() => setImmediate(() => (backlogRead = undefined))));
  // A channel seen once keeps its series (0 when drained), so "back to 0" shows on a graph.
  const seenChannels = new Set<string>(channels);
  const backlogGauge = (name: string, help: string, value: (row: BacklogRow | undefined) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ["channel"] as const,
      registers: [registry],
      async collect() {
        const rows = await readBacklog();
        this.reset();
        if (!rows) return;
        for (const row of rows) seenChannels.add(row.channel);
        for (const channel of seenChannels) this.set({ channel }, value(rows.find((row) => row.channel === channel)));
      },
    });
  backlogGauge(
    "lead_outbox_pending_deliveries",
    "Deliveries waiting (awaiting screening, due or retrying), by delivery channel.",
    (row) => row?.pending ?? 0,
  );
  backlogGauge(
    "lead_outbox_oldest_pending_age_seconds",
    "Age of the oldest delivery still waiting, by delivery channel (0 when none waits): a stuck outbox grows it.",
    (row) => Math.max(0, row?.oldest_age_seconds ?? 0),
  );

  // The PostgreSQL connection pool (absent on PGlite: one in-process connection, nothing to size).
  const poolStats = sql.poolStats?.bind(sql);
  if (poolStats) {
    const read = (pick: (stats: PoolStats) => number) =>
      function (this: Gauge) {
        this.set(pick(poolStats()));
      };
    new Gauge({
      name: "db_pool_connections_in_use",
      help: "Database connections checked out of the pool right now.",
      registers: [registry],
      collect: read((s) => s.total - s.idle),
    });
    new Gauge({
      name: "db_pool_connections_idle",
      help: "Open database connections waiting in the pool.",
      registers: [registry],
      collect: read((s) => s.idle),
    });
    new Gauge({
      name: "db_pool_waiting_requests",
      help: "Queries waiting for a free connection (the pool is exhausted while this is above 0).",
      registers: [registry],
      collect: read((s) => s.waiting),
    });
    new Gauge({
      name: "db_pool_max_connections",
      help: "The pool's size (DATABASE_POOL_SIZE).",
      registers: [registry],
      collect: read((s) => s.max),
    });
  }

  // The embedded database's WebAssembly memory: it only grows, so this is PGlite's share of the RSS.
  const wasmMemoryBytes = sql.wasmMemoryBytes?.bind(sql);
  if (wasmMemoryBytes)
    new Gauge({
      name: "pglite_wasm_memory_bytes",
      help: "WebAssembly memory of the embedded database (PGlite); it grows on demand and is never returned.",
      registers: [registry],
      collect() {
        this.set(wasmMemoryBytes());
      },
    });

  return {
    registry,
    outboxEvents: {
      onAttempt: ({ channel, outcome, durationMs }) => {
        deliveries.inc({ channel, outcome });
        attemptSeconds.observe({ channel }, durationMs / 1000);
      },
      onScreened: ({ spam, overGlobalBudget }) => {
        leadsStored.inc({ verdict: spam ? "spam" : "not-spam" });
        if (overGlobalBudget) pastGlobalBudget.inc({ verdict: spam ? "spam" : "not-spam" });
      },
    },
    observeRequest: (method, path, status, durationMs) =>
      requestSeconds.observe({ route: routeLabel(method, path), status: String(status) }, durationMs / 1000),
    scrape: async () => ({ contentType: registry.contentType, body: await registry.metrics() }),
  };
}
