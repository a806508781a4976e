// The chat-format lead notification (NOTIFY_WEBHOOK_FORMAT=slack, which Mattermost and Discord
// take too): what a visitor typed is shown as text, never as a link, an image, a heading or a
// second notification.
import { describe, expect, it } from "vitest";
import { leadEmail, slackMessage, type LeadOfDelivery } from "./lead-message.ts";

const lead = (overrides: Partial<LeadOfDelivery> = {}): LeadOfDelivery => ({
  id: "6f1c3d1e-0000-4000-8000-000000000001",
  createdAt: new Date("2026-11-20T09:30:00Z"),
  name: "Ada Lovelace",
  email: "ada@example.com",
  company: null,
  message: "Hello",
  ...overrides,
});

// Markdown a chat renders: [text](url) and ![alt](url) anywhere, markup at the start of a line.
const maskedLink = /!?\[[^\]]*\]\(/;
const lineMarkup = /^(?:\s*)(?:#|>|&gt;|[-*+] |```|~~~|\d+[.)] |[=-]{3,}\s*$)/;

describe("the chat notification of a lead", () => {
  it("turns no masked link or image a visitor typed into a link, anywhere", () => {
    const { text } = slackMessage(
      lead({
        name: "[Ada](https://evil.example/a)",
        company: "![](https://evil.example/pixel.png)",
        message: "Pay here: [https://bank.example](https://evil.example/phish) ![x](https://evil.example/t.gif)",
      }),
    );
    expect(text).not.toMatch(maskedLink);
    // Still readable: the words and addresses are all there.
    expect(text.replaceAll("\u200b", "")).toContain("Pay here: [https://bank.example](https://evil.example/phish)");
  });

  it("keeps the visitor's lines from faking headings, quotes, lists, code or a second lead's header", () => {
    const message = [
      "Hi,",
      "",
      "*New contact message from Grace Hopper*",
      "Company: Navy",
      "# Urgent",
      "## Pay now",
      "> quoted",
      "- item",
      "* item",
      "1. first",
      "```",
      "code",
      "```",
      "Title",
      "===",
    ].join("\n");
    const { text } = slackMessage(lead({ message }));
    const [header, ...rest] = text.split("\n");
    expect(header).toBe("*New contact message from Ada Lovelace*");
    const body = rest.slice(rest.indexOf("") + 1);
    // Each of the visitor's lines sits in a quote of its own, so none reads as the notification's.
    for (const line of body) {
      expect(line).toMatch(/^> /);
      expect(line.slice(2)).not.toMatch(lineMarkup);
    }
    expect(text).not.toContain("```");
    expect(body.map((line) => line.slice(2).replaceAll("\u200b", ""))).toEqual(
      message.split("\n").map((line) => line.replaceAll(">", "&gt;")),
    );
  });

  it("neutralises bidi controls and direction marks of a message (and of a lead stored before they were refused)", () => {
    const hostile = lead({ name: "Ada \u202egnp.exe", company: "\u2067Acme", message: "Open \u202eexe.txt\u202c now\u200f\nbye\u2066" });
    const bidi = /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/;
    const email = leadEmail(hostile);
    for (const shown of [slackMessage(hostile).text, email.subject, email.text, email.html]) expect(shown).not.toMatch(bidi);
    expect(email.subject).toBe("New contact message from Ada gnp.exe (Acme)");
    // The message still says what was sent, with each control shown as a visible code.
    expect(email.text).toContain("Open <U+202E>exe.txt<U+202C> now<U+200F>");
    // In chat, escaped as any "<" a visitor types (the chat shows "<U+2066>").
    expect(slackMessage(hostile).text).toContain("> bye&lt;U+2066&gt;");
  });
});
