// The server process: `npm run serve` runs the compiled build/node/main.js with plain node (and
// `npm start` builds first). Logs are JSON lines on stdout; the one plain line for a person (where
// the site runs, or why it could not start) goes to stderr.
//
// Exit codes, for a supervisor: 0 after a clean stop on SIGTERM or SIGINT (requests drained, the
// database closed); 1 when the server could not start or stopped on an unexpected error.
import { readServerConfig } from "./config.ts";
import { openDatabase } from "./db/open-database.ts";
import { createAltchaGuard } from "./spam/altcha-guard.ts";
import { loadEnvFile } from "./env-file.ts";
import { exitOnSignals } from "./exit-on-signals.ts";
import { createHttpServer } from "./http/http-server.ts";
import { startLeadsSocket } from "./leads/leads-socket.ts";
import { createLogger } from "./logger.ts";
import { startLeadDelivery } from "./outbox/lead-delivery.ts";
import { startupFailureLine } from "./startup-failure.ts";
import { loadStaticSite } from "./static/static-site.ts";

// Where it tried to listen, for the start-up failure line (the defaults until the configuration is read).
const listen = { host: "127.0.0.1", port: 3000 };

async function main() {
  const envFile = loadEnvFile();
  const config = readServerConfig(process.env);
  Object.assign(listen, { host: config.host, port: config.port });
  const logger = createLogger(config.logLevel);
  const site = await loadStaticSite(config.staticDir);
  const db = await openDatabase({ databaseUrl: config.databaseUrl, poolSize: config.databasePoolSize, dataDir: config.dataDir });
  const altcha = config.altcha ? createAltchaGuard({ hmacKey: config.altcha.hmacKey, sql: db.sql }) : undefined;
  const { server } = createHttpServer({ config, db, site, logger, altcha });
  let leadDelivery: Awaited<ReturnType<typeof startLeadDelivery>> | undefined;
  try {
    await db.setRateLimits(config.rateLimits);
    leadDelivery = await startLeadDelivery(db.sql, config.notify, logger);
    await new Promise<void>((resolve, reject) => server.once("listening", resolve).once("error", reject).listen(config.port, config.host));
  } catch (error) {
    await leadDelivery?.stop();
    await db.close();
    throw error;
  }
  const leadsSocket = db.engine === "pglite" ? await startLeadsSocket(db, config.dataDir) : undefined;

  const address = server.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  const url = `http://${config.host.includes(":") ? `[${config.host}]` : config.host}:${port}`;
  logger.info(
    { url, pid: process.pid, database: db.engine, dataDir: db.engine === "pglite" ? config.dataDir : undefined, envFile },
    "server listening",
  );
  console.error(
    `Site running at ${url} (${db.engine === "pglite" ? `embedded database in ${config.dataDir}` : "PostgreSQL"}). Ctrl+C stops it.`,
  );

  exitOnSignals(logger, "finishing in-flight requests and deliveries", async () => {
    // Past the grace period, cut what is left rather than hang a deploy.
    const force = setTimeout(() => server.closeAllConnections(), config.shutdownGraceMs).unref();
    const drained = new Promise<void>((resolve) => server.close(() => resolve()));
    // Side by side, each bounded: deliveries in flight finish and are marked (a longer one is left
    // to its lease), while requests in flight are answered.
    await Promise.all([drained, leadDelivery?.stop()]);
    clearTimeout(force);
    await new Promise<void>((resolve) => (leadsSocket ? leadsSocket.close(() => resolve()) : resolve()));
    await db.close();
  });
}

main().catch((error: unknown) => {
  const line = startupFailureLine(error, listen);
  if (line) console.error(line);
  else console.error("Server failed to start:", error);
  process.exit(1);
});
