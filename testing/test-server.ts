// Our app on a real HTTP port in this process, so the real supabase-js client can talk to it.
import type { AddressInfo } from "node:net";
import type { Database } from "../server/db/types.ts";
import { createHttpServer } from "../server/http/http-server.ts";
import { createLogger } from "../server/logger.ts";
import type { AltchaGuard } from "../server/spam/altcha-guard.ts";
import { loadStaticSite } from "../server/static/static-site.ts";
import { parseTrustedProxies, type TrustedProxies } from "../server/http/client-address.ts";

export const testAnonKey = "test-anon-key";

/** TRUST_PROXY's value as the server reads it (a bad one is a mistake in the test). */
function trustedProxies(setting: string): TrustedProxies {
  const trusted = parseTrustedProxies(setting);
  if (typeof trusted === "string") throw new Error(`TRUST_PROXY ${trusted}`);
  return trusted;
}

export async function startTestServer(db: Database, staticDir: string, options: { trustProxy?: string; altcha?: AltchaGuard } = {}) {
  const { server } = createHttpServer({
    config: {
      anonKey: testAnonKey,
      corsOrigins: ["https://studio.example"],
      trustedProxies: trustedProxies(options.trustProxy ?? "0"),
      hsts: false,
      backendOrigin: undefined,
    },
    db,
    site: await loadStaticSite(staticDir),
    logger: createLogger("silent"),
    altcha: options.altcha,
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
