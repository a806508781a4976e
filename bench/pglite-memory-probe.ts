// Where a PGlite server's resident memory goes under load (issue 23.4): the same database, insert
// path and outbox worker as the server, in this process, printing at each stage the resident set
// and its parts: PGlite's WebAssembly memory (grown on demand, never returned to the system), the
// JavaScript heap, and what Node holds outside it. Run: `npx tsx bench/pglite-memory-probe.ts`
// (PROBE_LEADS=5000 by default; PROBE_SETTINGS="work_mem=1MB,..." adds -c settings to PGlite).
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { openDatabase } from "../server/db/open-database.ts";
import { createLogger } from "../server/logger.ts";
import { startLeadDelivery } from "../server/outbox/lead-delivery.ts";
import { readSettings } from "../server/settings/schema.ts";
import { createWebhookReceiver } from "../testing/webhook-receiver.ts";

const leads = Number(process.env.PROBE_LEADS ?? 5000);
const secret = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";

const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);
function report(stage: string, wasm: () => number) {
  const status = readFileSync("/proc/self/status", "utf8");
  const rss = Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1]) * 1024;
  const memory = process.memoryUsage();
  console.log(
    JSON.stringify({
      stage,
      rssMb: mb(rss),
      wasmMemoryMb: mb(wasm()),
      jsHeapUsedMb: mb(memory.heapUsed),
      jsHeapTotalMb: mb(memory.heapTotal),
      externalMb: mb(memory.external),
      arrayBuffersMb: mb(memory.arrayBuffers),
    }),
  );
}

const dataDir = mkdtempSync(join(tmpdir(), "pglite-probe-"));
const receiver = await createWebhookReceiver({ secret, listening: false });
try {
  // Created in a child process and reopened, as the server does on its first start.
  await (await openDatabase({ dataDir })).close();
  const db = await openDatabase({ dataDir });
  await db.setRateLimits({ perClient: Infinity, perClientWindowSeconds: 600, globalPerMinute: Infinity }); // as the bench's server runs
  const wasmMemory = () => db.sql.wasmMemoryBytes?.() ?? NaN;
  report("opened", wasmMemory);
  const worker = await startLeadDelivery(
    db.sql,
    readSettings({ NOTIFY_WEBHOOK_URL: receiver.url, NOTIFY_WEBHOOK_SECRET: secret, OUTBOX_RETRY_BASE_SECONDS: "1" }, ["notify"]).notify,
    createLogger("silent"),
  );
  await sleep(2000);
  report("idle, worker running", wasmMemory);
  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (next < leads) {
        const i = next++;
        await db.insertContactSubmissions(
          [{ name: `Probe ${i}`, email: `probe-${i}@example.com`, company: null, message: `Probe lead ${i} would like a quote.` }],
          { clientAddress: `198.51.100.${i % 250}` },
        );
        if (i % 1000 === 999) report(`${i + 1} inserted (${Math.round(performance.now() - started)} ms)`, wasmMemory);
      }
    }),
  );
  report("after inserts (receiver down)", wasmMemory);
  await receiver.start();
  await receiver.waitForRequests(leads, 600_000);
  await sleep(3000);
  report("after delivery", wasmMemory);
  global.gc?.();
  report("after a full JS GC (node --expose-gc)", wasmMemory);
  await worker.stop();
  await db.close();
} finally {
  await receiver.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
