// A real SMTP server inside the test process (the `smtp-server` package); every message is parsed
// with `mailparser` as a mail client would read it, next to the envelope's recipients.
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";
import { freePort } from "./free-port.ts";

export type ReceivedMail = { envelopeTo: string[]; mail: ParsedMail; raw: string };

export type SmtpReceiver = {
  url: string;
  received: ReceivedMail[];
  /** Set to refuse every message with this SMTP reply code (a mailbox that is full, a policy...). */
  refuseWith: number | undefined;
  waitForMails(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
};

export async function createSmtpReceiver(): Promise<SmtpReceiver> {
  const port = await freePort();
  const received: ReceivedMail[] = [];
  let arrived: () => void = () => {};
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"], // plain smtp:// on loopback
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
        simpleParser(raw)
          .then((mail) => {
            received.push({ envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address), mail, raw });
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
