// CAPTCHA=altcha: our server requires a solved ALTCHA proof of work on the REST insert.
// ALTCHA_HMAC_KEY signs the challenges: every replica behind one site must have the same key
// (a challenge fetched from one replica is verified by whichever gets the insert), so it is a
// setting, never a random key made at start. Off by default.
import { z } from "zod";
import { settingsPart } from "./rules.ts";
import { settingsError } from "./setting-error.ts";

export type AltchaSettings = { hmacKey: string } | undefined;

export const altchaSettings = settingsPart(
  {
    CAPTCHA: z.enum(["off", "altcha"], { error: 'must be "off" or "altcha"' }).default("off"),
    ALTCHA_HMAC_KEY: z.string().trim().optional(),
  },
  (s): AltchaSettings => {
    if (s.CAPTCHA === "off") return undefined;
    const key = s.ALTCHA_HMAC_KEY;
    // The key itself is never printed: only whether and how long it is.
    if (!key || key.length < 32)
      throw settingsError(
        `CAPTCHA=altcha needs ALTCHA_HMAC_KEY of at least 32 characters, the same on every replica (got ${key ? `${key.length} characters` : "none"}); make one with: openssl rand -hex 32`,
      );
    return { hmacKey: key };
  },
);
