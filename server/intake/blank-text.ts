// What counts as "blank": text a person reading the lead would see as empty. Spaces, as before,
// and every character that renders as nothing, so that a name of zero-width spaces or a company
// of Hangul fillers is refused or stored as "not given" rather than as an invisible lead.
//
// The set, as code point ranges (kept in step with db/migrations/0005_invisible_is_blank.sql,
// which checks the same set in the database; server/intake/blank-text.test.ts compares them):
//   - Unicode White_Space: tabs and line breaks, NBSP, the typographic spaces U+2000–U+200A,
//     line and paragraph separators, the ideographic space U+3000, ...
//   - General category Cf (format characters): soft hyphen U+00AD, zero-width space, (non-)joiners
//     and direction marks U+200B–U+200F and U+202A–U+202E, word joiner and invisible operators
//     U+2060–U+2064, BOM U+FEFF, Arabic/Syriac/Egyptian format marks, tag characters, ...
//   - Default_Ignorable_Code_Point: what fonts must draw as nothing even when unknown, which adds
//     the "blank-looking letters" Hangul fillers U+115F, U+1160, U+3164, U+FFA0, the combining
//     grapheme joiner U+034F, Mongolian and other variation selectors U+180B–U+180F, U+FE00–U+FE0F,
//     U+E0100–U+E01EF, Khmer inherent vowels U+17B4–U+17B5, ...
//   - U+2800 BRAILLE PATTERN BLANK: a symbol (So), but the customary "invisible name" trick.
// Not included: combining marks on their own (they render as floating accents), and characters
// that look like letters or dots; control characters are refused outright elsewhere.
export const blankRanges: readonly (readonly [number, number])[] = [
  [0x0009, 0x000d],
  [0x0020, 0x0020],
  [0x0085, 0x0085],
  [0x00a0, 0x00a0],
  [0x00ad, 0x00ad],
  [0x034f, 0x034f],
  [0x0600, 0x0605],
  [0x061c, 0x061c],
  [0x06dd, 0x06dd],
  [0x070f, 0x070f],
  [0x0890, 0x0891],
  [0x08e2, 0x08e2],
  [0x115f, 0x1160],
  [0x1680, 0x1680],
  [0x17b4, 0x17b5],
  [0x180b, 0x180f],
  [0x2000, 0x200f],
  [0x2028, 0x202f],
  [0x205f, 0x206f],
  [0x2800, 0x2800],
  [0x3000, 0x3000],
  [0x3164, 0x3164],
  [0xfe00, 0xfe0f],
  [0xfeff, 0xfeff],
  [0xffa0, 0xffa0],
  [0xfff0, 0xfffb],
  [0x110bd, 0x110bd],
  [0x110cd, 0x110cd],
  [0x13430, 0x1343f],
  [0x1bca0, 0x1bca3],
  [0x1d173, 0x1d17a],
  [0xe0000, 0xe0fff],
];

const escape = (codePoint: number) => `\\u{${codePoint.toString(16)}}`;
const blankClass = blankRanges.map(([from, to]) => (from === to ? escape(from) : `${escape(from)}-${escape(to)}`)).join("");
const onlyBlank = new RegExp(`^[${blankClass}]*$`, "u");

/** True for "", spaces, and text made only of characters that render as nothing. */
export const isBlank = (text: string): boolean => onlyBlank.test(text);
