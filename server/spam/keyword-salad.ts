// Keyword salad: a message that is a list of search phrases, not sentences. Seven or more short
// items between commas, pipes or line breaks, with almost no sentence words among them. A client
// who lists what they need ("design, build, hosting, SEO") writes fewer items, in a sentence.

const sentenceWords = new Set(
  (
    "i we you our my your us me is are was were be have has had do does would could should can will " +
    "please thanks thank hello hi dear need want like looking" +
    " ich wir sie ist sind haben bitte yo nosotros es son somos necesitamos jestem jesteśmy potrzebujemy je nous"
  ).split(" "),
);

export function isKeywordSalad(message: string): boolean {
  const items = message
    .split(/[,|;\n•·]+/)
    .map((item) => item.trim())
    .filter(Boolean);
  if (items.length < 7) return false;
  const shortItems = items.filter((item) => item.split(" ").length <= 5).length;
  if (shortItems / items.length < 0.8) return false;
  const words = message.split(/[^\p{L}']+/u).filter(Boolean);
  const sentence = words.filter((w) => sentenceWords.has(w)).length;
  return sentence / Math.max(words.length, 1) < 0.1;
}
