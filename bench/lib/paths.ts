import { join } from "node:path";

export const repoDir = new URL("../../", import.meta.url).pathname;
/** What `npm run build` writes. */
export const buildDir = join(repoDir, "build/client");
/**
 * The copy of that build every measurement reads (our server, nginx, the bundle sizes): another
 * build in the working tree during a run cannot change what is being measured.
 */
export const clientDir = join(repoDir, "bench/out/site");
/** Scratch output: logs, raw Lighthouse reports, profiles (git-ignored). */
export const outDir = join(repoDir, "bench/out");
export const benchDir = join(repoDir, "bench");
