import { CtaBand } from "~/components/sections/cta-band";
import { PageHero } from "~/components/sections/page-hero";
import { CategoryChips, ServiceCategoryGrid } from "~/components/sections/service-categories";
import { serviceCategories, servicesCta, servicesHero } from "~/content/services";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/services";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    path: "/services",
    title: "Services",
    description: "Cloud, blockchain, data, automation, product strategy, UX and SaaS: services tailored to your roadmap.",
  });

export default function ServicesPage() {
  return (
    <>
      <PageHero {...servicesHero}>
        <CategoryChips categories={serviceCategories} />
      </PageHero>
      <ServiceCategoryGrid categories={serviceCategories} />
      <CtaBand cta={servicesCta} />
    </>
  );
}
