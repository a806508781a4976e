import { describe, expect, it } from "vitest";
import { spanClasses } from "./service-categories";

/** Fills a grid of `columns` with the cards' spans; returns the rows' used cells. */
function rows(count: number, breakpoint: "md" | "lg", columns: number) {
  const filled: number[] = [0];
  for (let i = 0; i < count; i++) {
    const span = spanClasses(i, count).includes(`${breakpoint}:col-span-2`) ? 2 : 1;
    if (filled.at(-1)! + span > columns) filled.push(0);
    filled.push(filled.pop()! + span);
  }
  return filled;
}

describe("service card spans", () => {
  it.each([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])("%i cards leave no hole in two or three columns", (count) => {
    for (const [breakpoint, columns] of [
      ["md", 2],
      ["lg", 3],
    ] as const) {
      const used = rows(count, breakpoint, columns);
      if (count >= columns)
        expect(
          used.every((cells) => cells === columns),
          `${breakpoint}: ${used.join(",")}`,
        ).toBe(true);
    }
  });
});
