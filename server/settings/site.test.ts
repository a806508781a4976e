import { describe, expect, it } from "vitest";
import { readSettings } from "./schema.ts";
import { readSiteValues } from "./site-values.ts";

const readSiteConfig = readSiteValues;
/** The line the build and the server stop on, or undefined. */
const siteConfigProblem = (env: Record<string, string>) => {
  try {
    readSettings(env, ["site"]);
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
};

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
    ["PUBLIC_PRIVACY_URL", "/privacy", "https://studio.example/privacy"],
    ["PUBLIC_PRIVACY_URL", "studio.example/privacy", "https://studio.example/privacy"],
    ["PUBLIC_TERMS_URL", "javascript:alert(1)", "https://studio.example/terms"],
    ["PUBLIC_TERMS_URL", "mailto:legal@studio.example", "https://studio.example/terms"],
  ])("refuse %s=%s with one line naming the setting", (name, value, example) => {
    expect(siteConfigProblem({ [name]: value })).toBe(
      `Invalid configuration: ${name} must be an absolute http(s) URL such as ${example}, or empty; got ${JSON.stringify(value)}`,
    );
  });

  it("accept http(s) addresses and empty values", () => {
    expect(siteConfigProblem({ PUBLIC_PRIVACY_URL: "https://studio.example/privacy", PUBLIC_TERMS_URL: "" })).toBeUndefined();
  });
});
