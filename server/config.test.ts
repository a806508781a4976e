import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { readServerConfig } from "./config.ts";

describe("server configuration from the environment", () => {
  it("runs with no configuration at all: loopback, port 3000, embedded database", () => {
    const config = readServerConfig({});
    expect(config).toMatchObject({ host: "127.0.0.1", port: 3000, databaseUrl: undefined, anonKey: "public-anon-key", hsts: false });
    expect(config.dataDir.endsWith("/data")).toBe(true);
    expect(config.corsOrigins).toEqual(["http://127.0.0.1:3000"]);
    expect(config.rateLimits).toEqual({ perClient: 5, perClientWindowSeconds: 600, globalPerMinute: 60 });
    expect(config.databasePoolSize).toBe(10);
  });

  it("stops with one line naming the variable and the value for a bad setting", () => {
    expect(() => readServerConfig({ PORT: "eighty" })).toThrow(/^Invalid configuration: PORT .*; got "eighty"$/);
    expect(() => readServerConfig({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL must start with postgres/);
    expect(() => readServerConfig({ RATE_LIMIT_PER_CLIENT: "0" })).toThrow(/RATE_LIMIT_PER_CLIENT/);
    expect(() => readServerConfig({ DATABASE_POOL_SIZE: "0" })).toThrow(/DATABASE_POOL_SIZE/);
  });

  it("by default names one address: the site URL (canonical links, sitemap, robots.txt) is where the server listens", () => {
    const config = readServerConfig({});
    expect(config.siteUrl).toBe(`http://${config.host}:${config.port}`);
  });

  it("reads TRUST_PROXY as the proxies' addresses or ranges, or the older number of proxies, and names a bad value in one line", () => {
    expect(readServerConfig({}).trustedProxies).toEqual({ kind: "none" });
    expect(readServerConfig({ TRUST_PROXY: "1" }).trustedProxies).toEqual({ kind: "hops", hops: 1 });
    expect(readServerConfig({ TRUST_PROXY: "127.0.0.1, 10.0.0.0/8" }).trustedProxies).toMatchObject({ kind: "proxies" });
    expect(() => readServerConfig({ TRUST_PROXY: "nginx" })).toThrow(
      'Invalid configuration: TRUST_PROXY must be 0, a number of proxies from 1 to 10, or the proxies\' addresses or CIDR ranges separated by commas (e.g. 127.0.0.1,10.0.0.0/8); got "nginx"',
    );
  });

  it("lets an operator switch a rate limit off", () => {
    expect(readServerConfig({ RATE_LIMIT_PER_CLIENT: "off", RATE_LIMIT_GLOBAL_PER_MINUTE: "120" }).rateLimits).toMatchObject({
      perClient: Infinity,
      globalPerMinute: 120,
    });
  });

  it("sends HSTS only when the public site is served over https, and allows its origin for CORS", () => {
    const config = readServerConfig({ PUBLIC_SITE_URL: "https://studio.example/", CORS_ORIGINS: "" });
    expect(config.hsts).toBe(true);
    expect(config.corsOrigins).toEqual(["https://studio.example"]);
  });
});

describe("a blank setting (NAME= in .env, as a copied .env.example has)", () => {
  // Every name in .env.example, as an operator may leave it: blank means unset, so the default.
  const names = [...readFileSync(new URL("../.env.example", import.meta.url), "utf8").matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map(
    (match) => match[1]!,
  );

  it.each(names)("%s= is the same as unset", (name) => {
    expect(readServerConfig({ [name]: "" })).toEqual(readServerConfig({}));
    expect(readServerConfig({ [name]: "  " })).toEqual(readServerConfig({}));
  });
});
