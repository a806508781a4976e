// Every path the app (Hono) answers, listed once. From this list come the app's routes (app.ts
// registers a handler for each entry, and nothing else), the static fast path (http-server.ts
// sends a GET or HEAD to the app only for a path listed here) and the `route` label of the HTTP
// metrics (metrics/route-label.ts). Every other GET or HEAD is a file of the prerendered site.
//
// To add an endpoint: one entry here, and its handler under the same name in app.ts (the type
// checker asks for it).

export type ApiRoute = {
  /** "ALL": the handler answers every method (the REST API answers OPTIONS, and 405 in JSON). */
  readonly method: "GET" | "POST" | "ALL";
  /** The exact path; with `under`, this path and every path below it, in any letter case. */
  readonly path: string;
  readonly under?: true;
  /** Its `route` label in the HTTP metrics: a fixed name, never the raw path. */
  readonly label: string;
  /** The app's handler (app.ts); entries with the same handler share it. */
  readonly handler: "health" | "ready" | "altchaChallenge" | "metrics" | "restApi" | "contactForm" | "inbox";
};

export const apiRoutes = [
  { method: "GET", path: "/healthz", label: "/healthz", handler: "health" },
  { method: "GET", path: "/readyz", label: "/readyz", handler: "ready" },
  // Whether the contact page must prove work (CAPTCHA=altcha), and the challenge if so.
  { method: "GET", path: "/altcha/challenge", label: "/altcha/challenge", handler: "altchaChallenge" },
  // Only when served on the site's port (METRICS_TOKEN); otherwise the site's 404 like any unknown path.
  { method: "GET", path: "/metrics", label: "/metrics", handler: "metrics" },
  // Everything written under /rest is the REST API's, so it answers in JSON (dot segments included).
  { method: "ALL", path: "/rest/v1/contact_submissions", label: "/rest/v1/contact_submissions", handler: "restApi" },
  { method: "ALL", path: "/rest", under: true, label: "/rest/*", handler: "restApi" },
  // The contact form as browsers post it before or without JavaScript.
  { method: "POST", path: "/contact", label: "/contact", handler: "contactForm" },
  // The team's inbox (server/inbox/); without INBOX_USERS, a 404 for every method.
  { method: "ALL", path: "/inbox", under: true, label: "/inbox/*", handler: "inbox" },
] as const satisfies readonly ApiRoute[];

export type ApiHandlerName = ApiRoute["handler"];

/** Whether `path` (without its query) is the route's. */
export const routeMatches = (route: ApiRoute, path: string): boolean => (route.under ? underPath(path, route.path) : path === route.path);

// Only the prefix's length is lower-cased: a page's path is not copied on every request.
const underPath = (path: string, prefix: string) =>
  (path.length === prefix.length || path[prefix.length] === "/") && path.slice(0, prefix.length).toLowerCase() === prefix;

/** The first listed route for `method` and `path` (HEAD is a GET's), if any. */
export const findRoute = (routes: readonly ApiRoute[], method: string, path: string): ApiRoute | undefined =>
  routes.find((route) => forMethod(route, method) && routeMatches(route, path));

const forMethod = (route: ApiRoute, method: string) =>
  route.method === "ALL" || route.method === method || (route.method === "GET" && method === "HEAD");

/**
 * Whether a GET or HEAD of `path` goes to the app rather than the site: built once, so that the
 * site's files pay a set lookup and a prefix test per request, not a walk through the list.
 */
export function appAnswersGet(routes: readonly ApiRoute[]): (path: string) => boolean {
  const gets = routes.filter((route) => forMethod(route, "GET"));
  const exact = new Set(gets.filter((route) => !route.under).map((route) => route.path));
  const prefixes = gets.filter((route) => route.under).map((route) => route.path);
  return (path) => exact.has(path) || prefixes.some((prefix) => underPath(path, prefix));
}
