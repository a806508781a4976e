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
    siteUrl: orDefault(env.PUBLIC_SITE_URL, "http://localhost:3000").replace(/\/+$/, ""),
    /** Where supabase-js sends the insert; empty means the site's own origin (our server). */
    backendUrl: orDefault(env.PUBLIC_BACKEND_URL, ""),
    anonKey: orDefault(env.PUBLIC_ANON_KEY, "public-anon-key"),
  } as const;
}

export type SiteConfig = ReturnType<typeof readSiteConfig>;
