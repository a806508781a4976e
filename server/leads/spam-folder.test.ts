// The operator's spam folder end to end: a real server process on PostgreSQL delivering to a real
// webhook receiver and a real SMTP server, and the operator's leads command run in this process
// (testing/leads-in-process.ts: the listing is polled often, a process per poll cost seconds).
// PGlite answers the same verbs alike (server/db/engine-parity.test.ts). The spam is a sender the
// operator marked with `--spam`, so the test does not depend on the filter's weights; every
// message itself reads as a genuine enquiry.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leadsInProcess, type LeadsInProcess } from "../../testing/leads-in-process.ts";
import { testLessonKey } from "../../testing/lesson-key.ts";
import { until } from "../../testing/outbox-kit.ts";
import { freshPostgresDatabase, type FreshPostgresDatabase } from "../../testing/shared-postgres.ts";
import { killServerProcesses, startServerProcess, type ServerProcess } from "../../testing/server-process.ts";
import { createSmtpReceiver, type SmtpReceiver } from "../../testing/smtp-receiver.ts";
import { createStaticFixture } from "../../testing/static-fixture.ts";
import { createWebhookReceiver, type WebhookReceiver } from "../../testing/webhook-receiver.ts";

const secret = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";
const fixture = createStaticFixture();
afterAll(() => fixture.remove());

type JsonLead = { id: string; message: string; spam: boolean; spam_reasons: string[]; deliveries: { channel: string; status: string }[] };

describe("the spam folder end to end on PostgreSQL", { timeout: 120_000 }, () => {
  let database: FreshPostgresDatabase;
  let command: LeadsInProcess;
  let webhook: WebhookReceiver;
  let smtp: SmtpReceiver;
  let server: ServerProcess;

  const leads = async (args: string[]) => {
    const result = await command.run(args);
    // CSV and JSON keep the spam folder's count out of the data, on stderr.
    expect(result.stderr).toMatch(/^(\d+ messages? held as spam: npm run -s leads -- --spam\n)?$/);
    expect(result.code).toBe(0);
    return result.stdout;
  };
  const json = async (args: string[]) => JSON.parse(await leads([...args, "--format", "json"])) as JsonLead[];
  /** Sends one enquiry through the site's REST API, as the browser does; resolves with its id once stored. */
  const send = async (email: string, message: string) => {
    const sent = await fetch(`${server.url}/rest/v1/contact_submissions`, {
      method: "POST",
      headers: { apikey: "public-anon-key", Authorization: "Bearer public-anon-key", "Content-Type": "application/json" },
      body: JSON.stringify([{ name: "Sam Porter", email, company: "Porter Physio", message }]),
    });
    expect(sent.status).toBe(201);
    // In the inbox until screened, then in whichever folder its verdict puts it.
    const both = async () => [...(await json(["--limit", "5"])), ...(await json(["--spam", "--limit", "5"]))];
    const found = await until(both, (all) => all.some((lead) => lead.message === message));
    return found.find((lead) => lead.message === message)!.id;
  };

  beforeAll(async () => {
    database = await freshPostgresDatabase();
    command = leadsInProcess({ databaseUrl: database.url, dataDir: "unused", lessonKey: testLessonKey });
    webhook = await createWebhookReceiver({ secret });
    smtp = await createSmtpReceiver();
    server = await startServerProcess({
      DATABASE_URL: database.url,
      STATIC_DIR: fixture.dir,
      NOTIFY_WEBHOOK_URL: webhook.url,
      NOTIFY_WEBHOOK_SECRET: secret,
      SMTP_URL: smtp.url,
      NOTIFY_EMAIL_TO: "team@agency.example",
      NOTIFY_EMAIL_FROM: "site@agency.example",
    });
  });
  afterAll(async () => {
    await killServerProcesses();
    await webhook.stop();
    await smtp.close();
    await command?.close();
    await database?.dispose();
  });

  it("holds a marked sender's message: stored, not delivered, listed under --spam with its reasons", async () => {
    const first = await send("sam@porter-physio.example", "Hello, we would like a quote for a booking app for our clinic.");
    await webhook.waitForRequests(1);
    await smtp.waitForMails(1);
    expect(await leads(["--spam", first])).toBe(
      "marked as spam: 0 deliveries held; later messages from this address are held too, for 90 days\n",
    );

    const second = await send("Sam@Porter-Physio.example", "Following up on my message about the booking app.");
    const [held] = await until(
      () => json(["--spam"]),
      (folder) => folder.some((lead) => lead.id === second && lead.deliveries.every((d) => d.status === "held")),
    ).then((folder) => folder.filter((lead) => lead.id === second));
    expect(held).toMatchObject({ spam: true, spam_reasons: expect.arrayContaining(["sender-marked-spam"]) });
    expect(held!.deliveries.map((d) => d.channel).sort()).toEqual(["email", "webhook"]);
    // Stored, but neither posted nor mailed, and not in the inbox.
    expect(webhook.received).toHaveLength(1);
    expect(smtp.received).toHaveLength(1);
    expect((await json([])).map((lead) => lead.id)).not.toContain(second);
    const folder = await leads(["--spam"]);
    expect(folder).toMatch(new RegExp(`Following up on my message.*sender-marked-spam.*${second}`));
    expect(await leads([])).toContain("2 messages held as spam: npm run -s leads -- --spam");
  });

  it("--not-spam delivers a held message exactly once, and the sender's next message is not held", async () => {
    const [held] = (await json(["--spam"])).filter((lead) => lead.message.startsWith("Following up"));
    expect(await leads(["--not-spam", held!.id])).toBe(
      "released: 2 deliveries queued now; later messages from this address count as trusted for 90 days\n",
    );
    const [, posted] = await webhook.waitForRequests(2);
    const [, mailed] = await smtp.waitForMails(2);
    expect((posted!.body as { data: { id: string } }).data.id).toBe(held!.id);
    expect(mailed!.mail.text).toContain("Following up on my message about the booking app.");
    const [released] = await until(
      () => json(["--id", held!.id]),
      ([lead]) => lead!.deliveries.every((d) => d.status === "delivered"),
    );
    expect(released).toMatchObject({ spam: false });
    expect(webhook.received).toHaveLength(2); // once, not again
    expect(smtp.received).toHaveLength(2);

    const third = await send("sam@porter-physio.example", "One more question: do you also build the admin dashboard?");
    await webhook.waitForRequests(3);
    expect((webhook.received[2]!.body as { data: { id: string } }).data.id).toBe(third);
  });

  it("--spam holds the sender's next message again", async () => {
    const [latest] = await json(["--limit", "1"]);
    await leads(["--spam", latest!.id]);
    const next = await send("sam@porter-physio.example", "Sorry, one last detail about the dashboard.");
    await until(
      () => json(["--id", next]),
      ([lead]) => lead!.deliveries.every((d) => d.status === "held"),
    );
    expect(webhook.received).toHaveLength(3);
    expect(smtp.received).toHaveLength(3);
  });

  it("--redeliver pending and --remove-channel reach the database, and warn that the running server adds the channel back", async () => {
    expect((await command.run(["--redeliver", "pending"])).stdout).toBe("0 waiting deliveries due now\n");
    const removal = await command.run(["--remove-channel", "email"]);
    expect(removal.code).toBe(0);
    expect(removal.stdout).toMatch(/^removed the email channel: 0 waiting deliveries cancelled/);
    // The running server delivers to e-mail: it puts the channel back when it next starts, and the operator is told.
    expect(removal.stderr).toBe(
      "leads: a server or worker delivered to email in the last minutes and adds it back when it next starts: remove its email settings before then\n",
    );
  });
});
