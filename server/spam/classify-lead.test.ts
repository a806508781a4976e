import { describe, expect, it } from "vitest";
import { classifyLead, isDisposableAddress, messageFingerprint, type SpamContext, type SpamInput } from "./classify-lead.ts";
import { genuineCorpus } from "./corpus/genuine.ts";
import { spamCorpus } from "./corpus/spam.ts";

const noContext: SpamContext = { senderRule: null, sameMessageFromOtherAddresses: 0 };
const lead = (fields: Partial<SpamInput>): SpamInput => ({
  name: "Robin Meyer",
  email: "robin@meyer-studio.de",
  company: null,
  message: "Hello, we would like a new website for our shop. Could you send us a quote?",
  ...fields,
});
/** The explainable rules alone (no model): what each rule does by itself. */
const verdict = (fields: Partial<SpamInput>, context: Partial<SpamContext> = {}) =>
  classifyLead(lead(fields), { ...noContext, ...context }, null);
/** The whole filter: the rules and the shipped model. */
const filterVerdict = (fields: Partial<SpamInput>, context: Partial<SpamContext> = {}) =>
  classifyLead(lead(fields), { ...noContext, ...context });

describe("each signal alone names its reason and does not hold the lead", () => {
  const alone: [reason: string, fields: Partial<SpamInput>, context?: Partial<SpamContext>][] = [
    ["disposable-address", { email: "robin@mailinator.com" }],
    ["link-shortener", { message: "Our brief is at https://bit.ly/4abcXYZ, could you take a look and quote it?" }],
    [
      "three-links",
      { message: "Compare https://alpha-shop.com, https://beta-store.net and https://gamma-market.org, we want ours like that." },
    ],
    ["bbcode-link", { message: "[url=https://meyer-studio.de]our site[/url] needs a new look, can you help?" }],
    ["html-link", { message: 'Please see <a href="https://meyer-studio.de">our site</a>, it needs a new look.' }],
    ["url-in-company", { company: "https://meyer-studio.de" }],
    ["only-a-link", { message: "https://meyer-studio.de/brief" }],
    ["known-spam-phrase", { message: "Please quote a redesign; our old SEO agency promised page one of Google and never delivered." }],
    ["gibberish", { name: "qXzRtPwLmKvB" }],
    ["repeated-message", {}, { sameMessageFromOtherAddresses: 2 }],
  ];
  for (const [reason, fields, context] of alone) {
    it(reason, () => {
      const result = verdict(fields, context);
      expect(result.reasons).toEqual([reason]);
      expect(result.spam).toBe(false);
    });
  }

  it("a plain enquiry has no reason at all", () => {
    expect(verdict({})).toEqual({ spam: false, score: 0, reasons: [] });
  });
});

describe("signals that are strong enough alone, or together, hold the lead", () => {
  it("url-in-name: a link where a name belongs", () => {
    const result = verdict({ name: "Win big → https://prize-desk.top/claim" });
    expect(result.reasons).toContain("url-in-name");
    expect(result.spam).toBe(true);
  });

  it("a shortened link from a disposable address", () => {
    const result = verdict({ email: "x1@guerrillamail.com", message: "Look at this https://tinyurl.com/y7abc12 now" });
    expect(result.reasons).toEqual(expect.arrayContaining(["disposable-address", "link-shortener"]));
    expect(result.spam).toBe(true);
  });

  it("BBCode and HTML anchors together", () => {
    const result = verdict({ message: '[url=https://x-deals.shop]deals[/url] and <a href="https://x-deals.shop/b">more deals</a>' });
    expect(result.reasons).toEqual(expect.arrayContaining(["bbcode-link", "html-link"]));
    expect(result.spam).toBe(true);
  });

  it("several spam phrases of different kinds", () => {
    const result = verdict({
      message: "We sell do-follow backlinks and publish a sponsored post on high authority blogs to get you to the top of Google.",
    });
    expect(result.reasons).toEqual(["known-spam-phrase"]);
    expect(result.spam).toBe(true);
  });

  it("spam phrasing in German, Spanish, Polish and French", () => {
    for (const message of [
      "Wir bieten Suchmaschinenoptimierung mit Garantie: Ihre Firma auf der ersten Seite bei Google, dazu hochwertige Backlinks.",
      "Le ofrecemos posicionamiento web garantizado en la primera página de Google y enlaces dofollow baratos.",
      "Oferujemy pozycjonowanie stron i gwarantujemy pierwszą stronę w Google, linki dofollow w cenie.",
      "Nous garantissons votre site en première page de Google grâce à nos backlinks de qualité.",
    ]) {
      const result = verdict({ message });
      expect(result.reasons, message).toContain("known-spam-phrase");
      expect(result.spam, message).toBe(true);
    }
  });

  it("keyword salad: a list of product keywords with a link", () => {
    const result = verdict({
      message:
        "cheap garden furniture, teak benches sale, outdoor sofa deals, rattan chairs discount, patio umbrellas cheap, garden loungers offer, parasol bases sale https://garden-deals.shop",
    });
    expect(result.reasons).toContain("keyword-salad");
    expect(result.spam).toBe(true);
  });

  it("gibberish in every field", () => {
    const result = verdict({ name: "PqWzXtRvLmNb", company: "KjHgFdQwErTy", message: "mNbVcXzLkJhGfDsA" });
    // The message is also a run along the keyboard's bottom row: a bot's probe.
    expect(result.reasons).toEqual(["gibberish", "bot-probe"]);
    expect(result.spam).toBe(true);
  });

  it("the same long message from many addresses", () => {
    expect(verdict({}, { sameMessageFromOtherAddresses: 6 }).spam).toBe(true);
  });

  it("repeated-message does not count a short message (many people write 'Hi, call me back')", () => {
    expect(verdict({ message: "Please call me back." }, { sameMessageFromOtherAddresses: 9 }).reasons).toEqual([]);
  });
});

