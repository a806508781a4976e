// What the outbox's tests share: log capture, polling for a state, leads stored the way the
// server stores them, and a lead's delivery states.
import { Writable } from "node:stream";
import { pino } from "pino";
import { vi } from "vitest";
import type { SqlDatabase } from "../server/db/sql-database.ts";
import type { SqlEngine } from "../server/db/sql-engine.ts";
import { screenWaitingLeads } from "../server/delivery/lead-screening.ts";
import { createOutboxWorker, type OutboxWorker, type OutboxWorkerOptions } from "../server/delivery/outbox-worker.ts";
import { defaultReceiptsPerHour, leasePerAttemptTimeout, type OutboxTuning } from "../server/settings/notifications.ts";
import { readSettings } from "../server/settings/schema.ts";
import { deliveryStates, type DeliveryState, type RetryPolicy } from "../server/leads/delivery-jobs-store.ts";
import type { LeadFields } from "../server/leads/lead.ts";

/** Screens the waiting leads as a worker does, up to a worker's batch, with the settings' default receipt cap. */
export const screenAsWorker = (sql: SqlEngine) => screenWaitingLeads(sql, 20, defaultReceiptsPerHour);

/** Log lines as the operator would read them. */
export const captureLogs = (level = "info") => {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString("utf8").split("\n").filter(Boolean));
      done();
    },
  });
  return { lines, logger: pino({ level }, stream) };
};

/** Reads until `ok` holds (vi.waitFor: the tests' one polling helper), or fails after timeoutMs naming the last value. */
export const until = <T>(read: () => Promise<T>, ok: (value: T) => boolean, timeoutMs = 20_000): Promise<T> =>
  vi.waitFor(
    async () => {
      const value = await read();
      if (!ok(value)) throw new Error(`condition not met within ${timeoutMs} ms: ${JSON.stringify(value)}`);
      return value;
    },
    { timeout: timeoutMs, interval: 25 },
  );

export type { LeadFields };

let leadCount = 0;

/** Stores leads the way the server does (as anon); resolves with their ids, in order. */
export async function insertLeads(db: SqlDatabase, leads: Partial<LeadFields>[]): Promise<string[]> {
  const rows = leads.map((fields) => ({
    name: fields.name ?? `Visitor ${++leadCount} ${Math.random().toString(36).slice(2, 8)}`,
    email: fields.email ?? "ada@example.com",
    company: fields.company ?? null,
    message: fields.message ?? "We need a booking app",
  }));
  await db.insertContactSubmissions(rows, { clientAddress: "203.0.113.9" });
  const found = await db.sql.query<{ id: string; name: string }>(
    "select id, name from public.contact_submissions where name = any($1::text[])",
    [rows.map((row) => row.name)],
  );
  return rows.map((row) => found.find((lead) => lead.name === row.name)!.id);
}

export const insertLead = async (db: SqlDatabase, fields: Partial<LeadFields> = {}) => (await insertLeads(db, [fields]))[0]!;

/**
 * Stores a lead the database would refuse today for its control characters, as a row stored
 * before those checks existed (they are NOT VALID: old rows stay). Resolves with its id.
 */
export async function insertLeadStoredBeforeControlChecks(db: SqlDatabase, fields: LeadFields): Promise<string> {
  return db.sql.transaction(async (tx) => {
    const checks = await tx.query<{ name: string; definition: string }>(
      `select conname as name, pg_get_constraintdef(oid) as definition from pg_catalog.pg_constraint
        where conrelid = 'public.contact_submissions'::regclass and conname like '%\\_no\\_controls'`,
    );
    for (const check of checks) await tx.query(`alter table public.contact_submissions drop constraint ${check.name}`);
    const [row] = await tx.query<{ id: string }>(
      "insert into public.contact_submissions (name, email, company, message) values ($1, $2, $3, $4) returning id",
      [fields.name, fields.email, fields.company, fields.message],
    );
    for (const check of checks) await tx.query(`alter table public.contact_submissions add constraint ${check.name} ${check.definition}`);
    return row!.id;
  });
}

export const statesOf = async (db: SqlDatabase, leadId: string): Promise<DeliveryState[]> =>
  (await deliveryStates(db.sql, [leadId])).get(leadId) ?? [];

/** A lead's state on one channel. */
export const stateOn = async (db: SqlDatabase, leadId: string, channel: string) =>
  (await statesOf(db, leadId)).find((state) => state.channel === channel);

/** Empties the outbox and the channel registry between tests. */
export async function resetOutbox(db: SqlDatabase) {
  await db.sql.query("delete from private.lead_deliveries");
  await db.sql.query("delete from private.delivery_channels");
  await db.sql.query("delete from private.sender_rules");
  await db.sql.query("delete from private.spam_lessons"); // what marks taught the spam model
  await db.sql.query("update private.lead_screenings set screened_at = coalesce(screened_at, now())");
}

/** A worker's options as a test gives them: anything left out is the settings schema's default. */
export type TestOutboxWorkerOptions = Omit<OutboxWorkerOptions, keyof OutboxTuning | "receiptsPerHour" | "retry"> &
  Partial<OutboxTuning> & { receiptsPerHour?: number; retry?: Partial<RetryPolicy> };

/** The outbox's settings as a deployment with no OUTBOX_* / AUTOREPLY_* settings runs them. */
export const schemaOutboxDefaults = () => readSettings({}, ["notify"]).notify;

/**
 * createOutboxWorker with the schema's defaults for what the test leaves out (the worker itself
 * applies none). A test that shortens the lease gets an attempt deadline that fits inside it, as
 * the schema would refuse one that does not.
 */
export function createTestOutboxWorker({ retry, ...options }: TestOutboxWorkerOptions): OutboxWorker {
  const { tuning, receiptsPerHour } = schemaOutboxDefaults();
  const leaseMs = options.leaseMs ?? tuning.leaseMs;
  const { baseMs, ...beyondFirstDelay } = retry ?? {};
  return createOutboxWorker({
    ...tuning,
    receiptsPerHour,
    attemptTimeoutMs: Math.min(tuning.attemptTimeoutMs, leaseMs / leasePerAttemptTimeout),
    ...options,
    leaseMs,
    retryBaseMs: baseMs ?? options.retryBaseMs ?? tuning.retryBaseMs,
    retry: beyondFirstDelay,
  });
}
