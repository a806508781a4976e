import { readSiteConfig } from "./site-config";

/** The site's configuration as baked into this build (see site-config.ts). */
export const siteConfig = readSiteConfig(import.meta.env);
