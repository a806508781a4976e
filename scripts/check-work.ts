// Part of `npm run build`, before the bundler: every case study (app/content/work/<id>/index.mdx)
// is compiled once with the site's MDX steps, so a bad frontmatter field, a missing picture or one
// too small for where it is shown stops the build with one line naming the file, not a page of
// bundler output. Also: `tsx scripts/check-work.ts`.
import { readFile } from "node:fs/promises";
import { join, relative } from "node:path";
import { compile } from "@mdx-js/mdx";
import { VFile } from "vfile";
import { caseStudyFolderIds } from "../app/content/work-folders.ts";
import { storyRemarkPlugins, pointFontconfigAtSiteFonts } from "./mdx/story-plugins.ts";

const workDir = new URL("../app/content/work/", import.meta.url).pathname;

async function checkWork(): Promise<string | null> {
  await pointFontconfigAtSiteFonts();
  if (caseStudyFolderIds.length === 0) return `${relative(process.cwd(), workDir)}: no case study (a folder with an index.mdx)`;
  for (const id of caseStudyFolderIds) {
    const path = join(workDir, id, "index.mdx");
    try {
      await compile(new VFile({ path, value: await readFile(path, "utf8") }), { remarkPlugins: storyRemarkPlugins });
    } catch (error) {
      const message = (error as Error).message.split("\n")[0]!;
      // MDX's own syntax errors name a line but not the file.
      return message.includes("index.mdx") ? message : `${relative(process.cwd(), path)}: ${message}`;
    }
  }
  return null;
}

const problem = await checkWork();
if (problem) {
  console.error(`Case study: ${problem}`);
  process.exit(1);
}
console.log(`check-work: ${caseStudyFolderIds.length} case studies`);
