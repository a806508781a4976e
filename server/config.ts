// The server's configuration: every setting is an environment variable, checked once at start.
// A bad value stops the server with one line naming the variable, the rule and the value given.
import { resolve } from "node:path";
import { z } from "zod";
import { readSiteConfig } from "../app/site-config.ts";
import { NotifyConfigError, readNotifyConfig } from "./outbox/notify-config.ts";
import { AltchaSettingsError, readAltchaSettings } from "./spam/altcha-settings.ts";

const port = z.coerce.number().int().min(0).max(65_535);
const positiveInt = z.coerce.number().int().min(1);
// A limit may also be switched off ("off"), e.g. behind a gateway that limits already, or for a load test.
const limitOrOff = z.union([z.literal("off").transform(() => Infinity), positiveInt]);
const optionalText = z.preprocess((value) => (typeof value === "string" && value.trim() === "" ? undefined : value), z.string().optional());

const EnvSchema = z.object({
  PORT: port.default(3000),
  // Loopback by default: a fresh clone must not expose itself to the network. Set 0.0.0.0 in a container.
  HOST: z.string().min(1).default("127.0.0.1"),
  DATABASE_URL: optionalText.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
      .optional(),
  ),
  // Connections this server keeps to DATABASE_URL. Each waiting insert holds one until it commits,
  // so more connections serve more concurrent visitors, up to what the database allows.
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(10),
  DATA_DIR: z.string().min(1).default("./data"),
  STATIC_DIR: z.string().min(1).default("./build/client"),
  // Comma-separated origins allowed to call the REST API from a browser; default: the site's own.
  CORS_ORIGINS: optionalText,
  // How many reverse proxies in front of this server append to X-Forwarded-For. 0: believe only the socket.
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  RATE_LIMIT_PER_CLIENT: limitOrOff.default(5),
  RATE_LIMIT_WINDOW_SECONDS: positiveInt.default(600),
  RATE_LIMIT_GLOBAL_PER_MINUTE: limitOrOff.default(60),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  // Seconds to let in-flight requests finish after SIGTERM before connections are cut.
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().min(0).max(600).default(10),
});

export type ServerConfig = ReturnType<typeof readServerConfig>;

export class ConfigError extends Error {
  override name = "ConfigError";
}

/** Parses the environment; throws ConfigError with a one-line message for the first bad value. */
export function readServerConfig(env: Record<string, string | undefined>) {
  const site = readSiteConfig(env);
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const [issue] = parsed.error.issues;
    const name = String(issue?.path[0] ?? "environment");
    throw new ConfigError(`Invalid configuration: ${name} ${issue?.message ?? "is invalid"} (got ${JSON.stringify(env[name])})`);
  }
  const e = parsed.data;
  const notify = (() => {
    try {
      return readNotifyConfig(env); // lead notifications: server/outbox/notify-config.ts
    } catch (error) {
      throw error instanceof NotifyConfigError ? new ConfigError(error.message) : error;
    }
  })();
  const altcha = (() => {
    try {
      return readAltchaSettings(env); // CAPTCHA=altcha: server/spam/altcha-settings.ts
    } catch (error) {
      throw error instanceof AltchaSettingsError ? new ConfigError(error.message) : error;
    }
  })();
  const siteOrigin = new URL(site.siteUrl).origin;
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    dataDir: resolve(e.DATA_DIR),
    staticDir: resolve(e.STATIC_DIR),
    siteUrl: site.siteUrl,
    /** The public key the browser sends; the only key this server accepts. */
    anonKey: site.anonKey,
    /** An explicit backend URL is another origin the browser may send the insert to. */
    backendOrigin: site.backendUrl ? new URL(site.backendUrl).origin : undefined,
    corsOrigins: e.CORS_ORIGINS ? e.CORS_ORIGINS.split(",").map((origin) => origin.trim().replace(/\/+$/, "")) : [siteOrigin],
    trustProxyHops: e.TRUST_PROXY,
    hsts: siteOrigin.startsWith("https:"),
    rateLimits: {
      perClient: e.RATE_LIMIT_PER_CLIENT,
      perClientWindowSeconds: e.RATE_LIMIT_WINDOW_SECONDS,
      globalPerMinute: e.RATE_LIMIT_GLOBAL_PER_MINUTE,
    },
    logLevel: e.LOG_LEVEL,
    shutdownGraceMs: e.SHUTDOWN_GRACE_SECONDS * 1000,
    notify,
    altcha,
  } as const;
}
