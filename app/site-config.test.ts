import { describe, expect, it } from "vitest";
import { readSiteConfig, SiteConfigError } from "./site-config";

describe("policy links (PUBLIC_PRIVACY_URL, PUBLIC_TERMS_URL)", () => {
  it("are absent when unset or empty: the spec's placeholders stay", () => {
    expect(readSiteConfig({})).toMatchObject({ privacyUrl: "", termsUrl: "" });
    expect(readSiteConfig({ PUBLIC_PRIVACY_URL: " ", PUBLIC_TERMS_URL: "" })).toMatchObject({ privacyUrl: "", termsUrl: "" });
  });

  it("take absolute http and https addresses", () => {
    const config = readSiteConfig({
      PUBLIC_PRIVACY_URL: "https://studio.example/privacy",
      PUBLIC_TERMS_URL: " http://studio.example/terms?v=2 ",
    });
    expect(config.privacyUrl).toBe("https://studio.example/privacy");
    expect(config.termsUrl).toBe("http://studio.example/terms?v=2");
  });

  it.each([
    ["PUBLIC_PRIVACY_URL", "/privacy"],
    ["PUBLIC_PRIVACY_URL", "studio.example/privacy"],
    ["PUBLIC_TERMS_URL", "javascript:alert(1)"],
    ["PUBLIC_TERMS_URL", "mailto:legal@studio.example"],
  ])("refuse %s=%s with one line naming the setting", (name, value) => {
    const read = () => readSiteConfig({ [name]: value });
    expect(read).toThrow(SiteConfigError);
    const example = name === "PUBLIC_PRIVACY_URL" ? "https://example.com/privacy" : "https://example.com/terms";
    expect(read).toThrow(`Invalid configuration: ${name} must be an absolute http(s) URL such as ${example} (got "${value}")`);
    try {
      read();
    } catch (error) {
      expect((error as Error).message).not.toContain("\n");
      // The server prints errors of this name as their message alone (server/startup-failure.ts).
      expect((error as Error).name).toBe("ConfigError");
    }
  });
});
