// `npm run dev` answers as the built site does, where React Router's dev server alone would not:
// - the artwork at /art/<id>-<width>.<avif|webp>, which only the build renders (render-art.ts):
//   rendered here into a cache folder when the dev server starts (a second or two once cached),
//   and served from it; a request that comes before the rendering ends waits for it;
// - a real 404 for a path that is not a page, where the dev server answers every path with the
//   app's HTML and 200 (the page shown is the same not-found page the build serves with 404).
import { spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { join } from "node:path";
import type { Plugin, ViteDevServer } from "vite";
import { servedPagePaths } from "../app/routes-list.ts";
import { contentTypeFor } from "../server/static/content-types.ts";

const root = new URL("..", import.meta.url).pathname;
/** render-art.ts writes into <dir>/art/, as the build writes into build/client/art/. */
export const devArtRoot = join(root, "node_modules/.cache/dev-site");
const artFile = /^\/art\/[\w-]+\.(avif|webp)$/;
const pages = new Set<string>(servedPagePaths);

/** Whether the built site has a page at this path (a trailing slash only redirects there). */
export const isPagePath = (path: string) => pages.has(path.length > 1 ? path.replace(/\/+$/, "") : path);

function renderArt(server: ViteDevServer): Promise<boolean> {
  server.config.logger.info("Rendering the artwork into node_modules/.cache/dev-site (the first time takes a while)");
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", join(root, "scripts/render-art.ts"), devArtRoot], {
      cwd: root,
      stdio: ["ignore", "inherit", "inherit"],
    });
    child.once("error", (error) => {
      server.config.logger.error(`Could not render the artwork: ${error.message}`);
      resolve(false);
    });
    child.once("exit", (code) => resolve(code === 0));
  });
}

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
      let rendered: Promise<boolean> | undefined;
      server.middlewares.use((req, res, next) => {
        const path = (req.url ?? "/").split("?")[0]!;
        if (!artFile.test(path)) {
          answerUnknownPathsWith404(req, res);
          return next();
        }
        rendered ??= renderArt(server);
        void rendered.then(() => {
          const file = join(devArtRoot, path);
          if (!existsSync(file)) {
            res.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" }).end(`No such picture: ${path}\n`);
            return;
          }
          res.writeHead(200, { "Content-Type": contentTypeFor(file), "Cache-Control": "no-cache" });
          res.end(req.method === "HEAD" ? undefined : readFileSync(file));
        });
      });
      // Start rendering with the server, so the first page's pictures are usually ready when asked
      // for, and again when a drawing changes (unchanged ones come from render-art's cache).
      server.httpServer?.once("listening", () => (rendered ??= renderArt(server)));
      server.watcher.on("change", (file) => {
        if (file.startsWith(join(root, "app/assets/art/"))) rendered = renderArt(server);
      });
    },
  };
}
