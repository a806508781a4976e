// CAPTCHA=altcha: our server requires a solved ALTCHA proof of work on the REST insert.
// ALTCHA_HMAC_KEY signs the challenges: every replica behind one site must have the same key
// (a challenge fetched from one replica is verified by whichever gets the insert), so it is a
// setting, never a random key made at start. Off by default.
import { z } from "zod";

const Schema = z.object({
  CAPTCHA: z.enum(["off", "altcha"]).default("off"),
  ALTCHA_HMAC_KEY: z.string().optional(),
});

export type AltchaSettings = { hmacKey: string } | undefined;

export class AltchaSettingsError extends Error {
  override name = "AltchaSettingsError";
}

/** The ALTCHA settings, or undefined when CAPTCHA is off. Throws a one-line error for a bad value. */
export function readAltchaSettings(env: Record<string, string | undefined>): AltchaSettings {
  const parsed = Schema.safeParse({ CAPTCHA: env.CAPTCHA?.trim() || undefined, ALTCHA_HMAC_KEY: env.ALTCHA_HMAC_KEY?.trim() || undefined });
  if (!parsed.success)
    throw new AltchaSettingsError(`Invalid configuration: CAPTCHA must be "off" or "altcha" (got ${JSON.stringify(env.CAPTCHA)})`);
  if (parsed.data.CAPTCHA === "off") return undefined;
  const key = parsed.data.ALTCHA_HMAC_KEY;
  // The key itself is never printed: only whether and how long it is.
  if (!key || key.length < 32)
    throw new AltchaSettingsError(
      `Invalid configuration: CAPTCHA=altcha needs ALTCHA_HMAC_KEY of at least 32 characters, the same on every replica (got ${key ? `${key.length} characters` : "none"}); make one with: openssl rand -hex 32`,
    );
  return { hmacKey: key };
}
