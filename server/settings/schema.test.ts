// The schema is the one list of settings: .env.example documents exactly its variables, each
// variable belongs to one part, and the part the browser bundle reads needs no library.
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { readSettings, settingNames, settingsParts, type SettingsPartName } from "./schema.ts";
import { readSiteValues } from "./site-values.ts";

const here = new URL("./", import.meta.url);
const envExample = readFileSync(new URL("../../.env.example", import.meta.url), "utf8");

describe("the settings schema", () => {
  it("has every variable in .env.example, and .env.example has every variable of the schema", () => {
    const documented = [...envExample.matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1]!);
    expect(documented.toSorted()).toEqual(settingNames().toSorted());
  });

  it("reads .env.example as written the same as no settings at all: its values are the defaults", () => {
    const env = Object.fromEntries([...envExample.matchAll(/^([A-Z][A-Z0-9_]*)=(.*)$/gm)].map((match) => [match[1]!, match[2]!]));
    const parts = Object.keys(settingsParts) as SettingsPartName[];
    expect(readSettings(env, parts)).toEqual(readSettings({}, parts));
  });

  it("names each variable in one part only", () => {
    const names = Object.values(settingsParts).flatMap((part) => Object.keys(part.variables));
    expect(names.length).toBe(new Set(names).size);
  });

  it("gives the pages the site settings the server reads", () => {
    for (const env of [{}, { PUBLIC_BRAND_NAME: " Northwind ", PUBLIC_SITE_URL: "https://northwind.example/", PUBLIC_ANON_KEY: "" }])
      expect(readSiteValues(env)).toEqual(readSettings(env, ["site"]).site);
  });

  it("keeps the site's defaults free of libraries and of Node (they ship in every page)", () => {
    for (const file of ["site-values.ts", "blank-is-unset.ts"])
      expect(readFileSync(new URL(file, here), "utf8")).not.toMatch(/^import (?!.*from "\.\/)/m);
  });

  it("imports nothing from the app: the build and the server share the settings, not the pages", () => {
    const sources = readdirSync(here).filter((file) => file.endsWith(".ts"));
    for (const file of [...sources.map((name) => new URL(name, here)), new URL("../config.ts", here)])
      expect(readFileSync(file, "utf8"), String(file)).not.toMatch(/from "(\.\.\/)+app\//);
  });
});
