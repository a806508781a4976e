import { describe, expect, it } from "vitest";
import { textCues } from "./spam-cues.ts";
import { normaliseText } from "./text.ts";

const cuesOf = (message: string) => textCues(normaliseText(message));

// A cue is one feature for the same concept in every language: what the model learns of it from
// the many English examples applies to a pitch in Greek or Korean, which share no word with them.
describe("the same pitch or need, in any language, shows the same cue", () => {
  it("a guarantee of the first page of Google", () => {
    for (const message of [
      "We guarantee first page rankings in 90 days.",
      "Выведем в ТОП-10, гарантия результата.",
      "3개월 안에 상위 노출을 보장해 드립니다.",
      "Εγγύηση αποτελεσμάτων, πρώτη σελίδα της Google.",
      "保证三个月内进入首页。",
    ])
      expect(cuesOf(message)).toEqual(expect.arrayContaining(["guarantee", "first-page"]));
  });

  it("white-label capacity at an hourly rate", () => {
    for (const message of [
      "We work as a white-label partner for agencies, from $25/hour.",
      "Trabajamos en marca blanca para agencias europeas, desde 28 USD por hora.",
      "Работаем под white label, ставка от 2200 руб/час.",
    ])
      expect(cuesOf(message)).toEqual(expect.arrayContaining(["white-label", "hourly-rate"]));
  });

  it("a client's need and budget, and an applicant's portfolio", () => {
    expect(cuesOf("Wir brauchen eine App, das Budget liegt bei 30.000 €.")).toEqual(expect.arrayContaining(["we-need", "budget"]));
    expect(cuesOf("私たちは予約アプリを作りたいです。予算は200万円です。")).toEqual(expect.arrayContaining(["we-need", "budget"]));
    expect(cuesOf("Моё портфолио и резюме по ссылке.")).toContain("applying");
  });

  it("nothing for a message that says none of these things", () => {
    expect(cuesOf("Thanks, see you on Tuesday.")).toEqual([]);
  });
});
