import { takeAltchaProof } from "~/components/contact/altcha-proof";
import { getBackendClient } from "./backend-client";

export type ContactMessage = { name: string; email: string; company: string; message: string };

/**
 * Stores one contact message: the spec's one product call. Only `error` of the response is
 * read. Throws on any failure so the caller can show one error state for every cause.
 */
export async function submitContactMessage({ name, email, company, message }: ContactMessage): Promise<void> {
  const [backend, proof] = await Promise.all([getBackendClient(), takeAltchaProof()]);
  const insert = backend
    .from("contact_submissions")
    // An empty Company is stored as "not given" rather than an empty string.
    .insert([{ name, email, company: company.trim() ? company : null, message }]);
  // CAPTCHA=altcha: the proof of work rides in a header, so the payload stays the spec's.
  const { error } = await (proof ? insert.setHeader("X-Altcha", proof) : insert);
  if (error) throw error;
}
