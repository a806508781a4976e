import { describe, expect, it } from "vitest";
import { readSettings } from "../settings/schema.ts";
import { bearerTokenMatches } from "./metrics-endpoint.ts";
import { routeLabel } from "./route-label.ts";

const readMetricsConfig = (env: Record<string, string>) => readSettings(env, ["metrics"]).metrics;

describe("metrics settings", () => {
  it("are off by default, and read METRICS_TOKEN and METRICS_PORT", () => {
    expect(readMetricsConfig({})).toEqual({ token: undefined, port: undefined });
    expect(readMetricsConfig({ METRICS_TOKEN: " ", METRICS_PORT: "" })).toEqual({ token: undefined, port: undefined });
    expect(readMetricsConfig({ METRICS_TOKEN: "a".repeat(32), METRICS_PORT: "9464" })).toEqual({ token: "a".repeat(32), port: 9464 });
  });

  it("refuse a short token in one line that does not echo it, and a bad port", () => {
    expect(() => readMetricsConfig({ METRICS_TOKEN: "short-secret" })).toThrow(/^Invalid configuration: METRICS_TOKEN must be at least 24/);
    expect(() => readMetricsConfig({ METRICS_TOKEN: "short-secret" })).not.toThrow(/short-secret/);
    expect(() => readMetricsConfig({ METRICS_PORT: "70000" })).toThrow("Invalid configuration: METRICS_PORT");
  });
});

describe("the bearer token check", () => {
  const token = "t".repeat(30);
  it("accepts exactly `Bearer <token>`", () => {
    expect(bearerTokenMatches(`Bearer ${token}`, token)).toBe(true);
    expect(bearerTokenMatches(`bearer ${token}`, token)).toBe(true);
    for (const header of [undefined, "", token, `Bearer ${token}x`, `Bearer ${token.slice(1)}`, `Basic ${token}`, `Bearer ${token} extra`])
      expect(bearerTokenMatches(header, token)).toBe(false);
  });
});

describe("route labels", () => {
  it("are a fixed set, never a raw path", () => {
    expect(routeLabel("GET", "/")).toBe("site");
    expect(routeLabel("GET", "/wp-login.php")).toBe("site");
    expect(routeLabel("POST", "/wp-login.php")).toBe("other");
    expect(routeLabel("POST", "/rest/v1/contact_submissions")).toBe("/rest/v1/contact_submissions");
    expect(routeLabel("POST", "/rest/v1/anything-else")).toBe("/rest/*");
    expect(routeLabel("POST", "/contact")).toBe("/contact");
    expect(routeLabel("GET", "/metrics")).toBe("/metrics");
    // A proof-of-work challenge is an API call, not a page view.
    expect(routeLabel("GET", "/altcha/challenge")).toBe("/altcha/challenge");
  });
});
