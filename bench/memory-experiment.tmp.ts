import { buildServer } from "../scripts/build-server.ts";
import { createStaticFixture } from "../testing/static-fixture.ts";
import { createWebhookReceiver } from "../testing/webhook-receiver.ts";
import { killServerProcesses } from "../testing/server-process.ts";
import { measurePgliteMemory } from "./outbox-scale.ts";
await buildServer();
const fixture = createStaticFixture();
const receiver = await createWebhookReceiver({ secret: "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw" });
const extra = JSON.parse(process.env.EXTRA_ENV ?? "{}") as Record<string, string>;
try {
  const m = await measurePgliteMemory(receiver, fixture.dir, Number(process.env.N ?? 5000), extra);
  console.log(JSON.stringify({ extra, ...m }));
} finally {
  await killServerProcesses();
  await receiver.stop();
  fixture.remove();
}
