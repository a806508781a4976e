import type { MiddlewareHandler } from "hono";

type SecurityOptions = { hsts: boolean; backendOrigin?: string };

/**
 * The Content-Security-Policy of a response. Scripts come only from this origin, plus the exact
 * inline scripts a page was built with (by hash): no 'unsafe-inline', no 'unsafe-eval'.
 */
export function contentSecurityPolicy(scriptHashes: readonly string[], { backendOrigin }: SecurityOptions) {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes].join(" "),
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    // The contact insert goes to our own origin, or to a hosted backend set at build time.
    ["connect-src 'self'", backendOrigin].filter(Boolean).join(" "),
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** Headers every response carries; a page's own CSP (with its script hashes) is set by the static handler. */
export function securityHeaders(options: SecurityOptions): MiddlewareHandler {
  const defaultCsp = contentSecurityPolicy([], options);
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    if (!headers.has("Content-Security-Policy")) headers.set("Content-Security-Policy", defaultCsp);
    headers.set("X-Content-Type-Options", "nosniff");
    headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
    headers.set("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()");
    headers.set("X-Frame-Options", "DENY"); // frame-ancestors for browsers that predate CSP 2
    headers.set("Cross-Origin-Opener-Policy", "same-origin");
    if (options.hsts) headers.set("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
  };
}
