// The spec's error text for a contact message that was not sent. On its own, free of imports, so
// the server can read it as plain TypeScript: it writes it into the contact page when a form
// posted without JavaScript fails (server/intake/filled-contact-page.ts).
export const contactFormFailed = "Failed to send message. Please try again.";
