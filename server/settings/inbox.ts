// The team's inbox at /inbox (server/inbox/): who may sign in, and how long a session lasts.
// Sign-in links go out through the notifications' SMTP settings, so INBOX_USERS needs them.
import { z } from "zod";
import { notificationSettings, type EmailConfig } from "./notifications.ts";
import { readPart, settingsPart, wholeNumber } from "./rules.ts";
import { settingsError } from "./setting-error.ts";
import { siteSettings } from "./site.ts";

/** Defaults: a session ends after 12 hours without a request, and 7 days after sign-in whatever happens. */
export const defaultSessionIdleHours = 12;
export const defaultSessionMaxDays = 7;

export type InboxConfig = {
  /** The addresses allowed to sign in, lower-cased. */
  users: readonly string[];
  sessionIdleMs: number;
  sessionMaxMs: number;
  /** The SMTP relay and sender the sign-in links go out with. */
  email: EmailConfig;
  /** The brand the pages and the sign-in e-mail name, and the site's URL (https: the cookie is Secure). */
  brand: string;
  siteUrl: string;
};

export const inboxSettings = settingsPart(
  {
    // Comma-separated e-mail addresses that may sign in to /inbox. Unset: no inbox (every /inbox path is a 404).
    INBOX_USERS: z
      .string()
      .transform((list) =>
        list
          .split(",")
          .map((address) => address.trim().toLowerCase())
          .filter(Boolean),
      )
      .pipe(z.array(z.string().email({ message: "must be e-mail addresses, comma-separated" })).min(1))
      .optional(),
    INBOX_SESSION_IDLE_HOURS: wholeNumber(1, 720).default(defaultSessionIdleHours),
    INBOX_SESSION_MAX_DAYS: wholeNumber(1, 90).default(defaultSessionMaxDays),
  },
  (s, env): InboxConfig | undefined => {
    if (!s.INBOX_USERS) return undefined;
    const email = readPart(notificationSettings, env).email;
    if (!email)
      throw settingsError(
        "INBOX_USERS needs the e-mail settings (SMTP_URL, NOTIFY_EMAIL_TO, NOTIFY_EMAIL_FROM): sign-in links go by e-mail",
      );
    return {
      users: [...new Set(s.INBOX_USERS)],
      sessionIdleMs: s.INBOX_SESSION_IDLE_HOURS * 3_600_000,
      sessionMaxMs: s.INBOX_SESSION_MAX_DAYS * 86_400_000,
      email,
      brand: readPart(siteSettings, env).brand,
      siteUrl: readPart(siteSettings, env).siteUrl,
    };
  },
);
