// The site's settings (PUBLIC_*) in the schema: what the build bakes into the pages, and what the
// server and the receipt e-mail need of them (brand, contact address, site URL, anon key).
// Their defaults are in site-values.ts, which the browser bundle reads without zod.
import { z } from "zod";
import { settingsPart } from "./rules.ts";
import { readSiteValues, siteVariables, type SiteSettings } from "./site-values.ts";

export type { SiteSettings } from "./site-values.ts";

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
const isHttpOrigin = (text: string) => parsedHttpUrl(text.replace(/\/+$/, ""))?.origin === text.replace(/\/+$/, "");

const anyText = z.string().trim().optional();
const httpUrl = (example: string) =>
  z.string().trim().refine(isHttpUrl, `must be an absolute http(s) URL such as ${example}, or empty`).optional();

export const siteSettings = settingsPart(
  {
    [siteVariables.brand[0]]: anyText,
    [siteVariables.email[0]]: anyText,
    [siteVariables.siteUrl[0]]: z
      .string()
      .trim()
      .refine(isHttpOrigin, "must be an absolute http(s) origin such as https://studio.example")
      .optional(),
    [siteVariables.backendUrl[0]]: httpUrl("https://project.supabase.co"),
    [siteVariables.anonKey[0]]: anyText,
    [siteVariables.privacyUrl[0]]: httpUrl("https://studio.example/privacy"),
    [siteVariables.termsUrl[0]]: httpUrl("https://studio.example/terms"),
  },
  (_values, env): SiteSettings => readSiteValues(env),
);
