// The server's settings, as its parts use them: every part of the schema (server/settings/),
// read in one go at start. A bad value stops the server with one line (SettingError).
import { readSettings, type Settings } from "./schema.ts";

export type ServerConfig = ReturnType<typeof serverConfigFrom>;

/** The parts of the schema the server reads: all of them. */
export const serverSettingsParts = ["site", "http", "database", "runtime", "notify", "retention", "metrics", "altcha", "inbox"] as const;

/** The server's settings from `env` (tests; the server itself uses loadSettings). */
export function readServerConfig(env: Record<string, string | undefined>) {
  return serverConfigFrom(readSettings(env, serverSettingsParts));
}

export function serverConfigFrom({ site, http, database, runtime, notify, retention, metrics, altcha, inbox }: Settings) {
  return {
    ...http,
    databaseUrl: database.url,
    databasePoolSize: database.poolSize,
    dataDir: database.dataDir,
    lessonKey: database.lessonKey,
    siteUrl: site.siteUrl,
    /** The public key the browser sends; the only key this server accepts. */
    anonKey: site.anonKey,
    /** An explicit backend URL is another origin the browser may send the insert to. */
    backendOrigin: site.backendUrl ? new URL(site.backendUrl).origin : undefined,
    logLevel: runtime.logLevel,
    logFormat: runtime.logFormat,
    shutdownGraceMs: runtime.shutdownGraceMs,
    notify,
    altcha,
    retention,
    metrics,
    inbox,
  } as const;
}
