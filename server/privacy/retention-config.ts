// How long leads are kept (issue 18.3) and how long held spam is kept (issue 16.4), read from the
// environment by the server and `npm run worker`, whichever runs the retention schedule.
import { z } from "zod";
import { settingErrorLine } from "../setting-errors.ts";

const blankIsUnset = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);
// Whole days: a retention period is a promise made in a privacy policy, counted in days.
const days = z.coerce
  .number({ message: "must be a whole number of days" })
  .int({ message: "must be a whole number of days" })
  .min(1, { message: "must be at least 1 (a day)" })
  .max(36_500, { message: "must be at most 36500 (100 years)" });

const RetentionEnv = z.object({
  // Unset: leads are kept until the operator erases them (as before this setting existed).
  LEAD_RETENTION_DAYS: z.preprocess(blankIsUnset, days.optional()),
  SPAM_RETENTION_DAYS: z.preprocess(blankIsUnset, days.default(30)),
});

export type RetentionConfig = { leadRetentionDays?: number; spamRetentionDays: number };

export class RetentionConfigError extends Error {
  override name = "RetentionConfigError";
}

/** Parses LEAD_RETENTION_DAYS and SPAM_RETENTION_DAYS; throws RetentionConfigError with one line. */
export function readRetentionConfig(env: Record<string, string | undefined>): RetentionConfig {
  const parsed = RetentionEnv.safeParse(env);
  if (!parsed.success) throw new RetentionConfigError(settingErrorLine(parsed.error, env)); // one wording for every setting
  return { leadRetentionDays: parsed.data.LEAD_RETENTION_DAYS, spamRetentionDays: parsed.data.SPAM_RETENTION_DAYS };
}
