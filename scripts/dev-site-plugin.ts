// `npm run dev` answers as the built site does, where React Router's dev server alone would not:
// a real 404 for a path that is not a page, where the dev server answers every path with the
// app's HTML and 200 (the page shown is the same not-found page the build serves with 404).
// (Every picture is the bundler's, which the dev server serves itself.)
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Plugin } from "vite";
import { servedPagePaths } from "../app/routes-list.ts";

const pages = new Set<string>(servedPagePaths);

/** Whether the built site has a page at this path (a trailing slash only redirects there). */
export const isPagePath = (path: string) => pages.has(path.length > 1 ? path.replace(/\/+$/, "") : path);

/** Rewrites the status of an HTML answer for a path that is no page: headers are written once, through writeHead. */
function answerUnknownPathsWith404(req: IncomingMessage, res: ServerResponse) {
  const path = decodeURI((req.url ?? "/").split("?")[0]!);
  if ((req.method !== "GET" && req.method !== "HEAD") || isPagePath(path)) return;
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
  res.writeHead = ((status: number, ...rest: unknown[]) => {
    const headers = rest.find((arg) => typeof arg === "object" && arg !== null) as Record<string, unknown> | undefined;
    const type = String(res.getHeader("content-type") ?? headers?.["content-type"] ?? headers?.["Content-Type"] ?? "");
    return writeHead(status === 200 && type.startsWith("text/html") ? 404 : status, ...rest);
  }) as ServerResponse["writeHead"];
}

export function devSitePlugin(): Plugin {
  return {
    name: "dev-site",
    apply: "serve",
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        answerUnknownPathsWith404(req, res);
        next();
      });
    },
  };
}
