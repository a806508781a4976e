import { readFileSync } from "node:fs";
import { expect, it } from "vitest";
import { clients, wordmarks } from "../app/content/clients";
import { testimonials } from "../app/content/testimonials";
import { clientLogoSprite, clientLogoWidths, inkArea, spriteFile, widthsFile } from "./client-logos";

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
  // Each clash named: "Loopline and Northwind share the typeface unbounded".
  const clashes = (what: string, key: (client: (typeof clients)[number]) => string) =>
    clients.flatMap((client, i) =>
      clients
        .slice(i + 1)
        .flatMap((other) => (key(client) === key(other) ? [`${client.name} and ${other.name} share the ${what} ${key(client)}`] : [])),
    );
  expect(clashes("mark", (client) => wordmarks[client.id].mark)).toEqual([]);
  expect(clashes("typeface", (client) => wordmarks[client.id].face.family)).toEqual([]);
});

it("draws the wordmarks in the text's colour, so they take the brand's ink in either scheme", () => {
  expect(readFileSync(spriteFile, "utf8")).not.toMatch(/fill="#|stroke="#|style=/);
});

it("has a wordmark for every testimonial's company", () => {
  const ids = clients.map((client) => client.id);
  for (const testimonial of testimonials) expect(ids, testimonial.company).toContain(testimonial.client);
});

it("balances the row: no wordmark is drawn much wider or puts down much more ink than another", async () => {
  // Set at one type size, Afterglow (Syne 800) came out 1.7 times as wide as Clipwise and twice its ink.
  const sprite = readFileSync(spriteFile, "utf8");
  const drawings = [...sprite.matchAll(/<symbol id="([^"]+)" viewBox="0 0 (\d+) 40">([\s\S]*?)<\/symbol>/g)].map(([, id, width, body]) => ({
    id,
    width: Number(width),
    body: body!,
  }));
  const widths = drawings.map((drawing) => drawing.width);
  expect(Math.max(...widths) / Math.min(...widths), "widest / narrowest").toBeLessThan(1.35);
  const inks = await Promise.all(drawings.map((drawing) => inkArea(drawing.body, drawing.width)));
  expect(Math.max(...inks) / Math.min(...inks), "most ink / least").toBeLessThan(1.35);
});
