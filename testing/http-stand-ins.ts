// What the HTTP tests stand in for the database and the settings: a database that answers no
// query (serving pages must never need it, and /readyz must report it down), and the app's
// config as a fresh clone has it.
import type { Database } from "../server/db/types.ts";

/** A database every call of which fails as an unreachable PostgreSQL does. */
export function unreachableDatabase(): Database {
  const unreachable = () => Promise.reject(Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" }));
  return {
    engine: "postgres",
    insertContactSubmissions: unreachable,
    ping: unreachable,
    setRateLimits: unreachable,
    close: async () => {},
  };
}

/** The app's config in the HTTP tests: our own origin, no proxy believed. */
export const testAppConfig = (overrides: { hsts?: boolean } = {}) => ({
  anonKey: "public-anon-key",
  corsOrigins: ["https://studio.example"],
  trustedProxies: { kind: "none" } as const,
  hsts: overrides.hsts ?? false,
  backendOrigin: undefined,
});
