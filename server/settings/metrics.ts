// Where /metrics may be read. Never public: either a bearer token on the site's own port
// (METRICS_TOKEN), or a separate port on loopback (METRICS_PORT), or both (the token is then asked
// on both). Neither set: no /metrics at all, and nothing is counted.
import { z } from "zod";
import { settingsPart } from "./rules.ts";

export type MetricsConfig = { token: string | undefined; port: number | undefined };

export const metricsSettings = settingsPart(
  {
    // Long enough not to be guessed; printable, so it fits an Authorization header as it is.
    METRICS_TOKEN: z
      .string()
      .trim()
      .regex(/^[\x21-\x7e]{24,}$/, "must be at least 24 printable characters without spaces (e.g. openssl rand -hex 32)")
      .optional(),
    // 0 picks a free port (logged at start); useful for tests.
    METRICS_PORT: z.coerce.number().int().min(0).max(65_535).optional(),
  },
  (s): MetricsConfig => ({ token: s.METRICS_TOKEN, port: s.METRICS_PORT }),
);

export const metricsEnabled = (config: MetricsConfig) => config.token !== undefined || config.port !== undefined;
