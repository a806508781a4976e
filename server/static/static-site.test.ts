import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AddressInfo } from "node:net";
import { createHttpServer } from "../http/http-server.ts";
import { createLogger } from "../logger.ts";
import { rawFetch } from "../../testing/raw-fetch.ts";
import { createStaticFixture, fixtureFiles, fixtureInlineScript } from "../../testing/static-fixture.ts";
import { inlineScriptHashes } from "./inline-script-hashes.ts";
import { loadStaticSite } from "./static-site.ts";
import { createHash } from "node:crypto";
import { testAppConfig, unreachableDatabase } from "../../testing/http-stand-ins.ts";

const downDatabase = unreachableDatabase();

const fixture = createStaticFixture();
const config = testAppConfig({ hsts: true });
let server: ReturnType<typeof createHttpServer>["server"];
let origin: string;

// A real socket: known files are answered before the app, everything else by it.
beforeAll(async () => {
  ({ server } = createHttpServer({ config, db: downDatabase, site: await loadStaticSite(fixture.dir), logger: createLogger("silent") }));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  fixture.remove();
});

const get = (path: string, headers: Record<string, string> = {}) => rawFetch(origin + path, { headers });

describe("serving the prerendered site", () => {
  it("serves each page at its clean URL, brotli when the browser accepts it, gzip otherwise, plain last", async () => {
    const br = await get("/services", { "Accept-Encoding": "gzip, deflate, br" });
    expect(br.status).toBe(200);
    expect(br.headers.get("Content-Encoding")).toBe("br");
    expect(br.headers.get("Vary")).toBe("Accept-Encoding");
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(fixtureFiles["services/index.html"]);

    const gz = await get("/services", { "Accept-Encoding": "gzip" });
    expect(gz.headers.get("Content-Encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(fixtureFiles["services/index.html"]);

    const plain = await get("/services", { "Accept-Encoding": "br;q=0, gzip;q=0" });
    expect(plain.headers.get("Content-Encoding")).toBeNull();
    expect(await plain.text()).toBe(fixtureFiles["services/index.html"]);
  });

  it("lets browsers keep hashed assets forever and makes them revalidate pages by ETag", async () => {
    const asset = await get("/assets/entry-Ab12Cd34.js");
    expect(asset.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(asset.headers.get("Content-Type")).toBe("text/javascript; charset=utf-8");

    const page = await get("/", { "Accept-Encoding": "br" });
    expect(page.headers.get("Cache-Control")).toBe("no-cache");
    const etag = page.headers.get("ETag")!;
    const again = await get("/", { "Accept-Encoding": "br", "If-None-Match": etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    // A different encoding is a different representation, so the old tag does not match it.
    expect((await get("/", { "Accept-Encoding": "gzip", "If-None-Match": etag })).status).toBe(200);
  });

  it("serves a page whose link carries a query string, and answers HEAD with the headers alone", async () => {
    const tracked = await get("/services?utm_source=newsletter", { "Accept-Encoding": "br" });
    expect(tracked.status).toBe(200);
    expect(tracked.headers.get("Content-Encoding")).toBe("br");

    const head = await rawFetch(`${origin}/services`, { method: "HEAD", headers: { "Accept-Encoding": "br" } });
    expect(head.status).toBe(200);
    expect(head.headers.get("Content-Length")).toBe(tracked.headers.get("Content-Length"));
    expect(head.headers.get("ETag")).toBe(tracked.headers.get("ETag"));
    expect(await head.text()).toBe("");
  });

  it("answers every unknown path with the not-found page and a real 404", async () => {
    for (const path of [
      "/nope",
      "/services/extra",
      "/404",
      "/index.html",
      "/services/index.html",
      "/__spa-fallback.html",
      "/assets/entry-Ab12Cd34.js.br",
    ]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).toContain("Oops! Page not found");
      expect(response.headers.get("Cache-Control"), path).toBe("no-cache");
    }
  });

  it("redirects a trailing slash to the one canonical URL", async () => {
    const response = await get("/work/?ref=mail");
    expect(response.status).toBe(308);
    expect(response.headers.get("Location")).toBe("/work?ref=mail");
  });

  it("refuses other methods on pages", async () => {
    const response = await rawFetch(`${origin}/`, { method: "POST" });
    expect(response.status).toBe(405);
    expect(response.headers.get("Allow")).toBe("GET, HEAD");
  });
});

describe("security headers", () => {
  it("sends a CSP that allows only this origin's scripts and the page's own inline scripts by hash", async () => {
    const csp = (await get("/")).headers.get("Content-Security-Policy")!;
    const hash = createHash("sha256").update(fixtureInlineScript).digest("base64");
    expect(csp).toContain(`script-src 'self' 'sha256-${hash}'`);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
    // One policy only: a second, stricter one would block the hashed scripts too.
    expect(csp.match(/default-src/g)).toHaveLength(1);
  });

  it("does not hash JSON-LD, which browsers never run", () => {
    expect(inlineScriptHashes(fixtureFiles["index.html"]!)).toHaveLength(1);
  });

  it.each(["/", "/nope", "/assets/entry-Ab12Cd34.js", "/healthz", "/rest/v1/contact_submissions"])(
    "puts the headers on %s",
    async (path) => {
      const headers = (await get(path)).headers;
      expect(headers.get("X-Content-Type-Options")).toBe("nosniff");
      expect(headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
      expect(headers.get("Permissions-Policy")).toContain("camera=()");
      expect(headers.get("Content-Security-Policy")).toContain("frame-ancestors 'none'");
      expect(headers.get("Strict-Transport-Security")).toContain("max-age=");
      expect(headers.get("X-Request-Id")).toMatch(/^[0-9a-f-]{36}$/);
    },
  );
});

describe("health checks", () => {
  it("says the process is alive even when the database is not, and that it is not ready", async () => {
    expect((await get("/healthz")).status).toBe(200);
    const ready = await get("/readyz");
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: "unavailable", database: "postgres" });
  });

  it("answers a contact insert with 503 and PostgREST's error shape while the database is down", async () => {
    const response = await rawFetch(`${origin}/rest/v1/contact_submissions`, {
      method: "POST",
      headers: { apikey: "public-anon-key", "Content-Type": "application/json" },
      body: JSON.stringify([{ name: "Ada", email: "ada@example.com", company: null, message: "Hi" }]),
    });
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ code: "PGRST001", details: null });
  });
});
