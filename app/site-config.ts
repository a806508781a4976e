// Build-time configuration, read from PUBLIC_* variables. They are baked into the prerendered
// HTML and the browser bundle and are public by nature (the anon key included: it only allows
// the contact insert). Defaults are neutral so that a fresh clone runs with no setup.
// Pure, so the build scripts and the server read the same values with the same defaults.

export type SiteConfigEnv = Partial<Record<string, string | undefined>>;

const orDefault = (value: string | undefined, fallback: string) => value?.trim() || fallback;

export function readSiteConfig(env: SiteConfigEnv) {
  return {
    brand: orDefault(env.PUBLIC_BRAND_NAME, "Meridian Studio"),
    email: orDefault(env.PUBLIC_CONTACT_EMAIL, "hello@example.com"),
    /** Absolute origin used for canonical URLs, the sitemap and social cards. */
    siteUrl: orDefault(env.PUBLIC_SITE_URL, "http://127.0.0.1:3000").replace(/\/+$/, ""),
    /** Where supabase-js sends the insert; empty means the site's own origin (our server). */
    backendUrl: orDefault(env.PUBLIC_BACKEND_URL, ""),
    anonKey: orDefault(env.PUBLIC_ANON_KEY, "public-anon-key"),
    /** The operator's privacy policy and terms; "" keeps the spec's placeholders (not links). */
    privacyUrl: orDefault(env.PUBLIC_PRIVACY_URL, ""),
    termsUrl: orDefault(env.PUBLIC_TERMS_URL, ""),
  } as const;
}

export type SiteConfig = ReturnType<typeof readSiteConfig>;

/**
 * The first PUBLIC_* value the pages cannot be built with, as one line for the operator (the build
 * and the server stop on it), or undefined. Without a schema library: this file ships in the page.
 */
export function siteConfigProblem(env: SiteConfigEnv): string | undefined {
  const site = readSiteConfig(env);
  if (!isHttpOrigin(site.siteUrl))
    return `Invalid configuration: PUBLIC_SITE_URL must be an absolute http(s) origin such as https://studio.example; got ${JSON.stringify(env.PUBLIC_SITE_URL)}`;
  if (site.backendUrl && !isHttpUrl(site.backendUrl))
    return `Invalid configuration: PUBLIC_BACKEND_URL must be an absolute http(s) URL such as https://project.supabase.co, or empty; got ${JSON.stringify(env.PUBLIC_BACKEND_URL)}`;
  if (site.privacyUrl && !isHttpUrl(site.privacyUrl))
    return `Invalid configuration: PUBLIC_PRIVACY_URL must be an absolute http(s) URL such as https://studio.example/privacy, or empty; got ${JSON.stringify(env.PUBLIC_PRIVACY_URL)}`;
  if (site.termsUrl && !isHttpUrl(site.termsUrl))
    return `Invalid configuration: PUBLIC_TERMS_URL must be an absolute http(s) URL such as https://studio.example/terms, or empty; got ${JSON.stringify(env.PUBLIC_TERMS_URL)}`;
  return undefined;
}

const parsedHttpUrl = (text: string) => {
  try {
    const url = new URL(text);
    return /^https?:$/.test(url.protocol) && url.hostname !== "" && !url.username && !url.password ? url : undefined;
  } catch {
    return undefined;
  }
};
const isHttpUrl = (text: string) => parsedHttpUrl(text) !== undefined;
// Scheme and host (and port) only: canonical links and the sitemap append each page's path to it.
const isHttpOrigin = (text: string) => parsedHttpUrl(text)?.origin === text;
