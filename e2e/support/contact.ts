import { expect, type Page } from "@playwright/test";
import { openLeadsCommand } from "./leads-command.ts";

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
 * (`npm run -s leads -- --format json`, then with `--spam`), read from the suite's server over its
 * local socket (./leads-command.ts). A lead is stored whatever the spam check says; one that tries
 * to break out of its fields may well be held. Inbox first: screening only moves a lead from there
 * to the folder, so a lead screened between the two reads is seen twice (counted once, by id), never missed.
 */
export async function storedLeads(): Promise<StoredLead[]> {
  // The data directory playwright.config.ts made for the suite's server (workers inherit the variable).
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error("E2E_DATA_DIR is unset: run the browser tests through playwright.config.ts");
  const leads = openLeadsCommand({ dataDir });
  try {
    const list = async (folder: { "spam-folder"?: true }) =>
      JSON.parse((await leads.run({ ...folder, format: "json", limit: "1000" })).stdout) as StoredLead[];
    const inbox = await list({});
    const held = await list({ "spam-folder": true });
    return [...new Map([...inbox, ...held].map((lead) => [lead.id, lead])).values()];
  } finally {
    await leads.close();
  }
}

export const leadsFrom = async (email: string) => (await storedLeads()).filter((lead) => lead.email === email);
