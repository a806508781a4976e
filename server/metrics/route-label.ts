// The `route` label of the HTTP metrics: a fixed, small set of names, never a raw path (every
// scanner's probe would otherwise become a time series of its own).

export const routeLabels = [
  "/healthz",
  "/readyz",
  "/metrics",
  "/rest/v1/contact_submissions",
  "/rest/*",
  "/contact",
  "site",
  "other",
] as const;
export type RouteLabel = (typeof routeLabels)[number];

/** `path` without its query string. GET and HEAD of any other path are the prerendered site's. */
export function routeLabel(method: string, path: string): RouteLabel {
  if (path === "/healthz" || path === "/readyz" || path === "/metrics" || path === "/contact") return path;
  if (/^\/rest\/v1\/contact_submissions\/?$/i.test(path)) return "/rest/v1/contact_submissions";
  if (/^\/rest(\/|$)/i.test(path)) return "/rest/*";
  return method === "GET" || method === "HEAD" ? "site" : "other";
}
