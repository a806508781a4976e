// Random strings that bots type into every field: keyboard mashes and mixed-case noise.
// Only plain Latin letters are judged: names in other scripts and words with diacritics are
// never "random" here, and real words with long consonant runs (German, Polish) are left alone
// by asking for no vowel at all, or for case flips that no name or brand has.

const vowels = /[aeiouy]/i;

/** Whether one word looks typed at random. */
export function isRandomToken(token: string): boolean {
  if (!/^[A-Za-z]+$/.test(token) || token.length < 7) return false;
  // "dfgkjhdfkg": seven or more letters and no vowel.
  if (!vowels.test(token)) return true;
  // "xKqPzRmLtVbN": case flips after the first letter (GitHub, iPhone, McDonald have two at most).
  let flips = 0;
  for (let i = 2; i < token.length; i++) {
    const upper = (c: string) => c !== c.toLowerCase();
    if (upper(token[i]!) !== upper(token[i - 1]!)) flips++;
  }
  if (flips >= 4) return true;
  // "hkjsdfhkj": long stretches with a vowel share far below any language's.
  const vowelCount = token.replace(/[^aeiouy]/gi, "").length;
  return token.length >= 9 && vowelCount / token.length < 0.15;
}

/** Whether a field is mostly random words: at least one, and at least half of its Latin words. */
export function isGibberish(field: string): boolean {
  const words = field.split(/[^A-Za-z\u00C0-\u024F]+/).filter((w) => w.length >= 3);
  if (words.length === 0) return false;
  const random = words.filter(isRandomToken).length;
  return random >= 1 && random * 2 >= words.length;
}
