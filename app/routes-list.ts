// The site's pages, shared by the prerender config, the sitemap and the server (Node only).
// Kept free of the app's imports so that build tooling and the server can load it as plain
// TypeScript: the case studies are the folders of app/content/work, read from the disk.
import { caseStudyFolderIds } from "./content/work-folders.ts";

export const caseStudyIds = caseStudyFolderIds;
export const pagePaths = ["/", "/services", "/work", ...caseStudyIds.map((id) => `/work/${id}` as const), "/about", "/contact"] as const;
export type PagePath = (typeof pagePaths)[number];

// The not-found screen is prerendered once at this path; the server answers every
// unknown URL with this file and HTTP status 404.
export const notFoundPath = "/404";

// Pages a form leads to (the no-JavaScript contact form's thank-you): prerendered and served like
// any page, but noindex and left out of the sitemap and the nav.
export const formResultPaths = ["/contact/sent"] as const;

/** Every prerendered page the server answers at its own URL. */
export const servedPagePaths = [...pagePaths, ...formResultPaths] as const;

export const prerenderedPaths = [...servedPagePaths, notFoundPath] as const;
