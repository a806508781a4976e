// What form-filling bots and scanners type that no person writing to the studio does: injection
// payloads (XSS, SQL, log4j, prototype pollution), mail-merge placeholders left unfilled, filler
// ("test", "lorem ipsum", "undefined"), keyboard runs and one character or word over and over.
// The learned model cannot see these: they are short, and their words are anyone's.
//
// A client reporting a bug may quote a placeholder or a tag ("the page shows {{ message }}"), so
// a probe inside a longer message weighs less than a message that is nothing but one.

const injection =
  /<\s*script\b|\bon(?:error|load|mouseover)\s*=|javascript:|'\s*or\s*'?1'?\s*=\s*'?1|\bdrop\s+table\b|\bunion\s+(?:all\s+)?select\b|\$\{\s*jndi:|__proto__|\.\.\/\.\.\/|<\?php|<\s*iframe\b|\bsleep\(\d+\)|\bwaitfor\s+delay\b/i;

// {first_name}, {{ contact.firstname }}, [FIRST_NAME], %MESSAGE%, [Your Name]
const placeholder = /\{\{\s*[\w.]+\s*\}\}|\{\s*[a-z_]+(?:\.[a-z_]+)?\s*\}|\[(?:[A-Z_]{4,}|your (?:name|company|website))\]|%[A-Z_]{4,}%/g;

// A whole message that says nothing but this (compared without punctuation or case). Not a bare
// greeting ("Hi", "Hello"): a person trying the form, or sending before they finished, writes one
// too, and one genuine lead held costs more than many bots let through.
const fillers = new Set([
  "test",
  "testing",
  "test test",
  "test message",
  "this is a test",
  "this is a test message",
  "this is a test message please ignore",
  "hello world",
  "undefined",
  "null",
  "nan",
  "message",
  "your message",
  "text",
  "subject",
  "hello and bye",
  "asdf",
  "qwerty",
  "xxx",
]);

// Runs along a keyboard's rows, forwards or backwards: "qwerty", "asdfgh", "poiuy", "mnbvc".
// (Letters only: digits in a row are a phone number's as often as a bot's.)
const rows = ["qwertyuiop", "asdfghjkl", "zxcvbnm", "qwertzuiop", "azertyuiop"];
const keyboardRuns = rows.flatMap((row) => {
  const runs: string[] = [];
  for (const line of [row, [...row].reverse().join("")]) for (let i = 0; i + 5 <= line.length; i++) runs.push(line.slice(i, i + 5));
  return runs;
});

const plain = (text: string) =>
  text
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();

/** How much of a probe the message is: 1 when it is nothing else, 0.5 inside a longer message, 0 when none. */
export function botProbeWeight(message: string): number {
  const text = message.trim();
  const line = plain(text);
  const words = line.split(" ").filter(Boolean);
  // Nothing but punctuation, emoji or question marks where a script lost the characters.
  if (words.length === 0) return 1;
  const short = words.length <= 12;
  if (injection.test(text)) return short ? 1 : 0.5;
  const placeholders = new Set(text.match(placeholder) ?? []).size;
  if (placeholders >= 2) return 1;
  if (placeholders === 1) return short ? 1 : 0.5;
  if (fillers.has(line)) return 1;
  if (/^lorem ipsum\b/.test(line)) return 1;
  if (/^mozilla\/\d/i.test(text)) return 1;
  if (/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(text)) return 1;
  const squashed = words.join("");
  if (short && squashed.length >= 5 && keyboardRuns.some((run) => squashed.includes(run))) return 1;
  // Syllables typed over and over ("asdfasdfasdf", "fgfgfgfg sdfsdf"): most words a unit repeated.
  if (short) {
    const stutters = words.filter((word) => word.length >= 6 && /^\p{L}{0,3}?(\p{L}{2,4})\1{1,}\p{L}{0,3}$/u.test(word)).length;
    if (stutters * 2 >= words.length) return 1;
  }
  // One character ten times over, or one word the whole message long.
  if (/(\p{L})\1{9,}/u.test(text)) return 1;
  if (words.length >= 3 && new Set(words).size === 1) return 1;
  // Text decoded with the wrong character set ("Ã¤Ã¶Ã¼", "â€™") by a script, never by a browser.
  if ((text.match(/Ã[\u0080-\u00bf]|â€|Ð[\u0080-\u00bf]/g) ?? []).length >= 3) return 1;
  return 0;
}