describe("the operator's rules", () => {
  it("a deny rule holds even a plain enquiry, with the reason sender-marked-spam", () => {
    const result = filterVerdict({}, { senderRule: "deny" });
    expect(result.spam).toBe(true);
    expect(result.reasons).toContain("sender-marked-spam");
  });

  it("an allow rule lowers the score, it does not skip the rules: a casino pitch with three short links in a trusted name is held", () => {
    // Issue 42, finding 7: after --not-spam on pat@example.org, anyone could write in that name.
    const casino = {
      name: "Pat",
      email: "pat@example.org",
      message:
        "WELCOME BONUS 500% + 200 FREE SPINS at our online casino! Claim here https://bit.ly/spin1 https://tinyurl.com/spin2 https://t.co/spin3 and withdraw winnings instantly.",
    };
    const trusted = filterVerdict(casino, { senderRule: "allow" });
    expect(trusted.spam).toBe(true);
    expect(trusted.reasons).toEqual(expect.arrayContaining(["link-shortener", "three-links", "sender-trusted"]));
    expect(trusted.score).toBe(Math.round((filterVerdict(casino).score - 1) * 100) / 100);
  });

  it("an allow rule still delivers its sender's ordinary message that a rule alone would hold", () => {
    const fields = { message: "Our new brief: [url=https://bit.ly/pat-brief]brief[/url], and the budget is as discussed." };
    expect(filterVerdict(fields).spam).toBe(true);
    const result = filterVerdict(fields, { senderRule: "allow" });
    expect(result.spam).toBe(false);
    expect(result.reasons).toEqual(expect.arrayContaining(["bbcode-link", "sender-trusted"]));
  });
});

describe("genuine enquiries that look unusual are delivered", () => {
  const unusual: [string, Partial<SpamInput>][] = [
    ["German", { message: "Guten Tag, wir brauchen einen Onlineshop für unsere Weinhandlung. Können wir nächste Woche telefonieren?" }],
    ["Spanish", { message: "Hola, necesitamos una aplicación para reservas en nuestro hotel rural. ¿Tenéis disponibilidad en primavera?" }],
    ["Japanese", { name: "鈴木一郎", message: "ウェブサイトの制作をお願いしたいです。ご連絡をお待ちしております。" }],
    ["Polish", { message: "Dzień dobry, szukamy agencji do przebudowy sklepu internetowego. Czy możemy porozmawiać?" }],
    ["one word", { message: "Pricing?" }],
    [
      "their own site, Figma, Loom and GitHub",
      {
        message:
          "Site: https://meyer-studio.de, designs: https://www.figma.com/file/abc123/Shop, walkthrough: https://www.loom.com/share/0a1b2c3d, code: https://github.com/meyer/shop",
      },
    ],
    [
      "a fintech founder on money and crypto",
      {
        message:
          "We run a regulated crypto exchange for retail investors. We need a dashboard that shows portfolio returns, trading fees, interest on stablecoin deposits and loan collateral. Budget 80k.",
      },
    ],
    ["an angry client in capitals", { message: "THE CONTACT FORM IS BROKEN AGAIN AND CUSTOMERS ARE CALLING US. FIX IT TODAY!!!" }],
    [
      "a marketing agency proposing a partnership",
      {
        company: "Brightline Marketing",
        message:
          "We are a marketing agency (SEO, paid social) and would like to partner with a development studio for our clients' website builds. Open to a call?",
      },
    ],
    ["a domain as the company name", { company: "meyer-studio.de" }],
    ["a commit hash in a bug report", { message: "Since deploy 3f9a2c1e the checkout throws an error. Order INV-2026-0042 failed." }],
    [
      "a Polish word with many consonants",
      { name: "Grzegorz Szczepański", message: "Chrząszcz brzmi w trzcinie – a my potrzebujemy strony." },
    ],
  ];
  for (const [what, fields] of unusual) {
    it(what, () => {
      expect(filterVerdict(fields).spam).toBe(false);
    });
  }
});

