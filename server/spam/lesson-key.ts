// The secret that keeps the operator's lessons (server/leads/spam-lessons-store.ts) from being read back. A lesson
// stores a lead's word buckets and names its sender; unkeyed, both fall to a dictionary: hash
// every phone number or word of a word list the way spam-features.ts does and see which buckets
// are there; hash a guessed address and compare. So each bucket is stored through a keyed
// permutation of the 2^16 buckets (a Feistel network whose round functions are HMAC-SHA256
// output under the key), and the sender as HMAC-SHA256 of the lower-cased address: without the key, neither
// says anything a guess can confirm.
//
// The key: SPAM_LESSON_KEY when set (what servers and workers sharing one PostgreSQL need: the
// same value everywhere), else 32 random bytes in DATA_DIR/spam-lesson.key, written owner-only on
// the first start. Never in the repository. The database keeps only the key's fingerprint, so a
// process with another key is refused before it writes or erases lessons it could not find again.
import { createHmac, randomBytes } from "node:crypto";
import { closeSync, mkdirSync, openSync, readFileSync, writeSync } from "node:fs";
import { join } from "node:path";
import type { SqlQueries } from "../db/sql-engine.ts";
import { bucketCount } from "./spam-features.ts";

export type LessonKey = {
  /** The stored form of a bucket: a keyed permutation, so stored numbers stay within 0..2^16-1. */
  storedBucket(bucket: number): number;
  /** The bucket a stored number stands for. */
  bucketOf(stored: number): number;
  /** The stored form of a sender: HMAC-SHA256 of the lower-cased address, in hex. */
  sender(email: string): string;
  /** What the database keeps to tell keys apart (says nothing about the key). */
  fingerprint: string;
};

export const lessonKeyFileName = "spam-lesson.key";

/** The key from its secret (hex or any text of at least 32 characters). */
export function lessonKeyFrom(secret: string): LessonKey {
  const hmac = (text: string) => createHmac("sha256", secret).update(text).digest();
  // A keyed permutation of the 16-bit buckets: a Feistel network over two 8-bit halves, each
  // round's function a table of 256 bytes drawn from HMACs under the key (a permutation whatever
  // the tables; microseconds to set up, where sorting 65,536 HMACs took a second on a busy machine).
  const tables = Array.from({ length: feistelRounds }, (_, round) =>
    Buffer.concat(Array.from({ length: 8 }, (_, part) => hmac(`bucket round ${round} part ${part}`))),
  );
  const forward = new Uint16Array(bucketCount);
  const backward = new Uint16Array(bucketCount);
  for (let bucket = 0; bucket < bucketCount; bucket++) {
    let left = bucket >>> 8;
    let right = bucket & 0xff;
    for (const table of tables) [left, right] = [right, left ^ table[right]!];
    const place = (left << 8) | right;
    forward[bucket] = place;
    backward[place] = bucket;
  }
  return {
    storedBucket: (bucket) => forward[bucket]!,
    bucketOf: (stored) => backward[stored]!,
    sender: (email) => hmac(`sender ${email.toLowerCase()}`).toString("hex"),
    fingerprint: hmac("fingerprint").toString("hex").slice(0, 16),
  };
}

const minSecretLength = 32;
const feistelRounds = 8;

/**
 * The configured key, or the data directory's (created 0600 with a random secret if it has none).
 * Throws one line for a configured secret too short to be one.
 */
export function loadLessonKey({ configured, dataDir }: { configured?: string; dataDir: string }): LessonKey {
  if (configured !== undefined) {
    if (configured.length < minSecretLength)
      throw new Error(`SPAM_LESSON_KEY is too short: use at least ${minSecretLength} random characters (openssl rand -hex 32)`);
    return lessonKeyFrom(configured);
  }
  const file = join(dataDir, lessonKeyFileName);
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  try {
    // "wx": only the first process to start writes it; every other reads that one.
    const fd = openSync(file, "wx", 0o600);
    try {
      writeSync(fd, `${randomBytes(32).toString("hex")}\n`);
    } finally {
      closeSync(fd);
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  return lessonKeyFrom(readFileSync(file, "utf8").trim());
}

// The key each opened database was given (openDatabase registers it): callers pass the engine.
const keys = new WeakMap<object, LessonKey>();

export const registerLessonKey = (sql: object, key: LessonKey) => void keys.set(sql, key);

/** The key of an engine openDatabase opened. */
export function lessonKeyOf(sql: object): LessonKey {
  const key = keys.get(sql);
  if (!key) throw new Error("this database was opened without a spam lesson key (open it with openDatabase)");
  return key;
}

/**
 * In the caller's transaction, before lessons are written, erased or read out: the database's
 * lessons were keyed with this key (or there are none, and this key's fingerprint is recorded).
 */
export async function checkLessonKey(tx: SqlQueries, key: LessonKey): Promise<void> {
  const [stored] = await tx.query<{ fingerprint: string; lessons: boolean }>(
    `select fingerprint, exists (select 1 from private.spam_lessons) as lessons from private.spam_lesson_key for update`,
  );
  if (stored?.fingerprint === key.fingerprint) return;
  if (stored?.lessons)
    throw new Error(
      "the spam lessons in this database were written with another key: set SPAM_LESSON_KEY to the same value on every server and worker",
    );
  await tx.query(
    `insert into private.spam_lesson_key (fingerprint) values ($1) on conflict (singleton) do update set fingerprint = excluded.fingerprint`,
    [key.fingerprint],
  );
}
