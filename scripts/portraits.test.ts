import { existsSync, readdirSync, readFileSync } from "node:fs";
import { expect, it } from "vitest";
import { portraitSlug } from "../app/content/portrait";
import { initials, people, portraitFiles, portraitInks, portraitsDir, portraitSvg } from "./portraits";

it("each committed portrait, light and dark, is what scripts/portraits.ts draws from the person's name today", () => {
  for (const person of people) {
    for (const scheme of ["light", "dark"] as const) {
      const file = `${portraitsDir}${portraitFiles(person)[scheme]}`;
      expect(existsSync(file), `no ${scheme} portrait for ${person.name}: run npx tsx scripts/portraits.ts`).toBe(true);
      expect(readFileSync(file, "utf8"), `${file} is stale: run npx tsx scripts/portraits.ts`).toBe(
        portraitSvg(person, portraitInks[scheme]) + "\n",
      );
    }
  }
});

it("keeps no portrait of someone no longer on the site, and no two people share one", () => {
  const expected = people.flatMap((person) => [`${portraitSlug(person.name)}.svg`, `${portraitSlug(person.name)}.dark.svg`]);
  expect(new Set(expected).size).toBe(people.length * 2);
  expect(readdirSync(portraitsDir).sort()).toEqual([...expected].sort());
});

it("sets each person's initials as outlines in the brand's deep ink, on a clear square for the page's tile", () => {
  const css = readFileSync(new URL("../app/app.css", import.meta.url), "utf8");
  const deep = /--color-brand-deep:\s*(#[0-9a-f]{3,8})/i.exec(css)![1]!;
  expect(portraitInks.light).toBe(deep);
  const svg = portraitSvg(people[0]!);
  expect(svg).toMatch(/viewBox="0 0 176 176"/);
  // Outlines, not text: no font is fetched and none can fall back to another.
  expect(svg).not.toMatch(/<text|font-family/);
  expect(svg).toMatch(/<path d="M[\d. LQCZM-]+"/);
  expect([...svg.matchAll(/fill="([^"]+)"/g)].map((match) => match[1])).toEqual([deep, deep]);
  expect(svg, "no background of its own").not.toMatch(/<rect[^>]*width="176"/);
});

it("draws the dark scheme's portrait in the brand's light ink, for the deep tiles of a dark page", () => {
  const css = readFileSync(new URL("../app/app.css", import.meta.url), "utf8");
  const light = /--color-brand-strong:\s*light-dark\(#[0-9a-f]{3,8},\s*(#[0-9a-f]{3,8})\)/i.exec(css)![1]!;
  expect(portraitInks.dark).toBe(light);
  const svg = portraitSvg(people[0]!, portraitInks.dark);
  expect([...svg.matchAll(/fill="([^"]+)"/g)].map((match) => match[1])).toEqual([light, light]);
  expect(svg.replaceAll(light, "")).toBe(portraitSvg(people[0]!).replaceAll(portraitInks.light, ""));
});

it("draws people with different initials differently, and anyone at all, not a crash", () => {
  const drawings = new Map(people.map((person) => [initials(person.name), portraitSvg(person)]));
  expect(new Set(drawings.values()).size).toBe(drawings.size);
  expect(portraitSvg({ name: "Ada Lovelace-Byron" })).toMatch(/<path d="M/);
  expect(portraitSvg({ name: "Zoë" })).toMatch(/<path d="M/);
  expect(initials("Tomás Reyes")).toBe("TR");
  expect(initials("Ana")).toBe("A");
  expect(initials("Mary Ann de la Cruz")).toBe("MC");
});

it("keeps a wide pair of initials whole inside the square", () => {
  for (const name of ["Mia Wu", "Walter Mwangi"]) {
    const xs = [...portraitSvg({ name }).matchAll(/[MLQC]([\d. -]+)/g)].flatMap((match) =>
      match[1]!
        .trim()
        .split(" ")
        .filter((_, i) => i % 2 === 0)
        .map(Number),
    );
    expect(Math.max(...xs), name).toBeLessThanOrEqual(176);
    expect(Math.min(...xs), name).toBeGreaterThanOrEqual(0);
  }
});

it("names each portrait's file after the person, without accents: Tomás Reyes → tomas-reyes", () => {
  expect(portraitSlug("Tomás Reyes")).toBe("tomas-reyes");
  expect(portraitSlug(" Ines  Carvalho ")).toBe("ines-carvalho");
});
