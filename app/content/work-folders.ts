// The case studies' ids, read from the folders (app/content/work/<id>/index.mdx) for the tools that
// run without the bundler: the prerender list, the sitemap and the server. The site itself finds
// the same folders with import.meta.glob (work.ts). Node only.
//
// This file sits two levels below the repository, as build/node/ (the compiled server) does, so
// the path below names the same folder from the sources and from the build.
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { inWorkOrder } from "./study-reader.ts";

// (import.meta.dirname: under the unit tests' browser-like environment import.meta.url is not a file URL.)
const workDir = pathToFileURL(join(import.meta.dirname, "../../app/content/work/"));

export const caseStudyFolderIds: readonly string[] = readdirSync(workDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(new URL(`${entry.name}/index.mdx`, workDir)))
  .map((entry) => entry.name)
  .sort();

/** A study's record as its frontmatter states it, for tools and browser tests that run without the bundler. */
export type CaseStudyRecord = {
  id: string;
  name: string;
  subtitle: string;
  accent: string;
  order?: number;
  preview?: string;
  /** The preview's phone version, served below 640 px (case-study-schema.ts). */
  phonePreview?: string;
  /** The screen Home's hero shows (case-study-schema.ts). */
  showcase?: { src: string; alt: string };
};

/** Every study's record, in the Work grid's order (study-reader.ts). */
export async function readCaseStudyRecords(): Promise<CaseStudyRecord[]> {
  const { readFile } = await import("node:fs/promises");
  const { parse } = await import("yaml");
  const records = await Promise.all(
    caseStudyFolderIds.map(async (id) => {
      const text = await readFile(new URL(`${id}/index.mdx`, workDir), "utf8");
      const frontmatter = /^---\n([\s\S]*?)\n---/.exec(text)?.[1] ?? "";
      return { id, ...(parse(frontmatter) as Omit<CaseStudyRecord, "id">) };
    }),
  );
  return inWorkOrder(records);
}
