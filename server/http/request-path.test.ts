// The request path costs time in proportion to its length, and no more than the cap allows: a
// long run of slashes once took a second of event loop (a backtracking regex on a GET ending in /).
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "../logger.ts";
import { loadStaticSite } from "../static/static-site.ts";
import { rawFetch } from "../../testing/raw-fetch.ts";
import { createStaticFixture } from "../../testing/static-fixture.ts";
import { createHttpServer } from "./http-server.ts";
import { maxPathLength, withoutTrailingSlashes } from "./request-path.ts";
import { testAppConfig, unreachableDatabase } from "../../testing/http-stand-ins.ts";

const noDatabase = unreachableDatabase();
const fixture = createStaticFixture();
let server: ReturnType<typeof createHttpServer>["server"];
let origin: string;

beforeAll(async () => {
  const config = testAppConfig();
  ({ server } = createHttpServer({ config, db: noDatabase, site: await loadStaticSite(fixture.dir), logger: createLogger("silent") }));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  fixture.remove();
});

describe("withoutTrailingSlashes", () => {
  it("takes off every trailing slash and nothing else", () => {
    expect(withoutTrailingSlashes("/work///")).toBe("/work");
    expect(withoutTrailingSlashes("/work")).toBe("/work");
    expect(withoutTrailingSlashes("//a//b//")).toBe("//a//b");
    expect(withoutTrailingSlashes("///")).toBe("");
  });

  it("handles a million slashes in linear time", () => {
    // The backtracking regex it replaces needed about a second for 16,000; for a million it would
    // need hours. A linear scan of a million characters takes a few milliseconds.
    const started = performance.now();
    expect(withoutTrailingSlashes(`/work${"/".repeat(1_000_000)}`)).toBe("/work");
    expect(withoutTrailingSlashes(`/${"/x".repeat(500_000)}/`)).toHaveLength(1_000_001);
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});

describe("long request paths", () => {
  it("answers a path of 16,000 slashes with 414, before any page lookup", async () => {
    const response = await rawFetch(origin, { path: `/work${"/".repeat(16_000)}` });
    expect(response.status).toBe(414);
    expect(response.headers.get("connection")).toBe("close");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(await response.text()).toBe(`The request path is longer than ${maxPathLength} bytes.\n`);
  });

  it("answers a long path to the API with 414 too, in JSON", async () => {
    const response = await rawFetch(origin, { method: "POST", path: `/rest/v1/contact_submissions${"/".repeat(16_000)}`, body: "{}" });
    expect(response.status).toBe(414);
  });

  it("still serves a path at the cap: a page with trailing slashes redirects to its one URL", async () => {
    const atCap = `/work${"/".repeat(maxPathLength - "/work".length)}`;
    const response = await rawFetch(origin, { path: `${atCap}?from=mail` });
    expect(response.status).toBe(308);
    expect(response.headers.get("location")).toBe("/work?from=mail");
    expect((await rawFetch(origin, { path: `${atCap}/` })).status).toBe(414);
  });
});
