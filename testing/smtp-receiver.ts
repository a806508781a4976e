// A real SMTP server inside the test process (the `smtp-server` package); every message is parsed
// with `mailparser` as a mail client would read it, next to the envelope's recipients.
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";
import { freePort } from "./free-port.ts";

export type ReceivedMail = { envelopeTo: string[]; mail: ParsedMail; raw: string; user: string | undefined };

export type SmtpReceiver = {
  url: string;
  received: ReceivedMail[];
  /** Set to refuse every message with this SMTP reply code (a mailbox that is full, a policy...). */
  refuseWith: number | undefined;
  /** How long each message takes to be accepted once sent (a slow relay). */
  delayMs: number;
  waitForMails(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
};

/**
 * `acceptLogin`: accept any user name and password over the plain connection (a relay that offers
 * no STARTTLS but takes a password, which a client must refuse to send in clear).
 */
export async function createSmtpReceiver({ acceptLogin = false }: { acceptLogin?: boolean } = {}): Promise<SmtpReceiver> {
  const port = await freePort();
  const received: ReceivedMail[] = [];
  let arrived: () => void = () => {};
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: acceptLogin ? ["STARTTLS"] : ["STARTTLS", "AUTH"], // plain smtp:// on loopback
    allowInsecureAuth: acceptLogin,
    onAuth(auth, _session, callback) {
      callback(null, { user: auth.username });
    },
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (receiver.refuseWith === undefined) return callback();
      callback(Object.assign(new Error("Refused by the test"), { responseCode: receiver.refuseWith }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        const user = typeof session.user === "string" ? session.user : undefined;
        simpleParser(raw)
          .then((mail) => new Promise<ParsedMail>((resolve) => setTimeout(() => resolve(mail), receiver.delayMs)))
          .then((mail) => {
            received.push({ envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address), mail, raw, user });
            arrived();
            callback();
          })
          .catch(callback);
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const receiver: SmtpReceiver = {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuseWith: undefined,
    delayMs: 0,
    waitForMails: (count, timeoutMs = 15_000) =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`expected ${count} e-mails within ${timeoutMs} ms, got ${received.length}`)),
          timeoutMs,
        );
        const check = () => {
          if (received.length < count) return;
          clearTimeout(timer);
          arrived = () => {};
          resolve(received);
        };
        arrived = check;
        check();
      }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return receiver;
}
