// Our app on a real HTTP port in this process, so the real supabase-js client can talk to it.
import { serve } from "@hono/node-server";
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import { createApp } from "../app.ts";
import type { Database } from "../db/types.ts";
import { createLogger } from "../logger.ts";
import { loadStaticSite } from "../static/static-site.ts";

export const testAnonKey = "test-anon-key";

export async function startTestServer(db: Database, staticDir: string, options: { trustProxyHops?: number } = {}) {
  const app = createApp({
    config: { anonKey: testAnonKey, corsOrigins: ["https://studio.example"], trustProxyHops: options.trustProxyHops ?? 0, hsts: false, backendOrigin: undefined },
    db,
    site: await loadStaticSite(staticDir),
    logger: createLogger("silent"),
  });
  const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }) as Server;
  await new Promise<void>((resolve) => server.once("listening", resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
