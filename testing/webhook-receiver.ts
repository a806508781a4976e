// A real HTTP receiver for lead webhooks: records every request, verifies its Standard Webhooks
// signature with the `standardwebhooks` package, and answers as the test says (a status, or no
// answer at all). It can start late and stop, on the same port, to play a receiver that is down.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { Webhook } from "standardwebhooks";
import { freePort } from "./free-port.ts";

export type ReceivedWebhook = {
  webhookId: string | undefined;
  /** Whether the signature verified with the receiver's secret (false when unsigned). */
  verified: boolean;
  body: unknown;
  /** The status this request was answered with ("hang": none). */
  answer: number | "hang";
  /** When it arrived in full (performance.now()). */
  at: number;
};

export type WebhookReceiver = {
  url: string;
  received: ReceivedWebhook[];
  /** How the next requests are answered. */
  answer: number | "hang";
  /** How long before answering (a slow receiver). */
  delayMs: number;
  /** Starts listening (again). */
  start(): Promise<void>;
  /** Stops listening and drops every connection, answered or not. */
  stop(): Promise<void>;
  /** Resolves once `count` requests arrived in all. */
  waitForRequests(count: number, timeoutMs?: number): Promise<ReceivedWebhook[]>;
};

export async function createWebhookReceiver({
  secret,
  listening = true,
}: { secret?: string; listening?: boolean } = {}): Promise<WebhookReceiver> {
  const port = await freePort();
  const verifier = secret ? new Webhook(secret) : undefined;
  const hanging = new Set<ServerResponse>();
  let server: Server | undefined;
  let arrived: () => void = () => {};

  const handle = (request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const payload = Buffer.concat(chunks).toString("utf8");
      const headers = Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, String(value)]));
      let verified = false;
      try {
        verifier?.verify(payload, headers);
        verified = verifier !== undefined;
      } catch {
        verified = false;
      }
      const answer = receiver.answer;
      receiver.received.push({ webhookId: headers["webhook-id"], verified, body: JSON.parse(payload), answer, at: performance.now() });
      arrived();
      if (answer === "hang") {
        hanging.add(response);
        return;
      }
      const finish = () => {
        if (!response.destroyed)
          response.writeHead(answer, { "content-type": "text/plain" }).end(answer === 200 ? "ok" : "a receiver's private error text");
      };
      if (receiver.delayMs > 0) {
        hanging.add(response);
        setTimeout(() => {
          hanging.delete(response);
          finish();
        }, receiver.delayMs);
      } else finish();
    });
  };

  const receiver: WebhookReceiver = {
    url: `http://127.0.0.1:${port}/hooks/leads`,
    received: [],
    answer: 200,
    delayMs: 0,
    start: () =>
      new Promise<void>((resolve, reject) => {
        server = createServer(handle);
        server.once("error", reject).listen(port, "127.0.0.1", () => resolve());
      }),
    stop: async () => {
      const closing = server;
      server = undefined;
      if (!closing) return;
      for (const response of hanging) response.destroy();
      hanging.clear();
      closing.closeAllConnections();
      await new Promise<void>((resolve) => closing.close(() => resolve()));
    },
    waitForRequests: (count, timeoutMs = 15_000) =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`expected ${count} webhook requests within ${timeoutMs} ms, got ${receiver.received.length}`)),
          timeoutMs,
        );
        const check = () => {
          if (receiver.received.length < count) return;
          clearTimeout(timer);
          arrived = () => {};
          resolve(receiver.received);
        };
        arrived = check;
        check();
      }),
  };
  if (listening) await receiver.start();
  return receiver;
}
