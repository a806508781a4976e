import { siteConfig } from "~/config";
import type { CaseStudy } from "~/content/work";

/** Structured data for one case study's page: the work, who made it and for whom. */
export function caseStudyJsonLd(study: CaseStudy) {
  const url = `${siteConfig.siteUrl}/work/${study.id}`;
  return {
    "@context": "https://schema.org",
    "@type": "CreativeWork",
    "@id": url,
    url,
    name: `${study.name}: ${study.subtitle}`,
    headline: study.name,
    description: study.summary,
    dateCreated: study.year,
    keywords: study.tags.join(", "),
    ...(study.socialImage ? { image: `${siteConfig.siteUrl}${study.socialImage}` } : {}),
    creator: { "@type": "Organization", name: siteConfig.brand, url: `${siteConfig.siteUrl}/` },
    sourceOrganization: { "@type": "Organization", name: study.client },
    contributor: study.team.map((person) => ({ "@type": "Person", name: person.name, jobTitle: person.role })),
    review: {
      "@type": "Review",
      reviewBody: study.quote.text,
      author: { "@type": "Person", name: study.quote.name, jobTitle: study.quote.role },
    },
  };
}

/** Structured data for the Work page: the studies, in the grid's order. */
export function workListJsonLd(studies: readonly CaseStudy[]) {
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    name: "Case studies",
    itemListElement: studies.map((study, i) => ({
      "@type": "ListItem",
      position: i + 1,
      url: `${siteConfig.siteUrl}/work/${study.id}`,
      name: study.name,
    })),
  };
}
