import { expect, type Page } from "@playwright/test";
import { runScript } from "../../testing/server-process.ts";

/** Where supabase-js sends the insert (the site's own origin unless the build set a backend URL). */
export const insertUrl = /\/rest\/v1\/contact_submissions(\?|$)/;

export type Message = { name: string; email: string; company: string; message: string };

/** A message no other test sends, so the stored row can be found among everyone's. */
export function uniqueMessage(label: string): Message {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  return {
    name: `Ada Lovelace ${label}`,
    email: `ada.${id}@example.com`,
    company: "Analytical Engines Ltd",
    message: `A booking app for our studios (${label}).`,
  };
}

export const form = (page: Page) => ({
  name: page.getByRole("textbox", { name: "Name", exact: true }),
  email: page.getByRole("textbox", { name: "Email", exact: true }),
  company: page.getByRole("textbox", { name: "Company", exact: true }),
  message: page.getByRole("textbox", { name: "How can we help?", exact: true }),
  send: page.getByRole("button", { name: "Send message" }),
  sending: page.getByRole("button", { name: "Sending..." }),
});

export async function fillForm(page: Page, message: Message) {
  const fields = form(page);
  await fields.name.fill(message.name);
  await fields.email.fill(message.email);
  await fields.company.fill(message.company);
  await fields.message.fill(message.message);
}

export async function expectFormKeeps(page: Page, message: Message) {
  const fields = form(page);
  await expect(fields.name).toHaveValue(message.name);
  await expect(fields.email).toHaveValue(message.email);
  await expect(fields.company).toHaveValue(message.company);
  await expect(fields.message).toHaveValue(message.message);
}

/** The visible toasts (a dismissed toast stays mounted, closed and hidden, as the spec says). */
export const visibleToasts = (page: Page) => page.getByRole("region", { name: /Notifications/ }).getByRole("listitem");

export const thankYou = (page: Page) => page.getByText("Thanks! We'll be in touch.");

type StoredLead = { id: string; createdAt: string; name: string; email: string; company: string | null; message: string };

/**
 * The stored submissions, as the operator sees them: the inbox and the spam folder
 * (`npm run leads -- --format json`, then with `--spam`). A lead is stored whatever the spam check
 * says; one that tries to break out of its fields may well be held. Inbox first: screening only
 * moves a lead from there to the folder, so a lead screened between the two calls is seen twice
 * (counted once, by id), never missed.
 */
export async function storedLeads(): Promise<StoredLead[]> {
  // The leads command compiled for the run (e2e/support/compile-commands.ts), with the settings
  // the suite's server has (the .env playwright.config.ts loaded) and its data directory.
  const env = Object.fromEntries(Object.entries(process.env).filter((entry): entry is [string, string] => entry[1] !== undefined));
  const list = async (...folder: string[]) => {
    const args = [...folder, "--format", "json", "--limit", "1000"];
    const { code, stdout, stderr } = await runScript(
      "scripts/leads.ts",
      args,
      { ...env, DATA_DIR: process.env.E2E_DATA_DIR ?? "" },
      20_000,
    );
    if (code !== 0) throw new Error(`leads ${args.join(" ")} exited with ${code}: ${stderr}`);
    return JSON.parse(stdout) as StoredLead[];
  };
  const inbox = await list();
  const held = await list("--spam");
  return [...new Map([...inbox, ...held].map((lead) => [lead.id, lead])).values()];
}

export const leadsFrom = async (email: string) => (await storedLeads()).filter((lead) => lead.email === email);
