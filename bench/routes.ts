import { notFoundPath, pagePaths } from "../app/routes-list.ts";

/** What the bench measures: every page, and the not-found screen at an unknown URL. */
export type BenchRoute = { name: string; path: string; htmlFile: string; notFound: boolean };

export const benchRoutes: BenchRoute[] = [
  ...pagePaths.map((path) => ({
    name: path,
    path,
    htmlFile: path === "/" ? "index.html" : `${path.slice(1)}/index.html`,
    notFound: false,
  })),
  // Any unknown URL is answered with the prerendered not-found page and status 404.
  { name: "not found", path: "/no-such-page", htmlFile: `${notFoundPath.slice(1)}/index.html`, notFound: true },
];
