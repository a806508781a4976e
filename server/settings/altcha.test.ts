import { describe, expect, it } from "vitest";
import { readSettings } from "./schema.ts";

const readAltchaSettings = (env: Record<string, string>) => readSettings(env, ["altcha"]).altcha;

describe("readAltchaSettings", () => {
  it("is off unless CAPTCHA=altcha", () => {
    expect(readAltchaSettings({})).toBeUndefined();
    expect(readAltchaSettings({ CAPTCHA: "off", ALTCHA_HMAC_KEY: "x" })).toBeUndefined();
  });

  it("needs a shared key of at least 32 characters, and never prints it", () => {
    expect(() => readAltchaSettings({ CAPTCHA: "altcha" })).toThrow(/ALTCHA_HMAC_KEY .*got none/);
    expect(() => readAltchaSettings({ CAPTCHA: "altcha", ALTCHA_HMAC_KEY: "short-secret" })).toThrow(/got 12 characters/);
    expect(() => readAltchaSettings({ CAPTCHA: "altcha", ALTCHA_HMAC_KEY: "short-secret" })).not.toThrow(/short-secret/);
    expect(readAltchaSettings({ CAPTCHA: "altcha", ALTCHA_HMAC_KEY: "k".repeat(32) })).toEqual({ hmacKey: "k".repeat(32) });
  });

  it("refuses an unknown CAPTCHA", () => {
    expect(() => readAltchaSettings({ CAPTCHA: "recaptcha" })).toThrow(/CAPTCHA must be "off" or "altcha"/);
  });
});
