// A story checked as the build compiles it (check-work runs the same step first): each mistake an
// author makes stops the study with one line naming the file, the line and what to write.
import { compile } from "@mdx-js/mdx";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { storyRemarkPlugins } from "./story-plugins.ts";

const study = new URL("../../app/content/work/ticketing/", import.meta.url).pathname;
const frontmatter = /^---\n[\s\S]*?\n---\n/.exec(readFileSync(join(study, "index.mdx"), "utf8"))![0];

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "story-contract-"));
  cpSync(study, dir, { recursive: true });
  // A picture of the author's own (the demo's are rendered PNGs that may be renamed): the checks below name it.
  writeFileSync(
    join(dir, "seats.svg"),
    '<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1000"><rect width="1600" height="1000" fill="#e4572e"/></svg>',
  );
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function compileStory(body: string, head = frontmatter) {
  const path = join(dir, "index.mdx");
  writeFileSync(path, `${head}\n${body}\n`);
  return String(await compile({ path, value: readFileSync(path, "utf8") }, { remarkPlugins: storyRemarkPlugins }));
}

it.each([
  [
    "a misspelt component",
    '<FullBleedd src="./seats.svg" alt="Seats" />',
    /^\S*index\.mdx: line \d+: <FullBleedd> is not a story component: did you mean <FullBleed>\? \(one of <FullBleed>, /,
  ],
  [
    "a picture component without alt",
    '<Wide src="./seats.svg" />',
    /^\S*index\.mdx: line \d+: <Wide> needs alt="…": what the picture shows/,
  ],
  [
    "a Markdown picture without alt",
    "![](./seats.svg)",
    /^\S*index\.mdx: line \d+: !\[\]\(\.\/seats\.svg\) needs alt text: !\[what the picture shows\]\(\.\/seats\.svg\)$/,
  ],
  ["a Metric without its value", '<Metrics>\n<Metric label="faster" />\n</Metrics>', /^\S*index\.mdx: line \d+: <Metric> needs value="…"$/],
])("refuses %s with one line", async (_, body, line) => {
  const error = await compileStory(body).then(
    () => null,
    (thrown: Error) => thrown.message,
  );
  expect(error).toMatch(line);
  expect(error).not.toContain("\n");
});

it("accepts the components as the demo writes them, HTML elements and expressions", async () => {
  await expect(
    compileStory('<Wide src="./seats.svg" alt="Seats" />\n\n<Metrics>\n<Metric value={"2×"} label="x" />\n</Metrics>\n\nA<br />B'),
  ).resolves.toContain("Metric");
});

it.each([
  ["a year that is not one", "year: { season: summer }", "year: expected a year, e.g. 2025"],
  ["an unknown field", "roles: [Design]", "roles: not a field of a case study (its fields: name, subtitle, blurb,"],
  [
    "an unknown field of a team member",
    "team:\n  - { name: Ada Park, roles: Designer }",
    "team.0.roles: not a field of team.0 (its fields: name, role)",
  ],
  [
    "a second role for the studio's own",
    "team:\n  - { name: Maya Lindqvist, role: Product designer }",
    'team.0.role: leave it out: Maya Lindqvist is "Design lead" on the team page',
  ],
  ["no role for someone else", "team:\n  - { name: Ada Park }", "team.0.role: missing: Ada Park is not on the team page"],
])("names what a field expects: %s", async (_, field, message) => {
  const key = field.split(":")[0]!;
  const head = frontmatter.replace(new RegExp(`^${key}:.*(\\n  .*)*\\n`, "m"), "").replace(/\n---\n$/, `\n${field}\n---\n`);
  const error = await compileStory("Text.", head).then(
    () => "",
    (thrown: Error) => thrown.message,
  );
  expect(error).toContain(message);
});

it("serves a narrow window the preview's phone version (phonePreview) at the phone's widths, and the card the preview", async () => {
  const head = frontmatter.replace(/\n---\n$/, "\nphonePreview: ./seats.svg\n---\n");
  const compiled = await compileStory("Text.", head);
  expect(compiled).toMatch(/export const preview = \{\s*picture: __picture\d+,\s*phone: __picture\d+,/);
  expect(compiled).toContain('"./seats.svg?w=640;800;1080&format=avif;webp&effort=2&as=picture"');
});

it("refuses a phone version of no preview", async () => {
  const head = frontmatter.replace(/^preview:.*\n/m, "").replace(/\n---\n$/, "\nphonePreview: ./seats.svg\n---\n");
  const error = await compileStory("Text.", head).then(
    () => "",
    (thrown: Error) => thrown.message,
  );
  expect(error).toContain("phonePreview: a phone version of no preview");
});

it("fetches at once only the picture a page opens on: the cover, or the story's first picture when there is none", async () => {
  const body = '<Wide src="./seats.svg" alt="Seats" />\n\n<Wide src="./seats.svg" alt="Seats again" />';
  const eagerOf = (compiled: string) => compiled.match(/\beager\b/g)?.length ?? 0;
  expect(eagerOf(await compileStory(body))).toBe(0);
  expect(eagerOf(await compileStory(body, frontmatter.replace(/^preview:.*\n/m, "")))).toBe(1);
});
