import { render } from "@testing-library/react";
import { createMemoryRouter, RouterProvider, type RouteObject } from "react-router";
import { caseStudies } from "~/content/work";
import App from "~/root";
import AboutPage from "~/routes/about";
import CaseStudyPage from "~/routes/case-study";
import ContactPage, { loader as contactLoader } from "~/routes/contact";
import ContactSentPage, { loader as contactSentLoader } from "~/routes/contact-sent";
import HomePage, { loader as homeLoader } from "~/routes/home";
import NotFoundPage from "~/routes/not-found";
import ServicesPage from "~/routes/services";
import WorkPage from "~/routes/work";

// The same tree as app/routes.ts, built from the real route modules, under the real root
// layout (header, footer, providers, toaster). Only the document shell is left out. The loaders
// are the routes' own; their data is there at the first render, as in a prerendered page.
const routes: RouteObject[] = [
  {
    path: "/",
    Component: App,
    children: [
      { index: true, id: "home", loader: homeLoader, Component: HomePage },
      { path: "services", Component: ServicesPage },
      { path: "work", Component: WorkPage },
      ...caseStudies.map((study) => ({ path: `work/${study.id}`, Component: CaseStudyPage })),
      { path: "about", Component: AboutPage },
      { path: "contact", id: "contact", loader: contactLoader, Component: ContactPage },
      { path: "contact/sent", id: "contact-sent", loader: contactSentLoader, Component: ContactSentPage },
      { path: "*", Component: NotFoundPage },
    ],
  },
];

export function renderRoute(path: string) {
  const loaderData = { home: homeLoader(), contact: contactLoader(), "contact-sent": contactSentLoader() };
  const router = createMemoryRouter(routes, { initialEntries: [path], hydrationData: { loaderData } });
  return { router, ...render(<RouterProvider router={router} />) };
}
