// The site's pages, shared by the prerender config, the nav, the sitemap and the server.
// Kept free of imports so that build tooling and the server can load it as plain TypeScript.
// Case-study ids are listed here, not read from app/content/work.ts, so that this file stays
// importable without the app; app/routes/case-study.test.tsx checks the two lists agree.
export const caseStudyIds = ["ticketing", "clipper", "nightclub"] as const;
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
