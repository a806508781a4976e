import { siteConfig } from "~/config";

type PageMetaInput = {
  path: string;
  title: string;
  description: string;
  noindex?: boolean;
  /** The page's own 1200×630 social card (a path on the site); the site's card otherwise. */
  image?: string;
};

/**
 * Title, description, canonical URL and social tags for one page. A child route's `meta`
 * replaces its parents', so every route calls this one helper.
 */
export function pageMeta({ path, title, description, noindex = false, image: ownImage }: PageMetaInput) {
  const fullTitle = path === "/" ? `${siteConfig.brand} | ${title}` : `${title} | ${siteConfig.brand}`;
  const url = `${siteConfig.siteUrl}${path === "/" ? "/" : path}`;
  const image = `${siteConfig.siteUrl}${ownImage ?? "/og-image.png"}`;
  const tags = [
    { title: fullTitle },
    { name: "description", content: description },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: siteConfig.brand },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:image", content: image },
    { property: "og:image:width", content: "1200" },
    { property: "og:image:height", content: "630" },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: fullTitle },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
  ];
  if (noindex) return [...tags, { name: "robots", content: "noindex" }];
  return [...tags, { property: "og:url", content: url }, { tagName: "link", rel: "canonical", href: url }];
}

/** JSON-LD describing the organization, placed on every page. */
export const organizationJsonLd = {
  "@context": "https://schema.org",
  "@type": "Organization",
  name: siteConfig.brand,
  url: `${siteConfig.siteUrl}/`,
  email: siteConfig.email,
  logo: `${siteConfig.siteUrl}/favicon.svg`,
  description: "A software design and engineering agency that builds web and mobile apps for startups and product teams.",
};
