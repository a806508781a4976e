import type * as React from "react";

// A number range and the word it counts ("1-2 business days", "(1-3)", "2-6 engineers") must not
// break at its hyphen. The words stay exactly as written (no look-alike hyphen is substituted):
// each range is wrapped in a span that does not wrap. So is a short compound such as "Wi-Fi" or
// "Co-op": "Wi-" at a line's end and "Fi" on the next reads as two words.
const range = /(\(?\d+-\d+\)?(?: business days| engineers| weeks)?|\b[A-Za-z]{1,3}-[A-Za-z]{1,3}\b)/;

/** The text with every number range and short compound kept on one line. */
export function keepTogether(text: string): React.ReactNode {
  const parts = text.split(range);
  if (parts.length === 1) return text;
  return parts.map((part, i) =>
    i % 2 === 1 ? (
      <span key={i} className="whitespace-nowrap">
        {part}
      </span>
    ) : (
      part
    ),
  );
}
