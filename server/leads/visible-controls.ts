// A lead stored before the database refused control characters (or by a path that skipped the
// checks) may hold one: ESC or CSI (U+009B) would drive the operator's terminal, a lone CR would
// overwrite what it shows. Every such character is shown as a visible code instead: <U+001B>.
// Tab, line feed and CRLF are text and stay. Bidi controls and direction marks (U+200E/F,
// U+202A-U+202E, U+2066-U+2069) are shown the same way: they would reorder what the operator, or
// a chat or mail reader, sees of the text around them.

// eslint-disable-next-line no-control-regex -- finding control characters is the point
const control = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]|\r(?!\n)/g;
/** Only the bidi controls and direction marks: for text whose control characters are dealt with otherwise. */
const bidiControl = /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

const code = (character: string) => `<U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}>`;

export const showControls = (text: string) => text.replace(control, code);
export const showBidiControls = (text: string) => text.replace(bidiControl, code);
export const withoutBidiControls = (text: string) => text.replace(bidiControl, "");

/**
 * JSON with every control character escaped (JSON.stringify escapes C0 but writes DEL and C1 as
 * they are): the same data when parsed, nothing a terminal acts on when printed.
 */
export const jsonWithoutControls = (value: unknown, indent?: number) =>
  JSON.stringify(value, null, indent).replace(
    /[\u007f-\u009f]/g,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
