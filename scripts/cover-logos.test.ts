import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { coversOfClients, coverWithLogo, wordmarks } from "./cover-logos";

// One logo per client: a study's cover draws the same wordmark the logo strip does.
describe("case-study covers", () => {
  const covers = coversOfClients();

  // The demo's covers are rendered from their screens now (screens/cover.screen.tsx, whose Logo
  // is the sprite's, checked by screens-kit/brand-logos.test.tsx); an agency's SVG cover still is
  // found and kept in step here.
  it("finds a study's SVG cover when the study's name is a client's", () => {
    const dir = mkdtempSync(join(tmpdir(), "covers-"));
    try {
      for (const [study, name] of [
        ["harbour", "Gatepass"],
        ["elsewhere", "Not A Client"],
      ]) {
        mkdirSync(join(dir, study!));
        writeFileSync(join(dir, study!, "index.mdx"), `---\nname: ${name}\n---\n`);
        writeFileSync(join(dir, study!, "cover.svg"), "<svg></svg>");
      }
      expect(coversOfClients(dir).map((cover) => [cover.study, cover.client.id])).toEqual([["harbour", "gatepass"]]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it.each(covers.map((cover) => [cover.study, cover] as const))(
    "%s's cover shows its client's wordmark from the logo strip, and no other lettering of the name",
    (study, { client, file }) => {
      const cover = readFileSync(file, "utf8");
      const result = coverWithLogo(cover, client.id);
      expect("error" in result ? `app/content/work/${study}/cover.svg: ${result.error}` : "").toBe("");
      expect(cover, `app/content/work/${study}/cover.svg is stale: run npx tsx scripts/cover-logos.ts`).toBe(
        "svg" in result ? result.svg : "",
      );
      const typed = [...cover.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((text) => text[1]!.trim().toLowerCase());
      expect(typed, `${client.name} typed as text on the cover`).not.toContain(client.name.toLowerCase());
    },
  );

  it("draws a changed wordmark into the cover, in the slot's place and proportions", () => {
    const marks = new Map([["acme", { width: 80, body: "<path d='M0 0h80v40H0z'/>" }]]);
    const cover = `<svg><svg data-client-logo="acme" x="10" y="20" height="20" width="1" viewBox="0 0 1 1" fill="#fff"><path d="old"/></svg></svg>`;
    expect(coverWithLogo(cover, "acme", marks)).toEqual({
      svg: `<svg><svg data-client-logo="acme" x="10" y="20" height="20" fill="#fff" width="40" viewBox="0 0 80 40"><path d='M0 0h80v40H0z'/></svg></svg>`,
    });
    expect(coverWithLogo("<svg/>", "acme", marks)).toEqual({ error: expect.stringMatching(/^no <svg data-client-logo="acme"/) });
    expect(wordmarks().size).toBeGreaterThan(0);
  });
});
