// The page the server sends after a failed no-JavaScript submit: this component's own prerendered
// markup, filled by the server's code (server/intake/filled-contact-page.ts), then hydrated by
// React. The values must reach the visitor intact (and inert), and survive hydration.
import { QueryClientProvider } from "@tanstack/react-query";
import { act, screen } from "@testing-library/react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "~/lib/query-client";
import { prepareFilledContactPage, type FormValues } from "../../../server/intake/filled-contact-page";
import { ContactForm } from "./contact-form";

const hostile: Required<FormValues> = {
  name: 'Ada "><script>window.injected = 1</script>',
  email: "ada@example",
  company: "A & B <Ltd> 'quoted'",
  message: "\nStarts with a line break </textarea><script>window.injected = 2</script>\r\n&amp; ends here",
};

const tree = ({ serverForm = true } = {}) => (
  <QueryClientProvider client={createQueryClient()}>
    <ContactForm suggestedStudy={null} send={() => Promise.resolve()} serverForm={serverForm} />
  </QueryClientProvider>
);

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = "";
});

/** The prerendered form, filled as the server fills it, put in the document as the browser parses it. */
function serverFilledPage(values: FormValues) {
  const fill = prepareFilledContactPage(`<div id="app">${renderToString(tree())}</div>`);
  document.body.innerHTML = fill(values);
  return document.getElementById("app")!;
}

const fields = () => ({
  name: screen.getByLabelText<HTMLInputElement>("Name"),
  email: screen.getByLabelText<HTMLInputElement>("Email"),
  company: screen.getByRole<HTMLInputElement>("textbox", { name: "Company" }),
  message: screen.getByLabelText<HTMLTextAreaElement>("How can we help?"),
});
const valuesOf = () => Object.fromEntries(Object.entries(fields()).map(([name, field]) => [name, field.value]));
// What the browser submits: a textarea's line breaks become LF in its value.
const expected = { ...hostile, message: hostile.message.replace(/\r\n/g, "\n") };

describe("the contact page after a failed no-JavaScript submit", () => {
  it("shows the visitor's values exactly, as text, with the error", () => {
    const page = serverFilledPage(hostile);
    expect(page.querySelectorAll("script")).toHaveLength(0);
    expect(valuesOf()).toEqual(expected);
    expect(screen.getByRole("alert")).toHaveTextContent("Failed to send message. Please try again.");
  });

  it("keeps the values and the error when React hydrates the page", async () => {
    const consoleError = vi.spyOn(console, "error");
    const page = serverFilledPage(hostile);
    await act(async () => {
      root = hydrateRoot(page, tree(), { onRecoverableError: (error) => console.error("recoverable", error) });
    });
    expect(valuesOf()).toEqual(expected);
    expect(screen.getByRole("alert")).toHaveTextContent("Failed to send message. Please try again.");
    expect(consoleError, "hydration matched the server's page").not.toHaveBeenCalled();
    expect((window as { injected?: number }).injected).toBeUndefined();
  });

  it("prerenders the form empty, with the error hidden, posting to /contact", () => {
    document.body.innerHTML = renderToString(tree());
    expect(valuesOf()).toEqual({ name: "", email: "", company: "", message: "" });
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    const form = document.querySelector("form")!;
    expect(form.getAttribute("method")).toBe("post");
    expect(form.getAttribute("action")).toBe("/contact");
  });
});

describe("the contact form on a build against a hosted backend (no server of ours to post to)", () => {
  it("cannot be submitted before hydration, says why without JavaScript, and is enabled by hydration", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(tree({ serverForm: false }));
    document.body.append(container);
    expect(screen.getByRole("button", { name: "Send message" })).toBeDisabled();
    // Shown by CSS only under `scripting: none`; the address is the way to reach the agency then.
    expect(screen.getByText(/This form needs JavaScript/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /@/ })).toHaveAttribute("href", expect.stringMatching(/^mailto:/));

    await act(async () => {
      root = hydrateRoot(container, tree({ serverForm: false }));
    });
    expect(screen.getByRole("button", { name: "Send message" })).toBeEnabled();
  });

  it("is never disabled on a build served by our server", () => {
    document.body.innerHTML = renderToString(tree());
    expect(screen.getByRole("button", { name: "Send message" })).toBeEnabled();
    expect(screen.queryByText(/This form needs JavaScript/)).not.toBeInTheDocument();
  });
});
