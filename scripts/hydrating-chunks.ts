// The client bundle's chunks, cut by what a browser loads. Only the pages that hydrate (Home and
// Contact, app/routes-list.ts) ever load a script; every other page's client code is built but
// never fetched. Left to itself, the bundler cuts chunks by every route that imports a module,
// so code Home shares with, say, About became a file of its own: twenty small files on Home,
// each compressed alone. And merging small chunks (experimentalMinChunkSize) made it worse: it
// joined the case studies' records, used only by pages that never load them, to a chunk Home loads.
// Here a module that the root or more than one hydrating page needs goes into one shared chunk,
// React and the router into one framework chunk, and a module only one hydrating page needs into
// that page's own chunk; the rest (code no hydrating page imports, or imports only lazily) is
// left to the bundler.
import { relative } from "node:path";
import type { ManualChunksOption } from "rollup";

// React and the router, with the bundler's helpers: React is CommonJS and imports the CommonJS
// helper; in another chunk, that chunk and the framework would import each other, and React would
// be read before it was defined.
const framework = /\/node_modules\/(react|react-dom|scheduler|react-router)\/|^\0(commonjsHelpers|vite\/preload-helper)\.js$/;

type ModuleInfo = { importers: readonly string[] } | null;

/**
 * `entries`: the root's and the client entry's modules (every hydrating page loads them), and each
 * hydrating page's screen, as paths relative to `appDir` ("root.tsx", "routes/home.tsx").
 */
export function hydratingChunks(appDir: string, entries: { always: readonly string[]; pages: readonly string[] }): ManualChunksOption {
  const name = (id: string) => relative(appDir, id.split("?")[0]!);
  const isEntry = (own: string) => entries.always.includes(own) || entries.pages.includes(own);
  /** The always-loaded modules and hydrating pages that import `id` statically, directly or not. */
  function ownersOf(id: string, info: (id: string) => ModuleInfo): Set<string> {
    const found = new Set<string>();
    const seen = new Set([id]);
    const queue = [id];
    for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
      if (isEntry(name(next))) found.add(name(next));
      for (const importer of info(next)?.importers ?? []) {
        if (seen.has(importer)) continue;
        seen.add(importer);
        queue.push(importer);
      }
    }
    return found;
  }
  return (id, { getModuleInfo }) => {
    if (framework.test(id)) return "framework";
    if (isEntry(name(id))) return undefined;
    const found = ownersOf(id, getModuleInfo);
    if (found.size === 0) return undefined;
    if (found.size > 1 || entries.always.some((entry) => found.has(entry))) return "shared";
    const [page] = found;
    return `${page!.replace(/^routes\//, "").replace(/\.tsx?$/, "")}-page`;
  };
}
