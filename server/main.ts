// Starts the server: `npm run serve` (after `npm run build`), or `npm start` to build and serve.
import { ConfigError, readServerConfig } from "./config.ts";
import { openDatabase } from "./db/open-database.ts";
import { createHttpServer } from "./http/http-server.ts";
import { startLeadsSocket } from "./leads/leads-socket.ts";
import { createLogger } from "./logger.ts";
import { startLeadDelivery } from "./outbox/lead-delivery.ts";
import { loadStaticSite } from "./static/static-site.ts";

async function main() {
  const config = readServerConfig(process.env);
  const logger = createLogger(config.logLevel);
  const site = await loadStaticSite(config.staticDir);
  const db = await openDatabase({ databaseUrl: config.databaseUrl, poolSize: config.databasePoolSize, dataDir: config.dataDir });
  await db.setRateLimits(config.rateLimits);
  const leadDelivery = await startLeadDelivery(db.sql, config.notify, logger);
  const leadsSocket = db.engine === "pglite" ? await startLeadsSocket(db, config.dataDir) : undefined;

  const { server } = createHttpServer({ config, db, site, logger });
  await new Promise<void>((resolve, reject) => server.once("listening", resolve).once("error", reject).listen(config.port, config.host));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  const url = `http://${config.host.includes(":") ? `[${config.host}]` : config.host}:${port}`;
  logger.info({ url, database: db.engine, dataDir: db.engine === "pglite" ? config.dataDir : undefined }, "server listening");
  if (process.stdout.isTTY) console.log(`\n  Site running at ${url}\n`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down: finishing in-flight requests");
    // Past the grace period, cut what is left rather than hang a deploy.
    const force = setTimeout(() => server.closeAllConnections(), config.shutdownGraceMs).unref();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    clearTimeout(force);
    await new Promise<void>((resolve) => (leadsSocket ? leadsSocket.close(() => resolve()) : resolve()));
    await leadDelivery.stop(); // deliveries in flight finish and are marked
    await db.close();
    logger.info("stopped");
    process.exit(0);
  };
  process.once("SIGTERM", () => void stop("SIGTERM"));
  process.once("SIGINT", () => void stop("SIGINT"));
}

main().catch((error: unknown) => {
  // One clear line for the operator; the stack only for surprises.
  if (error instanceof ConfigError || (error instanceof Error && error.name === "DataDirLockedError")) console.error(error.message);
  else console.error("Server failed to start:", error);
  process.exit(1);
});
