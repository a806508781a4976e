// Issue 39: a lead the spam check delivered with the suspected-spam mark says so, in one line, to
// whoever receives it (webhook, chat, e-mail); the visitor's receipt never does.
import { describe, expect, it } from "vitest";
import { leadEmail, slackMessage, webhookEvent, type LeadOfDelivery } from "./lead-message.ts";
import { receiptEmail } from "./receipt-message.ts";
import { suspectedSpamNote } from "./suspected-spam-note.ts";

const lead = (screeningReasons?: string[]): LeadOfDelivery => ({
  id: "6f1c3d1e-0000-4000-8000-000000000002",
  createdAt: new Date("2026-11-28T10:00:00Z"),
  name: "Grace O'Sullivan",
  email: "grace.osullivan@gmail.com",
  company: null,
  message: "Hi team! I'm a content designer and I'd love to bring plain-language thinking to your projects.",
  ...(screeningReasons ? { screeningReasons } : {}),
});
const marked = lead(['model +1.27: "your", "agencies"', "suspected-spam", "reads-as-job-application"]);
const note = "Possibly a job application, not a client enquiry (flagged by the spam check).";

describe("a lead delivered with the suspected-spam mark", () => {
  it("carries one line saying what it reads as, on every channel the agency reads", () => {
    expect(webhookEvent(marked).data).toMatchObject({ suspected_spam: { reads_as: "job-application", note } });
    expect(slackMessage(marked).text.split("\n").slice(0, 2)).toEqual([`*New contact message from Grace O'Sullivan*`, note]);
    const email = leadEmail(marked);
    expect(email.text.startsWith(`${note}\n\n`)).toBe(true);
    expect(email.html).toContain("<p><strong>Possibly a job application, not a client enquiry (flagged by the spam check).</strong></p>");
    expect(email.subject).toBe("New contact message from Grace O'Sullivan");
  });

  it("names each kind it may read as", () => {
    expect(suspectedSpamNote(["suspected-spam", "reads-as-support-request"])?.note).toMatch(/^Possibly a support request from a client/);
    expect(suspectedSpamNote(["suspected-spam", "reads-as-partnership"])?.note).toMatch(/^Possibly a partner's proposal/);
  });

  it("is not in the visitor's receipt", () => {
    const receipt = receiptEmail(marked, { name: "Studio", contactEmail: "hello@studio.example", siteUrl: "https://studio.example" });
    expect(receipt).toBeDefined();
    expect(JSON.stringify(receipt)).not.toMatch(/spam|job application/i);
  });
});

describe("a lead delivered without the mark", () => {
  it.each([
    ["never screened", undefined],
    ["screened, nothing suspected", ['model -0.20: "booking"']],
    ["over the global budget only", ['model +0.10: "app"', "over-global-budget"]],
  ])("carries no note (%s)", (_, reasons) => {
    const plain = lead(reasons);
    expect(webhookEvent(plain).data).not.toHaveProperty("suspected_spam");
    expect(slackMessage(plain).text).not.toMatch(/spam check/);
    expect(leadEmail(plain).text).not.toMatch(/spam check/);
    expect(leadEmail(plain).html).not.toMatch(/spam check/);
  });
});
