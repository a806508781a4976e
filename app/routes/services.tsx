import { CtaBand } from "~/components/sections/cta-band";
import { PageHero } from "~/components/sections/page-hero";
import { CategoryChips, ServiceCategoryGrid } from "~/components/sections/service-categories";
import { serviceCategories, servicesCta, servicesHero, servicesMeta } from "~/content/services";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/services";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    path: "/services",
    ...servicesMeta,
  });

export default function ServicesPage() {
  return (
    <>
      <PageHero {...servicesHero} globe="services">
        <CategoryChips categories={serviceCategories} />
      </PageHero>
      <ServiceCategoryGrid categories={serviceCategories} />
      <CtaBand cta={servicesCta} />
    </>
  );
}
