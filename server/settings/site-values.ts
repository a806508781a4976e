// The site's settings (PUBLIC_*), as the pages use them: baked into the prerendered HTML and the
// browser bundle at build time, and public by nature (the anon key included: it only allows the
// contact insert). Defaults are neutral so that a fresh clone runs with no setup.
//
// They live with every other setting (the server, the worker and the build read them through the
// schema, site.ts, which checks them); this file is only their defaults, without zod or Node,
// because it ships in every page (app/config.ts reads import.meta.env with it).
import { blankIsUnset } from "./blank-is-unset.ts";

export type SiteEnv = Partial<Record<string, string | undefined>>;

/** Each site setting's variable and default; the schema (site.ts) checks the same names. */
export const siteVariables = {
  brand: ["PUBLIC_BRAND_NAME", "Meridian Studio"],
  email: ["PUBLIC_CONTACT_EMAIL", "hello@example.com"],
  /** Absolute origin used for canonical URLs, the sitemap and social cards. */
  siteUrl: ["PUBLIC_SITE_URL", "http://127.0.0.1:3000"],
  /** Where supabase-js sends the insert; empty means the site's own origin (our server). */
  backendUrl: ["PUBLIC_BACKEND_URL", ""],
  /** The public key the browser sends; the only key our server accepts. */
  anonKey: ["PUBLIC_ANON_KEY", "public-anon-key"],
  /** The operator's privacy policy and terms; "" keeps the spec's placeholders (not links). */
  privacyUrl: ["PUBLIC_PRIVACY_URL", ""],
  termsUrl: ["PUBLIC_TERMS_URL", ""],
} as const;

export type SiteSettings = { readonly [K in keyof typeof siteVariables]: string };

const value = (env: SiteEnv, [name, fallback]: readonly [string, string]) => blankIsUnset(env[name])?.trim() ?? fallback;

/** The site's settings with their defaults, unchecked (the build checked them: site.ts). */
export function readSiteValues(env: SiteEnv): SiteSettings {
  return {
    brand: value(env, siteVariables.brand),
    email: value(env, siteVariables.email),
    siteUrl: value(env, siteVariables.siteUrl).replace(/\/+$/, ""),
    backendUrl: value(env, siteVariables.backendUrl),
    anonKey: value(env, siteVariables.anonKey),
    privacyUrl: value(env, siteVariables.privacyUrl),
    termsUrl: value(env, siteVariables.termsUrl),
  };
}
