// The server's configuration: every setting is an environment variable, checked once at start.
// A bad value stops the server with one line naming the variable, the rule and the value given.
import { resolve } from "node:path";
import { parse as parseConnectionString } from "pg-connection-string";
import { z } from "zod";
import { readSiteConfig, siteConfigProblem } from "../app/site-config.ts";
import { MetricsConfigError, readMetricsConfig } from "./metrics/metrics-config.ts";
import { NotifyConfigError, readNotifyConfig } from "./outbox/notify-config.ts";
import { AltchaSettingsError, readAltchaSettings } from "./spam/altcha-settings.ts";
import { readRetentionConfig, RetentionConfigError } from "./privacy/retention-config.ts";
import { seconds, settingErrorLine, wholeNumber } from "./setting-errors.ts";
import { parseTrustedProxies } from "./http/client-address.ts";

// 0 (any free port) is for tests; the rule an operator reads names the ports they mean.
const port = wholeNumber(0, 65_535, { rule: "must be a whole number from 1 to 65535" });
const positiveInt = wholeNumber(1);
// A limit may also be switched off ("off"), e.g. behind a gateway that limits already, or for a load test.
const limitOrOff = z.union(
  [z.literal("off").transform(() => Infinity), wholeNumber(1, undefined, { rule: "must be a whole number of 1 or more, or off" })],
  {
    error: "must be a whole number of 1 or more, or off",
  },
);
// What node-postgres will accept (libpq's forms included, e.g. ?host=/var/run/postgresql).
const isConnectionString = (url: string) => {
  try {
    parseConnectionString(url);
    return true;
  } catch {
    return false;
  }
};
const blankIsUnset = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);
const text = (rule: string) => z.string({ error: rule }).trim().min(1, { error: rule });
const optionalText = z.preprocess((value) => (typeof value === "string" && value.trim() === "" ? undefined : value), z.string().optional());

const EnvSchema = z.object({
  PORT: z.preprocess(blankIsUnset, port.default(3000)),
  // Loopback by default: a fresh clone must not expose itself to the network. Set 0.0.0.0 in a container.
  HOST: text("must be an address to listen on (127.0.0.1, or 0.0.0.0 for every interface)").default("127.0.0.1"),
  DATABASE_URL: optionalText.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
      .refine(isConnectionString, "must be a URL like postgres://user:password@host:5432/database (percent-encode @ : / in the password)")
      .optional(),
  ),
  // Connections this server keeps to DATABASE_URL. Each waiting insert holds one until it commits,
  // so more connections serve more concurrent visitors, up to what the database allows.
  DATABASE_POOL_SIZE: wholeNumber(1, 500).default(10),
  DATA_DIR: text("must be a directory").default("./data"),
  STATIC_DIR: text("must be a directory").default("./build/client"),
  // Comma-separated origins allowed to call the REST API from a browser; default: the site's own.
  CORS_ORIGINS: optionalText,
  // The reverse proxies whose X-Forwarded-For is believed: their addresses or CIDR ranges, or (the
  // older form) how many there are, believed only from loopback or private peers. 0: only the socket.
  TRUST_PROXY: z
    .string()
    .default("0")
    .transform((value, context) => {
      const trusted = parseTrustedProxies(value);
      if (typeof trusted !== "string") return trusted;
      context.addIssue({ code: "custom", message: trusted });
      return z.NEVER;
    }),
  RATE_LIMIT_PER_CLIENT: limitOrOff.default(5),
  RATE_LIMIT_WINDOW_SECONDS: positiveInt.default(600),
  RATE_LIMIT_GLOBAL_PER_MINUTE: limitOrOff.default(60),
  LOG_LEVEL: z
    .enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"], {
      error: "must be one of fatal, error, warn, info, debug, trace, silent",
    })
    .default("info"),
  // Seconds to let in-flight requests finish after SIGTERM before connections are cut.
  SHUTDOWN_GRACE_SECONDS: seconds(0, 600).default(10),
});

export type ServerConfig = ReturnType<typeof readServerConfig>;

export class ConfigError extends Error {
  override name = "ConfigError";
}

/** Parses the environment; throws ConfigError with a one-line message for the first bad value. */
type Env = Record<string, string | undefined>;

/** One part's settings, its own one-line error turned into the server's ConfigError. */
function readPart<T>(read: (env: Env) => T, PartError: new (message: string) => Error, env: Env): T {
  try {
    return read(env);
  } catch (error) {
    throw error instanceof PartError ? new ConfigError(error.message) : error;
  }
}

export function readServerConfig(env: Record<string, string | undefined>) {
  const siteProblem = siteConfigProblem(env);
  if (siteProblem) throw new ConfigError(siteProblem);
  const site = readSiteConfig(env);
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) throw new ConfigError(settingErrorLine(parsed.error, env));
  const e = parsed.data;
  // Each part reads its own settings (the worker reads some of them too) and fails in one line.
  const notify = readPart(readNotifyConfig, NotifyConfigError, env); // lead notifications: server/outbox/notify-config.ts
  const retention = readPart(readRetentionConfig, RetentionConfigError, env); // LEAD_RETENTION_DAYS, SPAM_RETENTION_DAYS: server/privacy/
  const metrics = readPart(readMetricsConfig, MetricsConfigError, env); // METRICS_TOKEN, METRICS_PORT: server/metrics/
  const altcha = readPart(readAltchaSettings, AltchaSettingsError, env); // CAPTCHA=altcha: server/spam/altcha-settings.ts
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
    trustedProxies: e.TRUST_PROXY,
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
    retention,
    metrics,
  } as const;
}
