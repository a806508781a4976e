import type { MiddlewareHandler } from "hono";

export type SecurityOptions = { hsts: boolean; backendOrigin?: string };

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

/** Headers every response carries, with the default CSP (a page's own replaces it). */
export function securityHeaderEntries(options: SecurityOptions): [string, string][] {
  const headers: [string, string][] = [
    ["Content-Security-Policy", contentSecurityPolicy([], options)],
    ["X-Content-Type-Options", "nosniff"],
    ["Referrer-Policy", "strict-origin-when-cross-origin"],
    ["Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()"],
    ["X-Frame-Options", "DENY"], // frame-ancestors for browsers that predate CSP 2
    ["Cross-Origin-Opener-Policy", "same-origin"],
  ];
  if (options.hsts) headers.push(["Strict-Transport-Security", "max-age=63072000; includeSubDomains"]);
  return headers;
}

/**
 * The security headers on every response the app builds. Set before the handler, so each
 * response is built once with them.
 */
export function securityHeaders(options: SecurityOptions): MiddlewareHandler {
  const headers = securityHeaderEntries(options);
  return async (c, next) => {
    for (const [name, value] of headers) c.header(name, value);
    await next();
  };
}
