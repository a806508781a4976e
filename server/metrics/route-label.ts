// The `route` label of the HTTP metrics: a fixed, small set of names, never a raw path (every
// scanner's probe would otherwise become a time series of its own). The app's names come from
// the one route list (server/http/routes.ts); "site" is a page or file, "other" anything else.
import { apiRoutes, findRoute } from "../http/routes.ts";

/** `path` without its query string. GET and HEAD of any path the app has no route for are the site's. */
export function routeLabel(method: string, path: string): string {
  const route = findRoute(apiRoutes, method, path);
  if (route) return route.label;
  return method === "GET" || method === "HEAD" ? "site" : "other";
}
