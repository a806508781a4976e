// Text as the spam check reads it: one form of each character, no invisible ones, single spaces.

// Zero-width and other format characters (U+200B, U+200C, U+200D, U+2060, U+FEFF, soft hyphen, …)
// that spammers put inside words to slip past phrase lists.
const invisible = /[\p{Cf}]/gu;

/** NFKC (so 𝐛𝐨𝐥𝐝 and ｗｉｄｅ letters read as plain ones), lower case, no invisible characters, single spaces. */
export function normaliseText(text: string): string {
  return text
    .normalize("NFKC")
    .replace(invisible, "")
    .toLowerCase()
    .replace(/[\u2018\u2019\u201b\u2032]/g, "'")
    .replace(/[\u201c\u201d\u201e\u2033]/g, '"')
    .replace(/\s+/g, " ")
    .trim();
}
