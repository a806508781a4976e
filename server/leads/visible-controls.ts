// A lead stored before the database refused control characters (or by a path that skipped the
// checks) may hold one: ESC or CSI (U+009B) would drive the operator's terminal, a lone CR would
// overwrite what it shows. Every such character is shown as a visible code instead: <U+001B>.
// Tab, line feed and CRLF are text and stay.

// eslint-disable-next-line no-control-regex -- finding control characters is the point
const control = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]|\r(?!\n)/g;

const code = (character: string) => `<U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}>`;

export const showControls = (text: string) => text.replace(control, code);

/**
 * JSON with every control character escaped (JSON.stringify escapes C0 but writes DEL and C1 as
 * they are): the same data when parsed, nothing a terminal acts on when printed.
 */
export const jsonWithoutControls = (value: unknown, indent?: number) =>
  JSON.stringify(value, null, indent).replace(
    /[\u007f-\u009f]/g,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
