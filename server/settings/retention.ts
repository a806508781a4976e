// How long leads are kept and how long held spam is kept, read by the server and `npm run worker`,
// whichever runs the retention schedule.
import { z } from "zod";
import { settingsPart } from "./rules.ts";

// Whole days: a retention period is a promise made in a privacy policy, counted in days.
const days = z.coerce
  .number({ message: "must be a whole number of days" })
  .int({ message: "must be a whole number of days" })
  .min(1, { message: "must be at least 1 (a day)" })
  .max(36_500, { message: "must be at most 36500 (100 years)" });

export const retentionSettings = settingsPart(
  {
    // Unset: leads are kept until the operator erases them.
    LEAD_RETENTION_DAYS: days.optional(),
    SPAM_RETENTION_DAYS: days.default(30),
  },
  (s): RetentionConfig => ({ leadRetentionDays: s.LEAD_RETENTION_DAYS, spamRetentionDays: s.SPAM_RETENTION_DAYS }),
);

export type RetentionConfig = { leadRetentionDays?: number; spamRetentionDays: number };
