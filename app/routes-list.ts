// The site's pages, in one list: the route config (app/routes.ts), the prerender config, the
// sitemap and the server all read it. Kept free of the app's imports so that build tooling and
// the server can load it as plain TypeScript: the case studies are the folders of
// app/content/work, read from the disk.
import { caseStudyFolderIds } from "./content/work-folders.ts";

export const caseStudyIds = caseStudyFolderIds;

/** A page: its path and its screen (a module of app/routes/); `id` when several paths share one screen. */
type Page = { readonly path: string; readonly screen: string; readonly id?: string };

/** The pages of the sitemap and the nav, in the sitemap's order. */
export const pages = [
  { path: "/", screen: "routes/home.tsx" },
  { path: "/services", screen: "routes/services.tsx" },
  { path: "/work", screen: "routes/work.tsx" },
  // One static route per case study, not `work/:id`: an unknown /work/<id> then matches `*`, in
  // the browser as on the server (which answers it with the prerendered not-found page).
  ...caseStudyIds.map((id) => ({ path: `/work/${id}` as const, screen: "routes/case-study.tsx", id: `case-study-${id}` })),
  { path: "/about", screen: "routes/about.tsx" },
  { path: "/contact", screen: "routes/contact.tsx" },
] as const satisfies readonly Page[];

// Pages a form leads to (the no-JavaScript contact form's thank-you): prerendered and served like
// any page, but noindex and left out of the sitemap and the nav.
export const formResultPages = [{ path: "/contact/sent", screen: "routes/contact-sent.tsx" }] as const satisfies readonly Page[];

// The not-found screen is prerendered once at this path; the server answers every
// unknown URL with this file and HTTP status 404 (and the browser's router matches `*` to it).
export const notFoundPage = { path: "/404", screen: "routes/not-found.tsx" } as const satisfies Page;

/**
 * The screens whose pages hydrate (their route's `handle`, lib/page-handle.ts): the only pages that
 * load a script, so the client bundle's chunks are cut by what they need (scripts/hydrating-chunks.ts).
 */
export const hydratingScreens = ["routes/home.tsx", "routes/contact.tsx"] as const;

export const pagePaths = pages.map((page) => page.path);
export type PagePath = (typeof pages)[number]["path"];
export const notFoundPath = notFoundPage.path;
export const formResultPaths = formResultPages.map((page) => page.path);

/** Every prerendered page the server answers at its own URL. */
export const servedPagePaths = [...pagePaths, ...formResultPaths];

export const prerenderedPaths = [...servedPagePaths, notFoundPath];
