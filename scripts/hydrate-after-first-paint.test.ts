import { describe, expect, it } from "vitest";
import { deferModuleScript, hydrateAfterFirstPaint } from "./hydrate-after-first-paint";

// The shape React Router 7 writes into every prerendered page.
const routerScript = `import "/assets/manifest-1.js";
import * as route0 from "/assets/root-2.js";
import * as route1 from "/assets/home-3.js";
  
  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};

import("/assets/entry.client-4.js");`;

const page = `<!DOCTYPE html><html><head><link rel="icon" href="/favicon.svg"/><link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-4.js"/><link rel="stylesheet" href="/assets/app.css"/></head><body><h1>Hello</h1><script>window.__reactRouterContext = {};</script><script type="module" async="">${routerScript}</script></body></html>`;

describe("pages paint before they fetch their JavaScript", () => {
  it("takes the modulepreload links out of the HTML and keeps the stylesheet and other links", () => {
    const html = hydrateAfterFirstPaint(page);
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).toContain('<link rel="stylesheet" href="/assets/app.css"/>');
    expect(html).toContain('<link rel="icon" href="/favicon.svg"/>');
    expect(html).toContain("<script>window.__reactRouterContext = {};</script>");
  });

  it("adds the same preload links after the first paint, so every chunk is still fetched at once", () => {
    const html = hydrateAfterFirstPaint(page);
    const script = html.slice(html.indexOf('<script type="module"'));
    expect(script.indexOf("first-contentful-paint")).toBeLessThan(script.indexOf("modulepreload"));
    expect(script).toContain('["/assets/manifest-1.js","/assets/entry.client-4.js"]');
  });

  it("imports the same modules, in a module script that first waits for the first contentful paint", () => {
    const body = deferModuleScript(routerScript);
    expect(body).not.toMatch(/^\s*import\s+["*]/m);
    expect(body.indexOf("first-contentful-paint")).toBeLessThan(body.indexOf("import("));
    expect(body).toContain(
      'const [, route0, route1] = await Promise.all([import("/assets/manifest-1.js"), import("/assets/root-2.js"), import("/assets/home-3.js")]);',
    );
    expect(body).toContain('window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};');
    expect(body).toContain('import("/assets/entry.client-4.js");');
  });

  it("stops the build when React Router writes a script it does not recognise", () => {
    expect(() => deferModuleScript('import { x } from "/assets/a.js";\nx();')).toThrow(/unexpected module script/);
    const staticPage = "<html><body><h1>No scripts</h1></body></html>";
    expect(hydrateAfterFirstPaint(staticPage), "a page that does not hydrate is left as it is").toBe(staticPage);
  });
});
