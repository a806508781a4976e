// Build step (a Vite plugin, see vite.config.ts): the prerendered pages paint first and fetch
// their JavaScript afterwards.
//
// Every page is complete HTML and CSS, so its first paint needs no JavaScript. React Router
// writes `modulepreload` links for every chunk and a module script whose static imports start
// all the downloads at once; on a slow phone connection that JavaScript (about 110 KB) shares
// the line with the stylesheet, and it competes for the main thread before the first paint.
// Here the module script waits for the browser to report the first contentful paint, then adds
// the same preload links (so every chunk is still fetched in parallel, and React finds the links
// it renders already in place; one link per task, as starting a fetch is not free on a slow phone)
// and imports the same modules. The script stays inline, so the server's CSP hash still holds.
import { readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { Plugin } from "vite";

const modulePreloadLink = /<link\b[^>]*\brel="modulepreload"[^>]*>/g;
const hrefAttribute = /\bhref="([^"]+)"/;
const inlineModuleScript = /(<script\b(?![^>]*\bsrc=)[^>]*\btype="module"[^>]*>)([\s\S]*?)(<\/script>)/g;
const sideEffectImport = /^\s*import\s*("[^"]+");?\s*$/;
const namespaceImport = /^\s*import\s*\*\s*as\s+([\w$]+)\s+from\s*("[^"]+");?\s*$/;

/**
 * Waits for the first contentful paint (or goes at once where the browser cannot report it, or
 * it has already happened), with a time limit so that nothing can keep the page from hydrating.
 */
const waitForFirstPaint =
  'await new Promise((go) => { if (!PerformanceObserver.supportedEntryTypes?.includes("paint") || performance.getEntriesByName("first-contentful-paint").length) return go(); ' +
  'new PerformanceObserver((list, observer) => { if (list.getEntriesByName("first-contentful-paint").length) { observer.disconnect(); go(); } }).observe({ type: "paint", buffered: true }); ' +
  "setTimeout(go, 5000); });";

/** Rewrites React Router's inline module script: the same preloads and imports, started after the first paint. */
export function deferModuleScript(body: string, preloadHrefs: readonly string[] = []): string {
  const specifiers: string[] = [];
  const bindings: string[] = [];
  const rest: string[] = [];
  for (const line of body.split("\n")) {
    const namespace = namespaceImport.exec(line);
    const sideEffect = sideEffectImport.exec(line);
    if (namespace) {
      bindings.push(namespace[1]!);
      specifiers.push(namespace[2]!);
    } else if (sideEffect) {
      bindings.push("");
      specifiers.push(sideEffect[1]!);
    } else {
      rest.push(line);
    }
  }
  // Anything else that looks like a static import means React Router changed its script: stop
  // the build rather than ship a page that never hydrates.
  const leftover = rest.find((line) => /^\s*import\s*[^\s(]/.test(line));
  if (specifiers.length === 0 || leftover !== undefined) {
    throw new Error(
      `hydrate-after-first-paint: unexpected module script (${leftover ?? "no static imports"}); update scripts/hydrate-after-first-paint.ts`,
    );
  }
  return [
    waitForFirstPaint,
    ...(preloadHrefs.length
      ? [
          `for (const href of ${JSON.stringify(preloadHrefs)}) setTimeout(() => document.head.appendChild(Object.assign(document.createElement("link"), { rel: "modulepreload", href })));`,
        ]
      : []),
    `const [${bindings.join(", ")}] = await Promise.all([${specifiers.map((s) => `import(${s})`).join(", ")}]);`,
    ...rest,
  ].join("\n");
}

/** The page with its preload links moved into its one inline module script, which waits for the first paint. */
export function hydrateAfterFirstPaint(html: string): string {
  const preloadHrefs = (html.match(modulePreloadLink) ?? [])
    .map((link) => hrefAttribute.exec(link)?.[1])
    .filter((href) => href !== undefined);
  let scripts = 0;
  const deferred = html.replace(modulePreloadLink, "").replace(inlineModuleScript, (_match, open: string, body: string, close: string) => {
    scripts++;
    return `${open}${deferModuleScript(body, preloadHrefs)}${close}`;
  });
  // A page that does not hydrate (lib/page-handle.ts) has no module script and is left as it is.
  if (scripts > 1) throw new Error(`hydrate-after-first-paint: expected at most one inline module script in a page, found ${scripts}`);
  return deferred;
}

async function* htmlFiles(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(path);
    else if (entry.name.endsWith(".html")) yield path;
  }
}

/**
 * Rewrites every prerendered page once React Router has written them: they are written at the
 * end of the server build, so this runs when that build closes.
 */
export function hydrateAfterFirstPaintPlugin({ clientDir }: { clientDir: string }): Plugin {
  let isServerBuild = false;
  return {
    name: "hydrate-after-first-paint",
    apply: "build",
    config(_config, env) {
      isServerBuild = env.isSsrBuild === true;
    },
    closeBundle: {
      order: "post",
      sequential: true,
      async handler() {
        if (!isServerBuild) return;
        for await (const file of htmlFiles(clientDir)) {
          await writeFile(file, hydrateAfterFirstPaint(await readFile(file, "utf8")));
        }
      },
    },
  };
}
