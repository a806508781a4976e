import { readFileSync } from "node:fs";
import { expect, it } from "vitest";
import { technologies } from "../app/content/home";
import { spriteFile, techLogoSprite } from "./tech-logos";

it("the committed logo sprite is what scripts/tech-logos.ts makes from simple-icons today", () => {
  expect(readFileSync(spriteFile, "utf8"), "app/assets/tech-logos.svg is stale: run npx tsx scripts/tech-logos.ts").toBe(techLogoSprite());
});

it("every technology in the strip has its logo in the sprite", () => {
  const sprite = readFileSync(spriteFile, "utf8");
  for (const tech of technologies) expect(sprite, tech.name).toContain(`<symbol id="${tech.logo}" viewBox="0 0 24 24"><path d="`);
});
