import { screen, waitFor, within } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { siteConfig } from "~/config";
import { team } from "~/content/about";
import { studyRecords } from "~/content/study-records";
import { captured, failNextInsert, holdNextInsert, interceptBackend } from "~/test/backend";
import { renderRoute } from "~/test/render-route";

interceptBackend();

async function fillIn(user: UserEvent, { company = "" } = {}) {
  await user.type(screen.getByLabelText("Name"), "Ada Lovelace");
  await user.type(screen.getByLabelText("Email"), "ada@example.com");
  if (company) await user.type(screen.getByRole("textbox", { name: "Company" }), company);
  await user.type(screen.getByLabelText("How can we help?"), "A booking app for our studios");
}

const sendButton = () => screen.getByRole("button", { name: /send message|sending/i });

describe("contact form", () => {
  it("shows the spec's fields, placeholders and a six-row message box", () => {
    renderRoute("/contact");
    expect(screen.getByLabelText("Name")).toHaveAttribute("placeholder", "Jane Doe");
    expect(screen.getByLabelText("Name")).toBeRequired();
    expect(screen.getByLabelText("Email")).toHaveAttribute("type", "email");
    expect(screen.getByLabelText("Email")).toBeRequired();
    expect(screen.getByRole("textbox", { name: "Company" })).not.toBeRequired();
    expect(screen.getByLabelText("How can we help?")).toHaveAttribute("placeholder", "Project goals, timeline, budget...");
    expect(screen.getByLabelText("How can we help?")).toHaveAttribute("rows", "6");
    expect(screen.getByLabelText("How can we help?")).toBeRequired();
  });

  it("goes editing → submitting → sent, sending exactly the spec's insert", async () => {
    const user = userEvent.setup();
    renderRoute("/contact");
    await fillIn(user, { company: "Analytical Engines Ltd" });
    const release = holdNextInsert();
    await user.click(sendButton());

    const sending = await screen.findByRole("button", { name: "Sending..." });
    // Unavailable but still focusable, so keyboard focus is not lost (a second submit is ignored).
    expect(sending).toHaveAttribute("aria-disabled", "true");
    await user.click(sending);
    release();

    expect(await screen.findByText("Thanks! We'll be in touch.")).toBeInTheDocument();
    expect(screen.getByText("Expect a reply within 1-2 business days.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Send message" })).not.toBeInTheDocument();
    expect(await screen.findAllByText("Message sent!")).not.toHaveLength(0);
    expect(screen.getAllByText("We'll get back to you within 1-2 business days.").length).toBeGreaterThan(0);
    // What happens next, in person: who replies, what to bring to the first call, a study to read meanwhile.
    expect(screen.getByText(team.members[0].name)).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Before our first call" })).toBeInTheDocument();
    // Whichever study leads the collection (an agency's own, once the demo's are gone): one link to it.
    const study = studyRecords[0]!;
    const meanwhile = within(screen.getByRole("region", { name: "While you wait" }));
    expect(meanwhile.getByRole("link")).toHaveAttribute("href", `/work/${study.id}`);
    expect(meanwhile.getByRole("link")).toHaveTextContent(study.name);

    expect(captured).toHaveLength(1);
    const [request] = captured;
    expect(request!.method).toBe("POST");
    expect(request!.url.pathname).toBe("/rest/v1/contact_submissions");
    expect(request!.url.searchParams.get("columns")).toBe('"name","email","company","message"');
    expect(request!.headers.get("apikey")).toBe(siteConfig.anonKey);
    expect(request!.headers.get("authorization")).toBe(`Bearer ${siteConfig.anonKey}`);
    expect(request!.headers.get("content-type")).toContain("application/json");
    expect(request!.body).toEqual([
      { name: "Ada Lovelace", email: "ada@example.com", company: "Analytical Engines Ltd", message: "A booking app for our studios" },
    ]);
  });

  it("sends no company when the optional field is left blank", async () => {
    const user = userEvent.setup();
    renderRoute("/contact");
    await fillIn(user);
    await user.click(sendButton());
    await screen.findByText("Thanks! We'll be in touch.");
    expect(captured[0]!.body).toEqual([
      { name: "Ada Lovelace", email: "ada@example.com", company: null, message: "A booking app for our studios" },
    ]);
  });

  it("keeps what the visitor typed when sending fails, so they can try again and succeed", async () => {
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
    const user = userEvent.setup();
    renderRoute("/contact");
    await fillIn(user);
    failNextInsert();
    await user.click(sendButton());

    expect(await screen.findByText("Failed to send message. Please try again.")).toBeInTheDocument();
    expect(screen.getByText("Error", { selector: "[data-variant=destructive] *" })).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith("Contact form submission failed:", expect.anything());
    expect(screen.getByLabelText("Name")).toHaveValue("Ada Lovelace");
    expect(screen.getByLabelText("Email")).toHaveValue("ada@example.com");
    expect(screen.getByLabelText("How can we help?")).toHaveValue("A booking app for our studios");
    expect(sendButton()).toHaveTextContent("Send message");
    expect(sendButton()).toBeEnabled();

    await user.click(sendButton());
    expect(await screen.findByText("Thanks! We'll be in touch.")).toBeInTheDocument();
    expect(captured).toHaveLength(2);
    // One toast at a time: the success replaced the error.
    await waitFor(() => expect(screen.queryByText("Failed to send message. Please try again.")).not.toBeInTheDocument());
    consoleError.mockRestore();
  });

  it("shows a bot that fills the hidden honeypot the thank-you, and sends nothing", async () => {
    const user = userEvent.setup();
    const { container } = renderRoute("/contact");
    await fillIn(user);
    const honeypot = container.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(honeypot.closest("[aria-hidden]")).not.toBeNull();
    honeypot.value = "http://spam.example";
    await user.click(sendButton());
    expect(await screen.findByText("Thanks! We'll be in touch.")).toBeInTheDocument();
    expect(captured).toHaveLength(0);
  });
});
