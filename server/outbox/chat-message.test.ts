// The chat-format lead notification (NOTIFY_WEBHOOK_FORMAT=slack, which Mattermost and Discord
// take too): what a visitor typed is shown as text, never as a link, an image, a heading or a
// second notification.
import { describe, expect, it } from "vitest";
import { slackMessage, type LeadOfDelivery } from "./lead-message.ts";

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
});
