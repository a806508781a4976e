// The sign-in e-mail: one link under /inbox, through the SMTP relay the notifications use
// (the e-mail channel's own transport: TLS required with credentials, unless SMTP_ALLOW_PLAINTEXT).
import { createSmtpTransport } from "../delivery/channels.ts";
import type { EmailConfig } from "../settings/notifications.ts";
import { signInLinkLifetimeMs } from "./sign-in-links-store.ts";

export type SignInMailer = { send(to: string, link: string): Promise<void>; close(): void };

export function signInMessage(brand: string, link: string) {
  const minutes = signInLinkLifetimeMs / 60_000;
  return {
    subject: `Sign in to the ${brand} inbox`,
    text: [
      `Open this link to sign in to the ${brand} inbox, then press "Sign in" on the page it opens:`,
      "",
      link,
      "",
      `It works once, for ${minutes} minutes. If you did not ask to sign in, ignore this e-mail: nothing happens without the button.`,
      "",
    ].join("\n"),
  };
}

export function createSignInMailer(email: EmailConfig, brand: string): SignInMailer {
  // Made at the first sign-in, not at start: a server whose inbox nobody uses opens no SMTP connection for it.
  let transport: ReturnType<typeof createSmtpTransport> | undefined;
  return {
    async send(to, link) {
      transport ??= createSmtpTransport(email);
      await transport.sendMail({
        ...signInMessage(brand, link),
        from: email.from,
        to,
        disableFileAccess: true,
        disableUrlAccess: true,
        signal: AbortSignal.timeout(30_000),
      });
    },
    close: () => transport?.close(),
  };
}
