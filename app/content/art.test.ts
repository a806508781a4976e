import { expect, it } from "vitest";
import heroSvg from "../assets/art/hero.svg?raw";
import { heroArt } from "./art";
import { clients } from "./clients";
import { caseStudies } from "./work";

// The home hero draws three products we built. A study removed (an agency deleting the demo's)
// must not stay behind in the picture or its alt text: the hero may name only clients that still
// have a case study, and says which to redraw when one does not.

/** Clients the hero names (in its alt text or its drawing) that have no case study. */
function namedWithoutStudy(alt: string, svg: string, studyNames: readonly string[]): string[] {
  return clients.map((client) => client.name).filter((name) => (alt.includes(name) || svg.includes(name)) && !studyNames.includes(name));
}

it("names in the home hero only clients whose case study is on the site", () => {
  const stale = namedWithoutStudy(
    heroArt.alt,
    heroSvg,
    caseStudies.map((study) => study.name),
  );
  expect(stale, "redraw app/assets/art/hero.svg and its alt (heroArt in app/content/art.ts) without them").toEqual([]);
});

it("catches each named study removed from under the hero", () => {
  const studyNames = caseStudies.map((study) => study.name);
  for (const gone of studyNames.filter((name) => heroArt.alt.includes(name))) {
    expect(
      namedWithoutStudy(
        heroArt.alt,
        heroSvg,
        studyNames.filter((name) => name !== gone),
      ),
    ).toContain(gone);
  }
});