// Written for this test, not taken from the corpus: the messages that must never be silently
// held, however much they share with vendors' pitches (a CV lists services, a partner offers them).
describe("job applicants, clients asking for support and partners' proposals are delivered", () => {
  const mustReach: [string, Partial<SpamInput>][] = [
    [
      "a job application",
      {
        name: "Joana Ferreira",
        email: "joana.ferreira.dev@gmail.com",
        message:
          "Hi! I'm a frontend developer with five years of React and TypeScript, most recently at a fintech in Lisbon. I love your case studies and would like to apply for a role on your team, remote or in the office. My portfolio is joanaferreira.dev and my CV is on LinkedIn. Thanks for reading!",
      },
    ],
    [
      "a job application in Spanish",
      {
        name: "Diego Ramírez",
        email: "diego.ramirez@outlook.es",
        message:
          "Hola, soy desarrollador backend (Node.js, PostgreSQL) con cuatro años de experiencia. Me encantaría trabajar con vosotros; os dejo mi GitHub: github.com/dramirez. ¿Tenéis alguna vacante abierta o prácticas?",
      },
    ],
    [
      "an internship request in German",
      {
        name: "Lea Hoffmann",
        email: "lea.hoffmann@student.tu-berlin.de",
        message:
          "Hallo, ich studiere Medieninformatik im fünften Semester und suche ab März ein Praktikum im Bereich UX-Design. Mein Portfolio schicke ich gern mit. Bieten Sie Praktika an?",
      },
    ],
    [
      "a client's support request",
      {
        name: "Mark Dubois",
        email: "mark@bistro-lumiere.fr",
        company: "Bistro Lumière",
        message:
          "Hello, since this morning the reservation widget on our website shows an error after the date is picked and guests cannot book. We did not change anything on our side. Could someone look at it today? Thanks, Mark",
      },
    ],
    [
      "a client asking for a change in Polish",
      {
        name: "Katarzyna Nowak",
        email: "k.nowak@kwiaciarnia-roza.pl",
        company: "Kwiaciarnia Róża",
        message:
          "Dzień dobry, chcielibyśmy dodać do sklepu nową kategorię z bukietami ślubnymi i zmienić zdjęcia na stronie głównej. Ile to będzie kosztować i kiedy możecie to zrobić?",
      },
    ],
    [
      "a partner's proposal",
      {
        name: "Sofia Lindqvist",
        email: "sofia@northbound-brand.se",
        company: "Northbound Brand Studio",
        message:
          "Hi, we're a brand and illustration studio in Stockholm. Two of our clients need web apps we don't build ourselves, and we'd like to bring you in as our development partner: we'd handle brand and design, you the build. Could we set up a call to see if it's a fit?",
      },
    ],
    [
      "a partnership from a hosting company's partner programme",
      {
        name: "Raj Patel",
        email: "raj.patel@cloudlayer.io",
        company: "CloudLayer",
        message:
          "Hello, I run the agency partner programme at CloudLayer. Several of our customers have asked us for a development studio to recommend, and your work came up. Would you be open to a referral partnership? No fees either way; we just want to send our customers somewhere good.",
      },
    ],
  ];
  for (const [what, fields] of mustReach) {
    it(what, () => {
      const result = filterVerdict(fields);
      expect(result.spam, result.reasons.join("; ")).toBe(false);
    });
  }
});

describe("the older labelled fixture (the set the rules were written against)", () => {
  it("the rules alone hold at least 80% of the spam and at most 1% of the genuine enquiries", () => {
    expect(spamCorpus.length).toBeGreaterThanOrEqual(100);
    expect(genuineCorpus.length).toBeGreaterThanOrEqual(100);
    const held = (entries: SpamInput[]) => entries.filter((e) => classifyLead(e, noContext, null).spam);
    const spamHeld = held(spamCorpus).length;
    const genuineHeld = held(genuineCorpus).map((e) => e.message);
    expect(spamHeld / spamCorpus.length).toBeGreaterThanOrEqual(0.8);
    expect(genuineHeld.length, genuineHeld.join("\n")).toBeLessThanOrEqual(Math.floor(genuineCorpus.length * 0.01));
  });
});

describe("isDisposableAddress", () => {
  it("knows throwaway domains and their subdomains, and not ordinary ones", () => {
    expect(isDisposableAddress("someone@mailinator.com")).toBe(true);
    expect(isDisposableAddress("Someone@YOPMAIL.COM")).toBe(true);
    expect(isDisposableAddress("someone@gmail.com")).toBe(false);
    expect(isDisposableAddress("someone@meyer-studio.de")).toBe(false);
    expect(isDisposableAddress("not an address")).toBe(false);
  });
});

describe("messageFingerprint", () => {
  it("ignores case, spacing and invisible characters, and tells different messages apart", () => {
    expect(messageFingerprint("Hello  World\n")).toBe(messageFingerprint("hello world"));
    expect(messageFingerprint("hel\u200blo world")).toBe(messageFingerprint("hello world"));
    expect(messageFingerprint("hello world")).not.toBe(messageFingerprint("hello there"));
  });
});
