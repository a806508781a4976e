import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { formResultPages, notFoundPage, pages } from "./routes-list";

// Every page of app/routes-list.ts, and the not-found screen for any other path.
export default [
  ...[...pages, ...formResultPages].map((page) =>
    page.path === "/" ? index(page.screen) : route(page.path.slice(1), page.screen, "id" in page ? { id: page.id } : {}),
  ),
  route("*", notFoundPage.screen),
] satisfies RouteConfig;
