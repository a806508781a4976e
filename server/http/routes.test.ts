// The one route list: every API route in it is answered by the app (never the site's 404 page),
// and counted under its own label in the HTTP metrics, not as a page view.
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rawFetch } from "../../testing/raw-fetch.ts";
import { createStaticFixture } from "../../testing/static-fixture.ts";
import { createLogger } from "../logger.ts";
import { routeLabel } from "../metrics/route-label.ts";
import { createServerMetrics } from "../metrics/server-metrics.ts";
import { loadStaticSite } from "../static/static-site.ts";
import { createHttpServer } from "./http-server.ts";
import { apiRoutes } from "./routes.ts";
import { testAppConfig, unreachableDatabase } from "../../testing/http-stand-ins.ts";

const downDatabase = unreachableDatabase();
const config = testAppConfig();
const metricsToken = "t".repeat(32);
const fixture = createStaticFixture();
let server: ReturnType<typeof createHttpServer>["server"];
let origin: string;

beforeAll(async () => {
  const metrics = createServerMetrics({ sql: { query: downDatabase.ping } as never, channels: [] });
  ({ server } = createHttpServer({
    config,
    db: downDatabase,
    site: await loadStaticSite(fixture.dir),
    logger: createLogger("silent"),
    metrics,
    metricsToken,
  }));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  fixture.remove();
});

const send = async (method: string, path: string) => {
  const response = await rawFetch(origin + path, {
    method,
    headers: { Authorization: `Bearer ${metricsToken}`, "Content-Type": "application/x-www-form-urlencoded" },
    body: method === "POST" ? "name=A" : undefined,
  });
  return { status: response.status, body: await response.text() };
};

// A path below an `under` route stands for all of them.
const samplePath = (route: (typeof apiRoutes)[number]) => ("under" in route ? `${route.path}/v1/some_table` : route.path);
const methodsOf = (route: (typeof apiRoutes)[number]) => (route.method === "ALL" ? ["GET", "POST"] : [route.method]);

describe("the route list", () => {
  // The inbox (off here, without INBOX_USERS) answers with the site's 404 page on purpose: server/inbox/inbox-http.test.ts.
  it.each(
    apiRoutes
      .filter((route) => route.handler !== "inbox")
      .flatMap((route) => methodsOf(route).map((method) => [method, samplePath(route), route.label] as const)),
  )("%s %s is the app's (not the site's 404 page), labelled %s", async (method, path, label) => {
    const notFoundPage = await send("GET", "/no-such-page");
    expect(notFoundPage.status).toBe(404);
    expect(await send(method, path)).not.toEqual(notFoundPage);
    expect(routeLabel(method, path)).toBe(label);
  });

  it("counts a proof-of-work challenge as an API call, not a page view", () => {
    expect(routeLabel("GET", "/altcha/challenge")).toBe("/altcha/challenge");
    expect(routeLabel("HEAD", "/altcha/challenge")).toBe("/altcha/challenge");
  });

  it("leaves every other GET to the site, labelled as a page view", async () => {
    expect((await send("GET", "/services")).status).toBe(200);
    expect(routeLabel("GET", "/services")).toBe("site");
    expect(routeLabel("GET", "/contact")).toBe("site"); // the contact page; its POST is the form's
  });
});
