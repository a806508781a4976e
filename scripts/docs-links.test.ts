// Every relative link in README.md and docs/ leads somewhere: the file exists and, for a link into a
// Markdown file, the #anchor is a heading there as GitHub slugs it. A heading renamed or a page moved
// fails here, naming the page, the line and the link, instead of leaving a reader at a dead end.
import GithubSlugger from "github-slugger";
import { fromMarkdown } from "mdast-util-from-markdown";
import { toString } from "mdast-util-to-string";
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { visit } from "unist-util-visit";
import { describe, expect, it } from "vitest";

const root = new URL("../", import.meta.url).pathname;

function markdownFilesUnder(directory: string): string[] {
  return readdirSync(join(root, directory), { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return markdownFilesUnder(path);
    return entry.name.endsWith(".md") ? [path] : [];
  });
}

type Tree = ReturnType<typeof fromMarkdown>;
const parsed = new Map<string, Tree>();
function parse(file: string): Tree {
  let tree = parsed.get(file);
  if (!tree) parsed.set(file, (tree = fromMarkdown(readFileSync(join(root, file), "utf8"))));
  return tree;
}

/** The anchors GitHub gives a Markdown file's headings (github-slugger: its rules, duplicates numbered). */
function anchorsOf(file: string): Set<string> {
  const slugger = new GithubSlugger();
  const anchors = new Set<string>();
  visit(parse(file), "heading", (heading) => void anchors.add(slugger.slug(toString(heading))));
  return anchors;
}

type Target = { url: string; line: number };
function linksOf(file: string): Target[] {
  const targets: Target[] = [];
  visit(parse(file), (node) => {
    // Links, images and link reference definitions carry a url; code blocks and inline code do not.
    if ("url" in node && typeof node.url === "string") targets.push({ url: node.url, line: node.position?.start.line ?? 0 });
  });
  return targets;
}

const leavesTheRepository = (url: string) => /^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith("//");

/** What is wrong with one link from `file`, or undefined when it resolves. */
function brokenLink(file: string, url: string): string | undefined {
  const [pathPart = "", anchor] = url.split("#", 2) as [string, string | undefined];
  const target = pathPart === "" ? file : relative(root, join(root, dirname(file), decodeURIComponent(pathPart)));
  if (target.startsWith("..")) return `points outside the repository (${target})`;
  if (!existsSync(join(root, target))) {
    return `${target} does not exist`;
  }
  if (anchor === undefined || !target.endsWith(".md") || statSync(join(root, target)).isDirectory()) return undefined;
  return anchorsOf(target).has(anchor) ? undefined : `${target} has no heading with the anchor #${anchor}`;
}

/** Source files named in inline code (`server/spam/links.ts`): a file moved or renamed leaves these behind. */
const sourcePath = /^(app|bench|db|deploy|docs|e2e|public|scripts|server|testing)\/[\w./-]+\.\w+$/;
function sourcePathsOf(file: string): Target[] {
  const targets: Target[] = [];
  visit(parse(file), "inlineCode", (node) => {
    if (sourcePath.test(node.value)) targets.push({ url: node.value, line: node.position?.start.line ?? 0 });
  });
  return targets;
}

const pages = ["README.md", ...markdownFilesUnder("docs")];

describe("documentation links", () => {
  it("covers the README and every page under docs/", () => {
    expect(pages).toContain("README.md");
    expect(pages).toContain("docs/spec.md");
  });

  it("slug headings as GitHub does", () => {
    const tree = fromMarkdown("# Proof of work (optional): `CAPTCHA=altcha`\n## Spam\n## Spam\n## The server's one call");
    const slugger = new GithubSlugger();
    const slugs: string[] = [];
    visit(tree, "heading", (heading) => void slugs.push(slugger.slug(toString(heading))));
    expect(slugs).toEqual(["proof-of-work-optional-captchaaltcha", "spam", "spam-1", "the-servers-one-call"]);
  });

  it.each(pages)("every relative link in %s resolves, anchors included", (page) => {
    const broken = linksOf(page)
      .filter(({ url }) => !leavesTheRepository(url))
      .flatMap(({ url, line }) => {
        const problem = brokenLink(page, url);
        return problem ? [`${page}:${line}: ${url}: ${problem}`] : [];
      });
    expect(broken).toEqual([]);
  });

  it.each(pages)("every source file %s names in inline code exists", (page) => {
    const missing = sourcePathsOf(page)
      .filter(({ url }) => !existsSync(join(root, url)))
      .map(({ url, line }) => `${page}:${line}: ${url} does not exist`);
    expect(missing).toEqual([]);
  });

  it("names a missing page or heading", () => {
    expect(brokenLink("README.md", "docs/no-such-page.md")).toBe("docs/no-such-page.md does not exist");
    expect(brokenLink("README.md", "docs/spec.md#no-such-heading-here")).toBe(
      "docs/spec.md has no heading with the anchor #no-such-heading-here",
    );
  });
});
