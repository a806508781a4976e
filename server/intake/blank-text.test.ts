// The blank rule, checked against Unicode's own properties and against the database's CHECK
// constraints on both engines, character by character.
import { expect, it } from "vitest";
import { describeEachEngine } from "../../testing/database-engines.ts";
import { blankRanges, isBlank } from "./blank-text.ts";

const everyCodePoint = function* () {
  for (let codePoint = 0; codePoint <= 0x10ffff; codePoint++) if (codePoint < 0xd800 || codePoint > 0xdfff) yield codePoint;
};
const inRanges = (codePoint: number) => blankRanges.some(([from, to]) => codePoint >= from && codePoint <= to);

it("is exactly White_Space, the format characters, the default-ignorable ones and the blank Braille pattern", () => {
  const byProperty = /^[\p{White_Space}\p{Cf}\p{Default_Ignorable_Code_Point}\u2800]$/u;
  const disagreements = [...everyCodePoint()].filter(
    (codePoint) => byProperty.test(String.fromCodePoint(codePoint)) !== inRanges(codePoint),
  );
  expect(disagreements.map((codePoint) => `U+${codePoint.toString(16).toUpperCase()}`)).toEqual([]);
});

it("calls text blank only when every character is", () => {
  expect(isBlank("\u200b\u2060\u3164\ufeff\u00ad\u180e\u115f\u1160\u2800 \t")).toBe(true);
  expect(isBlank("")).toBe(true);
  for (const visible of ["a", "\u200bA", "李", "🚀", "\u0301", "\u2801", "\ufffc", "."]) expect(isBlank(visible)).toBe(false);
});

// Each range's first, middle and last character, alone and repeated; and characters that merely
// look thin or empty-ish but are visible.
const blankSamples = blankRanges
  .flatMap(([from, to]) => [from, Math.floor((from + to) / 2), to])
  .map((codePoint) => String.fromCodePoint(codePoint));
const visibleSamples = ["a", "é", "李", "🚀", "\u0301", "\u2801", "\u3165", "\ufffc", "\u00b7", "\u02d9"];

describeEachEngine("the database's rule for a present name, message and company", (engine) => {
  it("agrees with the server's for every kind of blank character and for visible ones", async () => {
    // Each candidate in one transaction, each insert behind a savepoint; nothing is kept.
    const refusedBy = async (field: "name" | "message" | "company", value: string) =>
      engine().db.sql.transaction(async (tx) => {
        const row = { name: "Ada", email: "ada@example.com", company: null as string | null, message: "Hello", [field]: value };
        await tx.query("savepoint candidate");
        try {
          await tx.query("insert into public.contact_submissions (name, email, company, message) values ($1, $2, $3, $4)", [
            row.name,
            row.email,
            row.company,
            row.message,
          ]);
          return false;
        } catch (error) {
          await tx.query("rollback to savepoint candidate");
          expect((error as { code?: string }).code).toBe("23514");
          return true;
        }
      });
    await engine().db.setRateLimits({ perClient: Infinity, perClientWindowSeconds: 600, globalPerMinute: Infinity });
    const outcomes: string[] = [];
    for (const field of ["name", "message", "company"] as const) {
      for (const sample of blankSamples)
        if (!(await refusedBy(field, sample.repeat(2)))) outcomes.push(`${field} accepted blank U+${sample.codePointAt(0)!.toString(16)}`);
      for (const sample of visibleSamples) if (await refusedBy(field, sample)) outcomes.push(`${field} refused visible ${sample}`);
    }
    expect(outcomes).toEqual([]);
  });
});
