import { existsSync, readdirSync, readFileSync } from "node:fs";
import { expect, it } from "vitest";
import { portraitSlug } from "../app/content/portrait";
import { initials, people, portraitsDir, portraitSvg } from "./portraits";

it("each committed portrait is what scripts/portraits.ts draws from the person's record today", () => {
  for (const person of people) {
    const file = `${portraitsDir}${portraitSlug(person.name)}.svg`;
    expect(existsSync(file), `no portrait for ${person.name}: run npx tsx scripts/portraits.ts`).toBe(true);
    expect(readFileSync(file, "utf8"), `${file} is stale: run npx tsx scripts/portraits.ts`).toBe(portraitSvg(person) + "\n");
  }
});

it("keeps no portrait of someone no longer on the site, and no two people share one", () => {
  const expected = people.map((person) => `${portraitSlug(person.name)}.svg`);
  expect(new Set(expected).size).toBe(people.length);
  expect(readdirSync(portraitsDir).sort()).toEqual([...expected].sort());
});

it("draws each person differently: no two portraits alike", () => {
  const drawings = people.map(portraitSvg);
  expect(new Set(drawings).size).toBe(people.length);
});

it("inks the portraits in the brand's colours, with a clear background for the page's tile", () => {
  const svg = portraitSvg(people[0]!);
  const drawing = svg.replace(/<mask[\s\S]*?<\/mask>/g, "");
  expect(drawing).not.toMatch(/"#000"|"#fff"/);
  expect(drawing, "no background of its own").not.toContain("<rect");
  expect(svg).toMatch(/viewBox="0 0 \d+ \d+"/);
});

it("names each portrait's file after the person, without accents: Tomás Reyes → tomas-reyes", () => {
  expect(portraitSlug("Tomás Reyes")).toBe("tomas-reyes");
  expect(portraitSlug(" Ines  Carvalho ")).toBe("ines-carvalho");
});

it("draws someone without chosen features as their initials, not a crash", () => {
  const svg = portraitSvg({ name: "Ada Lovelace-Byron", role: "Engineer" });
  expect(svg).toContain(">AL<");
  expect(svg).toMatch(/viewBox="0 0 176 176"/);
  expect(initials("Tomás Reyes")).toBe("TR");
  expect(initials("Ana")).toBe("A");
  expect(initials("Mary Ann de la Cruz")).toBe("MC");
});

it("names the person whose portrait cannot be drawn", () => {
  const broken = { name: "Northwind Person", role: "Designer", portrait: { hair: 999, lips: 1, brows: 1, eyes: 1, nose: 1, body: 1 } };
  expect(() => portraitSvg(broken)).toThrow(/^Northwind Person's portrait: /);
});
