import { describe, expect, it } from "vitest";
import type { PageHandle } from "~/lib/page-handle";
import { formResultPages, hydratingScreens, notFoundPage, pages } from "~/routes-list";

// The bundle's chunks are cut by the list of pages that hydrate (scripts/hydrating-chunks.ts);
// a page that starts to hydrate without being on it would load chunks cut for other pages.
const screens = import.meta.glob<{ handle?: Partial<PageHandle> }>(["./*.tsx", "!./*.test.tsx"], { eager: true });

describe("the pages that hydrate", () => {
  it("are the screens whose route asks for hydration, no more and no fewer", () => {
    const all = new Set([...pages, ...formResultPages, notFoundPage].map((page) => page.screen));
    const asking = [...all].filter((screen) => screens[`./${screen.replace(/^routes\//, "")}`]?.handle?.hydrate === true);
    expect(asking.sort()).toEqual([...hydratingScreens].sort());
  });
});
