// The server's side facing visitors: where it listens, what it serves, who may call the REST API,
// which proxies it believes, and the abuse limits (enforced inside the database).
import { resolve } from "node:path";
import { z } from "zod";
import { parseTrustedProxies } from "../http/client-address.ts";
import { readPart, settingsPart, text, wholeNumber } from "./rules.ts";
import { siteSettings } from "./site.ts";

// 0 (any free port) is for tests; the rule an operator reads names the ports they mean.
const port = wholeNumber(0, 65_535, { rule: "must be a whole number from 1 to 65535" });
// A limit may also be switched off ("off"), e.g. behind a gateway that limits already, or for a load test.
const limitRule = "must be a whole number of 1 or more, or off";
const limitOrOff = z.union([z.literal("off").transform(() => Infinity), wholeNumber(1, undefined, { rule: limitRule })], {
  error: limitRule,
});

export const httpSettings = settingsPart(
  {
    PORT: port.default(3000),
    // Loopback by default: a fresh clone must not expose itself to the network. Set 0.0.0.0 in a container.
    HOST: text("must be an address to listen on (127.0.0.1, or 0.0.0.0 for every interface)").default("127.0.0.1"),
    STATIC_DIR: text("must be a directory").default("./build/client"),
    // Comma-separated origins allowed to call the REST API from a browser; default: the site's own.
    CORS_ORIGINS: z.string().optional(),
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
    RATE_LIMIT_WINDOW_SECONDS: wholeNumber(1).default(600),
    RATE_LIMIT_GLOBAL_PER_MINUTE: limitOrOff.default(60),
  },
  (s, env) => {
    const siteOrigin = new URL(readPart(siteSettings, env).siteUrl).origin;
    return {
      port: s.PORT,
      host: s.HOST,
      staticDir: resolve(s.STATIC_DIR),
      corsOrigins: s.CORS_ORIGINS ? s.CORS_ORIGINS.split(",").map((origin) => origin.trim().replace(/\/+$/, "")) : [siteOrigin],
      trustedProxies: s.TRUST_PROXY,
      hsts: siteOrigin.startsWith("https:"),
      rateLimits: {
        perClient: s.RATE_LIMIT_PER_CLIENT,
        perClientWindowSeconds: s.RATE_LIMIT_WINDOW_SECONDS,
        globalPerMinute: s.RATE_LIMIT_GLOBAL_PER_MINUTE,
      },
    };
  },
);
