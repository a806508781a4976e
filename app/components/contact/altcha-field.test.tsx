// The contact form's side of CAPTCHA=altcha: the proof goes in the X-Altcha header of the same
// insert, only when our server asks for one; the widget (a web component solving in workers) is
// replaced here by one that hands out numbered proofs; the real one runs in e2e/altcha.spec.ts.
import { screen } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { captured, failNextInsert, interceptBackend, requireAltchaProof } from "~/test/backend";
import { renderRoute } from "~/test/render-route";

let solved = 0;
const mounted = vi.hoisted(() => ({ count: 0 }));
vi.mock("./altcha-widget", () => ({
  mountAltchaWidget: async () => {
    mounted.count++;
    return { verify: async () => ({ payload: `proof-${++solved}` }) };
  },
}));

interceptBackend();

async function fillIn(user: UserEvent) {
  await user.type(screen.getByLabelText("Name"), "Ada Lovelace");
  await user.type(screen.getByLabelText("Email"), "ada@example.com");
  await user.type(screen.getByLabelText("How can we help?"), "A booking app for our studios");
}
const send = (user: UserEvent) => user.click(screen.getByRole("button", { name: /send message/i }));

describe("the contact form with CAPTCHA=altcha", () => {
  it("sends no proof and loads no widget when the server asks for none", async () => {
    const user = userEvent.setup();
    const before = mounted.count;
    renderRoute("/contact");
    await fillIn(user);
    await send(user);
    expect(await screen.findByText("Thanks! We'll be in touch.")).toBeInTheDocument();
    expect(captured).toHaveLength(1);
    expect(captured[0]!.headers.get("x-altcha")).toBeNull();
    expect(mounted.count).toBe(before);
  });

  it("sends the proof in the X-Altcha header, a fresh one for each attempt, the body unchanged", async () => {
    requireAltchaProof();
    const user = userEvent.setup();
    renderRoute("/contact");
    await fillIn(user);
    failNextInsert();
    const logged = vi.spyOn(console, "error").mockImplementation(() => {}); // the form logs the failed attempt
    await send(user);
    expect(await screen.findAllByText(/try again|couldn't|could not|failed/i)).not.toHaveLength(0);
    await send(user);
    expect(await screen.findByText("Thanks! We'll be in touch.")).toBeInTheDocument();
    expect(logged).toHaveBeenCalledTimes(1);
    logged.mockRestore();
    expect(captured).toHaveLength(2);
    const [first, second] = captured.map((request) => request.headers.get("x-altcha"));
    expect(first).toMatch(/^proof-\d+$/);
    expect(second).toMatch(/^proof-\d+$/);
    expect(second).not.toBe(first);
    expect(captured[1]!.body).toEqual([
      { name: "Ada Lovelace", email: "ada@example.com", company: null, message: "A booking app for our studios" },
    ]);
  });
});
