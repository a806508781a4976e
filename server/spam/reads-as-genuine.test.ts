import { describe, expect, it } from "vitest";
import { classifyLead, type SpamInput } from "./classify-lead.ts";
import { suspectedSpam } from "./reads-as-genuine.ts";
import { shippedModel } from "./spam-model.ts";

const noContext = { senderRule: null, sameMessageFromOtherAddresses: 0 } as const;
const lead = (message: string): SpamInput => ({ name: "Noor Haddad", email: "noor.haddad@example.org", company: null, message });

// The shipped model with its offset far below every score: the model alone holds whatever it
// reads, as it would a genuine message it mistakes for a pitch.
const suspicious = { ...shippedModel(), offset: -100 };

describe("a genuine kind the model alone would hold", () => {
  it.each([
    [
      "job-application",
      "Hello, I'm a junior frontend developer and I'd like to apply for an internship at your studio. My CV and GitHub are attached; I'm available from March.",
    ],
    [
      "support-request",
      "Hi, since this morning the checkout on our shop shows an error and the payment page is broken for customers on iPhone. Can someone look at it today?",
    ],
    [
      "partnership",
      "Hi, we're a brand agency in Lyon. Our client needs a booking app and we'd like to partner with you on the build: we do the design, you do the engineering. Could we talk next week?",
    ],
  ])("is delivered marked as suspected spam when it reads as a %s", (shape, message) => {
    const verdict = classifyLead(lead(message), noContext, suspicious);
    expect(verdict.spam).toBe(false);
    expect(verdict.reasons).toContain(suspectedSpam);
    expect(verdict.reasons).toContain(`reads-as-${shape}`);
  });

  it("stays held when a seller's cue is beside the shape (a vendor showing its portfolio)", () => {
    const pitch = "We offer dedicated React developers at $25 per hour. Please see our portfolio and apply our discount this month.";
    expect(classifyLead(lead(pitch), noContext, suspicious).spam).toBe(true);
  });

  it("stays held when a rule says something the model's words do not (a shortened link)", () => {
    const withShortener = "Hello, I'd like to apply for a developer position, my CV: https://bit.ly/3xYzAbc";
    expect(classifyLead(lead(withShortener), noContext, suspicious).spam).toBe(true);
  });

  it("stays held when the operator denied the sender", () => {
    const application = "Hello, I'd like to apply for a developer position. My CV and portfolio are attached.";
    expect(classifyLead(lead(application), { ...noContext, senderRule: "deny" }, suspicious).spam).toBe(true);
  });
});
