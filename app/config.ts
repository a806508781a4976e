import { readSiteValues } from "../server/settings/site-values";

/** The site's settings as baked into this build (server/settings/site-values.ts; checked by the build). */
export const siteConfig = readSiteValues(import.meta.env);
