// The links in a field: written with a scheme, with www., or as a bare domain ("t.me/x").

export type FoundLink = { text: string; host: string; explicit: boolean };

// Top-level domains a bare "word.tld" must end in to count as a link: common generic ones and
// country codes, but not ones that are also file extensions people write (README.md, main.py, app.js).
const bareTlds = new Set(
  (
    "com net org info biz io co ai app dev me ly gd cc tv gg to ws top xyz site online store shop live club pro " +
    "link click space website blog news tech digital agency studio design art page world today icu vip bet casino " +
    "de es fr it pl uk jp ru nl ch at be se no dk fi cz sk pt br mx ar cl pe in cn hk sg au nz ca us eu ie gr ro hu " +
    "ua by kz tr il ae sa za ng ke ma eg vn th id my ph kr tw su"
  ).split(" "),
);

const explicitLink = /\b(?:https?:\/\/|www\.)[^\s<>"'[\]{}|\\^`]+/giu;
// A bare domain: labels of letters/digits/hyphens, a known TLD, optionally a path. Not after "@"
// (an e-mail address is not a link) and not inside a longer word.
const bareLink = /(?<![@\p{L}\p{N}.\-/])((?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+([a-z]{2,12}))(?![\p{L}\p{N}-])(\/[^\s<>"']*)?/giu;

const trailingPunctuation = new Set(".,;:!?)");

/**
 * `link` without the punctuation that ends the sentence around it ("example.com)." → "example.com"),
 * in one backward scan: the regex /[.,;:!?)]+$/ backtracks, trying every position of a run of such
 * characters to its end, and a 5,000-character message made of one cost the event loop 0.3-0.7 s.
 */
export function withoutTrailingPunctuation(link: string): string {
  let end = link.length;
  while (end > 0 && trailingPunctuation.has(link[end - 1]!)) end--;
  return link.slice(0, end);
}

function hostOf(link: string): string {
  const withScheme = /^https?:\/\//i.test(link) ? link : `http://${link}`;
  try {
    return new URL(withScheme).hostname.replace(/^www\./, "").toLowerCase();
  } catch {
    return "";
  }
}

/** Every link in the text, in order; a link written with a scheme is not found twice. */
export function findLinks(text: string): FoundLink[] {
  const links: FoundLink[] = [];
  const rest = text.replace(explicitLink, (match) => {
    const trimmed = withoutTrailingPunctuation(match);
    links.push({ text: trimmed, host: hostOf(trimmed), explicit: true });
    return " ";
  });
  for (const match of rest.matchAll(bareLink)) {
    const tld = match[2]!.toLowerCase();
    if (!bareTlds.has(tld)) continue;
    const trimmed = withoutTrailingPunctuation(match[0]);
    links.push({ text: trimmed, host: hostOf(trimmed), explicit: false });
  }
  return links;
}

/** Whether host is domain or a subdomain of it. */
export const isWithin = (host: string, domain: string) => host === domain || host.endsWith(`.${domain}`);

// Services whose whole job is to hide where a link goes.
const shorteners = [
  "bit.ly",
  "bitly.com",
  "tinyurl.com",
  "t.co",
  "goo.gl",
  "ow.ly",
  "is.gd",
  "v.gd",
  "buff.ly",
  "rebrand.ly",
  "cutt.ly",
  "shorturl.at",
  "tiny.cc",
  "rb.gy",
  "t.ly",
  "s.id",
  "bl.ink",
  "clck.ru",
  "qrco.de",
  "shorte.st",
  "adf.ly",
  "u.to",
  "x.co",
  "soo.gd",
  "tiny.one",
  "shorturl.asia",
  "urlz.fr",
  "surl.li",
  "gg.gg",
  "cli.re",
];
export const isShortener = (host: string) => shorteners.some((domain) => isWithin(host, domain));

// Where clients keep the work they want to show us: these links never count against a message.
const workTools = [
  "figma.com",
  "loom.com",
  "github.com",
  "gitlab.com",
  "bitbucket.org",
  "notion.so",
  "notion.site",
  "docs.google.com",
  "drive.google.com",
  "dropbox.com",
  "youtube.com",
  "youtu.be",
  "vimeo.com",
  "behance.net",
  "dribbble.com",
  "linkedin.com",
  "instagram.com",
  "vercel.app",
  "netlify.app",
  "miro.com",
  "trello.com",
  "airtable.com",
  "wetransfer.com",
  "canva.com",
  "codepen.io",
  "codesandbox.io",
  "stackblitz.com",
];
export const isWorkTool = (host: string) => workTools.some((domain) => isWithin(host, domain));
