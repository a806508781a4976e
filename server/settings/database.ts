// Which database: PostgreSQL at DATABASE_URL, or unset, the embedded one (PGlite) in DATA_DIR.
// The server, the worker, migrate, backup and leads all read it here, so they open the same one.
import { resolve } from "node:path";
import { parse as parseConnectionString } from "pg-connection-string";
import { z } from "zod";
import { settingsPart, text, wholeNumber } from "./rules.ts";

// What node-postgres will accept (libpq's forms included, e.g. ?host=/var/run/postgresql).
const isConnectionString = (url: string) => {
  try {
    parseConnectionString(url);
    return true;
  } catch {
    return false;
  }
};

export const databaseSettings = settingsPart(
  {
    DATABASE_URL: z
      .string()
      .trim()
      .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
      .refine(isConnectionString, "must be a URL like postgres://user:password@host:5432/database (percent-encode @ : / in the password)")
      .optional(),
    // Connections kept to DATABASE_URL. Each waiting insert holds one until it commits, so more
    // connections serve more concurrent visitors, up to what the database allows.
    DATABASE_POOL_SIZE: wholeNumber(1, 500).default(10),
    DATA_DIR: text("must be a directory").default("./data"),
    // The secret that keys the spam filter's lessons (server/spam/lesson-key.ts). Unset: a random
    // one in DATA_DIR/spam-lesson.key. Servers and workers sharing one PostgreSQL need the same value.
    SPAM_LESSON_KEY: z.string().trim().min(32, "must be at least 32 random characters (openssl rand -hex 32)").optional(),
  },
  (s) => ({
    /** Unset: the embedded database in dataDir. */
    url: s.DATABASE_URL,
    poolSize: s.DATABASE_POOL_SIZE,
    /** Absolute, so every program resolves it from the same working directory. */
    dataDir: resolve(s.DATA_DIR),
    /** Unset: the key file in dataDir. */
    lessonKey: s.SPAM_LESSON_KEY,
  }),
);
