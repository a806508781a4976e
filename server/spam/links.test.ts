// Every insert runs the spam check over the message (up to 5,000 characters): finding its links
// must cost time in proportion to its length, whatever a sender writes.
import { describe, expect, it } from "vitest";
import { findLinks, withoutTrailingPunctuation } from "./links.ts";

describe("findLinks", () => {
  it("takes trailing punctuation off a link, and keeps it inside", () => {
    expect(findLinks("See https://example.com/a.b?c=d).,!").map((link) => link.text)).toEqual(["https://example.com/a.b?c=d"]);
    expect(findLinks("at t.me/x)).").map((link) => link.text)).toEqual(["t.me/x"]);
  });

  it("handles a 5,000-character link made of punctuation in linear time", () => {
    // A backtracking trim (/[.,;:!?)]+$/) tried every position of such a run to its end: 0.3-0.7 s
    // of event loop per message. A backward scan is a few microseconds.
    const messages = [`http://a${".,".repeat(2_495)}x`, `x.com/${")".repeat(4_990)}x`, `www.a${"!?".repeat(2_495)}`];
    const started = performance.now();
    for (const message of messages) expect(findLinks(message)).toHaveLength(1);
    expect(performance.now() - started).toBeLessThan(250);
  });

  it("trims a million characters of punctuation in linear time", () => {
    // Quadratic, this would take hours; a backward scan takes milliseconds.
    const started = performance.now();
    expect(withoutTrailingPunctuation(`x.com${".,)".repeat(333_333)}`)).toBe("x.com");
    expect(withoutTrailingPunctuation(`x.com/${".a".repeat(500_000)}`)).toHaveLength(1_000_006);
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});
