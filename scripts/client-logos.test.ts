import { readFileSync } from "node:fs";
import { expect, it } from "vitest";
import { clients } from "../app/content/clients";
import { testimonials } from "../app/content/testimonials";
import { clientLogoSprite, clientLogoWidths, spriteFile, widthsFile } from "./client-logos";

it("the committed wordmark sprite and its widths are what scripts/client-logos.ts makes today", async () => {
  const sprite = await clientLogoSprite();
  const stale = "app/assets/client-logos.* is stale: run npx tsx scripts/client-logos.ts";
  expect(readFileSync(spriteFile, "utf8"), stale).toBe(sprite);
  expect(readFileSync(widthsFile, "utf8"), stale).toBe(clientLogoWidths(sprite));
});

it("gives every client its own wordmark: a symbol each, no two drawn alike", () => {
  const sprite = readFileSync(spriteFile, "utf8");
  const symbols = [...sprite.matchAll(/<symbol id="([^"]+)"[^>]*>([\s\S]*?)<\/symbol>/g)];
  expect(symbols.map((symbol) => symbol[1])).toEqual(clients.map((client) => client.id));
  expect(new Set(symbols.map((symbol) => symbol[2])).size).toBe(clients.length);
  expect(new Set(clients.map((client) => client.mark)).size, "each client its own mark").toBe(clients.length);
  expect(new Set(clients.map((client) => client.face.family)).size, "each client its own typeface").toBe(clients.length);
});

it("draws the wordmarks in the text's colour, so they take the brand's ink in either scheme", () => {
  expect(readFileSync(spriteFile, "utf8")).not.toMatch(/fill="#|stroke="#|style=/);
});

it("has a wordmark for every testimonial's company", () => {
  const ids = clients.map((client) => client.id);
  for (const testimonial of testimonials) expect(ids, testimonial.company).toContain(testimonial.client);
});
