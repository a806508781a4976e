import { describe, expect, it } from "vitest";
import { classifyLead, type SpamInput } from "./classify-lead.ts";
import { suspectedSpam } from "./reads-as-genuine.ts";
import { shippedModel } from "./spam-model.ts";

const noContext = { senderRule: null, sameMessageFromOtherAddresses: 0 } as const;
const lead = (message: string): SpamInput => ({ name: "Noor Haddad", email: "noor.haddad@example.org", company: null, message });

// The shipped model with its offset far below every score, so that it alone holds whatever it
// reads, as it would a genuine message it mistakes for a pitch: by little (its weight at most
// 1.2, a borderline score) or surely (at most 1.5, the shipped cap).
const borderline = { ...shippedModel(), offset: -100, combination: { ...shippedModel().combination!, weightRange: [-0.5, 1.2] as const } };
const sure = { ...shippedModel(), offset: -100 };

// Written for this test from the description of each kind (reads-as-genuine.ts), in the
// corpus's languages; none of them is in the corpus. Each reads as its kind through a cue the
// filter had no word for before (hiring, a role, a vacancy; the site the studio made; a client
// of the partner's, a bid together).
const unseen: [string, string][] = [
  [
    "job-application",
    "Hi, are you hiring this spring? I'm a Rails developer with four years at a logistics start-up and would love to work at your studio.",
  ],
  ["job-application", "Bonjour, je souhaite rejoindre votre équipe comme designer produit. Je vous envoie ma lettre de motivation."],
  [
    "job-application",
    "Hallo, gibt es bei euch eine offene Stelle für eine Werkstudentin im Frontend? Ich studiere Medieninformatik in Dresden.",
  ],
  ["job-application", "Здравствуйте! Увидела вашу вакансию дизайнера интерфейсов, хочу откликнуться. Опыт четыре года."],
  ["job-application", "您好，我想应聘贵公司的UI设计师岗位，有三年经验。"],
  ["support-request", "Hello, could you update the team photos on the site you made for us? Two people have left and one joined."],
  ["support-request", "Hola, desde ayer nuestra tienda no carga las fotos de los productos. ¿Podéis mirarlo?"],
  ["support-request", "Dzień dobry, w naszym sklepie nie da się dodać produktu do koszyka od rana. Proszę o pomoc."],
  ["support-request", "こんにちは。制作いただいたサイトの予約ページで不具合があり、日付が選べません。"],
  [
    "partnership",
    "Hi, one of our clients, a housing charity, needs a tenant portal and we'd like to bid together with you: we handle research, you build.",
  ],
  [
    "partnership",
    "Ciao, un nostro cliente, una catena di palestre, vuole un'app per le prenotazioni: ci piacerebbe lavorarci insieme a voi.",
  ],
  ["partnership", "Merhaba, müşterimiz bir kafe zinciri ve sadakat uygulaması istiyor. Projeyi sizinle birlikte yapmak isteriz."],
];

