// How long after a visitor's insert is answered 201 the agency's webhook has the lead: a steady
// 20 inserts a second for 10 s through our server (a child process) on a throwaway PostgreSQL,
// to a local HTTP receiver that verifies each signature. Goal: p99 under 1 s.
import { performance } from "node:perf_hooks";
import { startPostgresCluster } from "../testing/postgres-cluster.ts";
import { killServerProcesses, startServerProcess } from "../testing/server-process.ts";
import { createStaticFixture } from "../testing/static-fixture.ts";
import { createWebhookReceiver } from "../testing/webhook-receiver.ts";

export type LeadDeliveryResult = {
  leads: number;
  ratePerSecond: number;
  /** Milliseconds from the 201's arrival to the webhook's (0 when the webhook came first). */
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  markdown: string;
};

const secret = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";
const anonKey = "public-anon-key";

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

export async function benchLeadDelivery({ ratePerSecond = 20, seconds = 10 } = {}): Promise<LeadDeliveryResult> {
  const cluster = await startPostgresCluster({ settings: { fsync: "off" } });
  const fixture = createStaticFixture();
  const receiver = await createWebhookReceiver({ secret });
  try {
    const server = await startServerProcess({
      DATABASE_URL: cluster.url,
      STATIC_DIR: fixture.dir,
      PUBLIC_ANON_KEY: anonKey,
      RATE_LIMIT_PER_CLIENT: "off",
      RATE_LIMIT_GLOBAL_PER_MINUTE: "off",
      NOTIFY_WEBHOOK_URL: receiver.url,
      NOTIFY_WEBHOOK_SECRET: secret,
    });
    const total = ratePerSecond * seconds;
    const answeredAt = new Map<string, number>();
    const start = performance.now();
    const sends: Promise<void>[] = [];
    for (let i = 0; i < total; i++) {
      // A steady rate: each insert leaves at its own time, whatever the earlier ones are doing.
      const due = start + (i * 1000) / ratePerSecond;
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - performance.now())));
      const name = `Bench lead ${i}`;
      sends.push(
        fetch(`${server.url}/rest/v1/contact_submissions`, {
          method: "POST",
          headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}`, "Content-Type": "application/json" },
          body: JSON.stringify([{ name, email: `lead${i}@example.com`, company: null, message: "How fast do you hear of me?" }]),
        }).then(async (response) => {
          await response.arrayBuffer();
          if (response.status !== 201) throw new Error(`insert ${i} answered ${response.status}`);
          answeredAt.set(name, performance.now());
        }),
      );
    }
    await Promise.all(sends);
    const received = await receiver.waitForRequests(total, 60_000);
    await server.stop();
    if (!received.every((request) => request.verified)) throw new Error("a webhook's signature did not verify");

    const latencies = received
      .map((request) => {
        const name = (request.body as { data: { name: string } }).data.name;
        return Math.max(0, request.at - answeredAt.get(name)!);
      })
      .sort((a, b) => a - b);
    const [p50Ms, p99Ms, maxMs] = [percentile(latencies, 50), percentile(latencies, 99), latencies.at(-1)!];
    const ms = (value: number) => `${value.toFixed(1)} ms`;
    const markdown = [
      `${total} leads at a steady ${ratePerSecond}/s for ${seconds} s through our server, delivered by its in-process worker (LISTEN/NOTIFY wake-up) to a local receiver verifying each Standard Webhooks signature. Goal: p99 under 1 s.`,
      "",
      "| leads | p50 | p99 | max | goal p99 < 1 s |",
      "|---|---|---|---|---|",
      `| ${total} | ${ms(p50Ms)} | ${ms(p99Ms)} | ${ms(maxMs)} | ${p99Ms < 1000 ? "met" : "missed"} |`,
      "",
    ].join("\n");
    const round = (value: number) => Math.round(value * 10) / 10;
    return { leads: total, ratePerSecond, p50Ms: round(p50Ms), p99Ms: round(p99Ms), maxMs: round(maxMs), markdown };
  } finally {
    await killServerProcesses();
    await receiver.stop();
    fixture.remove();
    await cluster.stop();
  }
}
