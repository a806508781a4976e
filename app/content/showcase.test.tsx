import { render, screen } from "@testing-library/react";
import { expect, it } from "vitest";
import { HeroShowcase } from "~/components/sections/hero-showcase";
import { heroShowcase, showcasedStudies, showcaseLimit, type Showcase } from "./showcase";
import { studyRecords } from "./study-records";

// Home's hero shows each product's own screen, named by its study. A study removed (an agency
// deleting the demo's) must leave nothing of it behind: no screen of its, no word of it.

const byId = new Map(heroShowcase.map(({ id, name: _name, sizes: _sizes, ...showcase }) => [id, showcase as Showcase]));
const lookup = (id: string) => byId.get(id);

/** The hero as the page draws it from these studies: every file it may load, and every word it says. */
function drawn(records: typeof studyRecords) {
  const { container, unmount } = render(<HeroShowcase studies={showcasedStudies(records, lookup)} />);
  const files = [...container.querySelectorAll("img, source")].flatMap((element) =>
    [element.getAttribute("src") ?? "", ...(element.getAttribute("srcset") ?? "").split(", ")].map((file) => file.split(" ")[0]!),
  );
  const words = [...container.querySelectorAll("img")].map((img) => img.alt).join(" ") + container.textContent;
  const shown = { files: files.filter(Boolean), words, images: container.querySelectorAll("img").length };
  unmount();
  return shown;
}

/** Every file a study's screen may load. */
const filesOf = ({ picture, dark }: Showcase) =>
  [picture, ...(dark ? [dark] : [])]
    .flatMap((p) => [p.img.src, ...Object.values(p.sources).flatMap((set) => set.split(", "))])
    .map((file) => file.split(" ")[0]!);

it("shows the first studies' own screens, optimised and sized, in the Work grid's order", () => {
  const expected = studyRecords.filter((record) => record.showcase).slice(0, showcaseLimit);
  expect(expected.length, "no study names a showcase screen").toBeGreaterThan(0);
  expect(heroShowcase.map((study) => study.id)).toEqual(expected.map((record) => record.id));
  render(<HeroShowcase studies={heroShowcase} />);
  for (const study of expected) {
    const img = screen.getByRole("img", { name: study.showcase!.alt });
    expect(img.getAttribute("width")).toMatch(/^\d+$/);
    expect(img.getAttribute("height")).toMatch(/^\d+$/);
    const picture = img.closest("picture")!;
    // The build's files (in a test, the dev server's names for them): AVIF first, WebP to fall back on.
    expect(picture.querySelector('source[type="image/avif"]')?.getAttribute("srcset")).toMatch(/ 320w, .+ 640w$/);
    expect(img.getAttribute("srcset")).toMatch(/ 320w, .+ 640w$/);
  }
  // One picture is fetched first: the largest, in the middle.
  expect(document.querySelectorAll('img[fetchpriority="high"]')).toHaveLength(1);
});

it("shows a product's dark screens in the dark scheme where it has them", () => {
  const withDark = heroShowcase.filter((study) => study.dark);
  expect(withDark.length, "no showcased product has a <name>.dark.png").toBeGreaterThan(0);
  render(<HeroShowcase studies={heroShowcase} />);
  for (const study of withDark) {
    const picture = screen.getByRole("img", { name: study.alt }).closest("picture")!;
    const dark = picture.querySelector("source[data-scheme-media]");
    expect(dark?.getAttribute("media")).toBe("(prefers-color-scheme: dark)");
    expect(dark?.getAttribute("srcset")).toBe(study.dark!.sources.avif);
    expect(dark?.getAttribute("srcset")).not.toBe(study.picture.sources.avif);
  }
});

it("leaves nothing of a removed study in the hero: neither its screen nor its name", () => {
  for (const gone of heroShowcase) {
    const hero = drawn(studyRecords.filter((record) => record.id !== gone.id));
    for (const file of filesOf(gone)) expect(hero.files, `${gone.id}'s screen stays behind`).not.toContain(file);
    expect(hero.words, `${gone.name} stays named`).not.toContain(gone.name);
    // The others stay.
    for (const kept of heroShowcase.filter((study) => study !== gone)) expect(hero.files).toContain(kept.picture.img.src);
  }
});

it("leaves out a study without a showcase, and shows nothing when none has one", () => {
  const [first, ...rest] = studyRecords;
  const hero = showcasedStudies(studyRecords, (id) => (id === first!.id ? undefined : lookup(id)));
  expect(hero.map((study) => study.id)).toEqual(rest.filter((record) => lookup(record.id)).map((record) => record.id));
  expect(showcasedStudies(studyRecords, () => undefined)).toEqual([]);
});
