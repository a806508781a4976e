import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("services", "routes/services.tsx"),
  route("work", "routes/work.tsx"),
  route("work/:id", "routes/case-study.tsx"),
  route("about", "routes/about.tsx"),
  route("contact", "routes/contact.tsx"),
  route("contact/sent", "routes/contact-sent.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