describe("a genuine kind the model alone holds", () => {
  it.each(unseen)("is delivered marked as suspected spam when it reads as a %s: %s", (shape, message) => {
    const verdict = classifyLead(lead(message), noContext, borderline);
    expect(verdict.spam).toBe(false);
    expect(verdict.reasons).toContain(suspectedSpam);
    expect(verdict.reasons).toContain(`reads-as-${shape}`);
  });

  // Issue 39: an applicant who introduces themself by what they do and asks for work, without the
  // words of an application (no role named, no CV): the writer is the worker on offer.
  it.each([
    "Hi! I'm a service designer who spent five years in local government, and I'd love to bring that experience to your public-sector projects. Could we talk?",
    "Hello, I'm a backend engineer (Go, Postgres) moving to Leeds in May. Would you have room for one more person on your team?",
    "Hallo, ich bin UX-Texterin aus Leipzig und würde gern in einer Festanstellung oder freiberuflich mit euch arbeiten.",
    "Bonjour, je suis illustratrice et motion designer, j'aimerais beaucoup travailler avec vous sur vos prochains projets.",
    "Hola, soy desarrolladora Android en Valencia y me gustaría formar parte de vuestro equipo.",
  ])("is delivered marked when an applicant introduces themself and asks for work: %s", (message) => {
    const verdict = classifyLead(lead(message), noContext, borderline);
    expect(verdict.spam).toBe(false);
    expect(verdict.reasons).toContain("reads-as-job-application");
  });

  // Issue 39: a client reporting the spam its form receives names what the spam sells; a scam's
  // subject beside a support request does not make the writer a seller (who sells to whom).
  it.each([
    "Hello! Since Monday the newsletter sign-up you built for us fills with addresses selling crypto and loans. Could you add double opt-in?",
    "Hola, la web que nos hicisteis recibe cada noche comentarios de casino y criptomonedas. ¿Podéis añadir un captcha?",
    "Hi, our shop's checkout stopped accepting Bitcoin payments after yesterday's update: customers see an error.",
  ])("is delivered marked when a client's support request names what spam sells: %s", (message) => {
    const verdict = classifyLead(lead(message), noContext, borderline);
    expect(verdict.spam).toBe(false);
    expect(verdict.reasons).toContain("reads-as-support-request");
  });

  // Issue 39: an accessibility specialist asking to be hired read to the model as surely as an
  // audit vendor; what tells them apart is who offers whose work, which the shape reads.
  it("is delivered marked when the model is sure (its weight at the cap), as long as the model alone holds it", () => {
    const application =
      "Hello, I'm a localisation engineer and I've shipped translated versions of 30+ apps. Would you consider hiring someone in-house for that, or working with me as a contractor?";
    expect(classifyLead(lead(application), noContext, borderline).reasons).toContain(suspectedSpam);
    const verdict = classifyLead(lead(application), noContext, sure);
    expect(verdict.score).toBeGreaterThanOrEqual(1.5);
    expect(verdict.spam).toBe(false);
    expect(verdict.reasons).toContain("reads-as-job-application");
  });
});

describe("spam that borrows an applicant's, a client's or a partner's words stays held", () => {
  it.each([
    [
      "a vendor showing its portfolio",
      "We offer dedicated React developers at $25 per hour. Please see our portfolio and apply our discount this month.",
    ],
    [
      "a fake job offer",
      "Congratulations, you have been selected for a remote position! Earn $300 per day, no experience needed. Contact our HR on Telegram.",
    ],
    [
      "a staffing agency's CVs",
      "Hello, we have senior developers available for your projects next month. I can send their CVs today, rates from 35 EUR per hour.",
    ],
    [
      "a pitch that flatters the studio's portfolio",
      "Hi team, your portfolio is stunning! We help studios like yours get 20 booked meetings a month, guaranteed.",
    ],
    [
      "an audit of the studio's own site",
      "Hi, your website has 38 errors and broken links that hurt your Google ranking. We can fix them for free this week.",
    ],
    [
      "a recruiter offering someone else's work",
      "Hi, I'm a design recruiter and I have a brilliant senior product designer who would love to join your team. My fee is 15% of salary.",
    ],
    [
      "an agency's people, their CVs",
      "Hello, I'm a delivery manager at a dev shop in Kraków: would you like to see the CVs of two React developers who could join your team next week?",
    ],
    [
      "a freelancer's price on offer",
      "Hi, I'm a full-stack developer with 6 years of experience and I'd love to work with your agency on overflow projects, $18/hr.",
    ],
    [
      "a job interview moved to a messenger",
      "Thank you for your application for the open position. The next step is an interview with our HR manager on Telegram.",
    ],
    [
      "a web3 'partnership'",
      "Hello, our client wants to partner with your agency on a token launch: you build the wallet app, we share the airdrop.",
    ],
  ])("%s", (_, message) => {
    for (const model of [borderline, sure]) {
      const verdict = classifyLead(lead(message), noContext, model);
      expect(verdict.spam).toBe(true);
      expect(verdict.reasons).not.toContain(suspectedSpam);
    }
  });

  it("stays held when a rule says something the model's words do not (a shortened link)", () => {
    const withShortener = "Hello, I'd like to apply for a developer position, my CV: https://bit.ly/3xYzAbc";
    expect(classifyLead(lead(withShortener), noContext, borderline).spam).toBe(true);
  });

  it("stays held when the operator denied the sender", () => {
    const application = "Hello, I'd like to apply for a developer position. My CV and portfolio are attached.";
    expect(classifyLead(lead(application), { ...noContext, senderRule: "deny" }, borderline).spam).toBe(true);
  });
});
