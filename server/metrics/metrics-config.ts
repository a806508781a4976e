// Where /metrics may be read, from the environment. Never public: either a bearer token on the
// site's own port (METRICS_TOKEN), or a separate port on loopback (METRICS_PORT), or both (the
// token is then asked on both). Neither set: no /metrics at all, and nothing is counted.
import { z } from "zod";
import { settingErrorLine } from "../setting-errors.ts";

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === "string" && value.trim() === "" ? undefined : value), schema.optional());

const MetricsEnv = z.object({
  // Long enough not to be guessed; printable, so it fits an Authorization header as it is.
  METRICS_TOKEN: optional(
    z
      .string()
      .trim()
      .regex(/^[\x21-\x7e]{24,}$/, "must be at least 24 printable characters without spaces (e.g. openssl rand -hex 32)"),
  ),
  // 0 picks a free port (logged at start); useful for tests.
  METRICS_PORT: optional(z.coerce.number().int().min(0).max(65_535)),
});

export type MetricsConfig = { token: string | undefined; port: number | undefined };

export class MetricsConfigError extends Error {
  override name = "MetricsConfigError";
}

export const metricsEnabled = (config: MetricsConfig) => config.token !== undefined || config.port !== undefined;

/** Parses METRICS_TOKEN and METRICS_PORT; throws one line naming the variable (never the token). */
export function readMetricsConfig(env: Record<string, string | undefined>): MetricsConfig {
  const parsed = MetricsEnv.safeParse(env);
  // One wording for every setting; a *_TOKEN's value is never shown.
  if (!parsed.success) throw new MetricsConfigError(settingErrorLine(parsed.error, env));
  return { token: parsed.data.METRICS_TOKEN, port: parsed.data.METRICS_PORT };
}
