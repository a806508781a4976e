import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { caseStudyIds } from "./routes-list";

export default [
  index("routes/home.tsx"),
  route("services", "routes/services.tsx"),
  route("work", "routes/work.tsx"),
  // One static route per case study, not `work/:id`: an unknown /work/<id> then matches `*`, in
  // the browser as on the server (which answers it with the prerendered not-found page).
  ...caseStudyIds.map((id) => route(`work/${id}`, "routes/case-study.tsx", { id: `case-study-${id}` })),
  route("about", "routes/about.tsx"),
  route("contact", "routes/contact.tsx"),
  route("contact/sent", "routes/contact-sent.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
