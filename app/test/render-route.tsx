import { render } from "@testing-library/react";
import { createMemoryRouter, RouterProvider, type RouteObject } from "react-router";
import { caseStudies } from "~/content/work";
import App from "~/root";
import AboutPage from "~/routes/about";
import CaseStudyPage from "~/routes/case-study";
import ContactPage from "~/routes/contact";
import ContactSentPage from "~/routes/contact-sent";
import HomePage from "~/routes/home";
import NotFoundPage from "~/routes/not-found";
import ServicesPage from "~/routes/services";
import WorkPage from "~/routes/work";

// The same tree as app/routes.ts, built from the real route modules, under the real root
// layout (header, footer, providers, toaster). Only the document shell is left out.
const routes: RouteObject[] = [
  {
    path: "/",
    Component: App,
    children: [
      { index: true, Component: HomePage },
      { path: "services", Component: ServicesPage },
      { path: "work", Component: WorkPage },
      ...caseStudies.map((study) => ({ path: `work/${study.id}`, Component: CaseStudyPage })),
      { path: "about", Component: AboutPage },
      { path: "contact", Component: ContactPage },
      { path: "contact/sent", Component: ContactSentPage },
      { path: "*", Component: NotFoundPage },
    ],
  },
];

export function renderRoute(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  return { router, ...render(<RouterProvider router={router} />) };
}
