// The server process: `npm run serve` runs the compiled build/node/main.js with plain node (and
// `npm start` builds first). Logs are JSON lines on stdout (text lines with LOG_FORMAT=text, where the
// plain lines for a person, the database being created and where the site runs, go to stderr);
// why it could not start is one line on stderr (a JSON record unless LOG_FORMAT=text).
//
// Exit codes, for a supervisor: 0 after a clean stop on SIGTERM or SIGINT (requests drained, the
// database closed); 1 when the server could not start or stopped on an unexpected error.
import "./owner-only-umask.ts";
import { serverConfigFrom, serverSettingsParts } from "./settings/server-settings.ts";
import { openDatabase } from "./db/open-database.ts";
import { hasPgliteDatabase } from "./db/pglite-create.ts";
import { createAltchaGuard } from "./intake/altcha-guard.ts";
import { exitOnSignals } from "./exit-on-signals.ts";
import { createHttpServer } from "./http/http-server.ts";
import { inboxFromSettings } from "./inbox/mount-inbox.ts";
import { startLeadsSocket } from "./leads/leads-socket.ts";
import { createLogger } from "./logger.ts";
import { startMetricsServer } from "./metrics/metrics-endpoint.ts";
import { createPipelineMetrics, startPipeline, type Pipeline } from "./pipeline/start-pipeline.ts";
import { loadSettings } from "./settings/load-settings.ts";
import { metricsEnabled } from "./settings/metrics.ts";
import { checkCanListen, checkDataDirFree, checkSpamModel } from "./startup-checks.ts";
import { sayAtStartup } from "./startup-lines.ts";
import { reportStartupFailure, startupFailureLine, unexpectedFailureLine } from "./startup-failure.ts";
import { loadStaticSite } from "./static/static-site.ts";

// Where it tried to listen, for the start-up failure line (the defaults until the configuration is read).
const listen = { host: "127.0.0.1", port: 3000 };

async function main() {
  const { envFile, ...settings } = loadSettings(...serverSettingsParts);
  const config = serverConfigFrom(settings);
  Object.assign(listen, { host: config.host, port: config.port });
  const logger = createLogger(config.logLevel, config.logFormat);
  const site = await loadStaticSite(config.staticDir);
  // Before the database is opened (or its directory created) and delivery starts: a second server
  // on a taken port or a held directory stops here, touching nothing of the first one's.
  if (!config.databaseUrl) checkDataDirFree(config.dataDir);
  await checkCanListen(config.host, config.port);
  checkSpamModel();
  // Creating it takes seconds (a minute on a busy machine): say so, rather than leave the terminal silent.
  if (!config.databaseUrl && !hasPgliteDatabase(config.dataDir))
    sayAtStartup(logger, config.logFormat, {
      text: `Creating the embedded database in ${config.dataDir} (the first start only)...`,
      record: { msg: "creating the embedded database (the first start only)", fields: { dataDir: config.dataDir } },
    });
  const db = await openDatabase({
    databaseUrl: config.databaseUrl,
    poolSize: config.databasePoolSize,
    dataDir: config.dataDir,
    lessonKey: config.lessonKey,
  });
  const altcha = config.altcha ? createAltchaGuard({ hmacKey: config.altcha.hmacKey, sql: db.sql }) : undefined;
  // Nothing is counted unless /metrics is served somewhere (server/metrics/).
  const metrics = metricsEnabled(config.metrics) ? createPipelineMetrics(db.sql, config) : undefined;
  const inbox = inboxFromSettings(config.inbox, db, logger); // INBOX_USERS: the team's inbox at /inbox
  const { server } = createHttpServer({ config, db, site, logger, altcha, metrics, metricsToken: config.metrics.token, inbox });
  let pipeline: Pipeline | undefined;
  let metricsServer: Awaited<ReturnType<typeof startMetricsServer>> | undefined;
  try {
    await db.setRateLimits(config.rateLimits);
    pipeline = await startPipeline(config, { sql: db.sql, logger, metrics });
    await new Promise<void>((resolve, reject) => server.once("listening", resolve).once("error", reject).listen(config.port, config.host));
    if (metrics && config.metrics.port !== undefined)
      metricsServer = await startMetricsServer({ metrics, port: config.metrics.port, token: config.metrics.token, logger });
  } catch (error) {
    await pipeline?.stop();
    await db.close();
    throw error;
  }
  const leadsSocket = db.engine === "pglite" ? await startLeadsSocket(db, config.dataDir, logger) : undefined;

  const address = server.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  const url = `http://${config.host.includes(":") ? `[${config.host}]` : config.host}:${port}`;
  // Signals are handled before the server says it runs: a supervisor (or a test) that stops it on
  // that line must not meet node's default action, which kills the process mid-start.
  exitOnSignals(logger, "finishing in-flight requests and deliveries", async () => {
    // Past the grace period, cut what is left rather than hang a deploy.
    const force = setTimeout(() => server.closeAllConnections(), config.shutdownGraceMs).unref();
    const drained = new Promise<void>((resolve) => server.close(() => resolve()));
    // Side by side, each bounded: deliveries in flight finish and are marked (a longer one is left
    // to its lease), while requests in flight are answered.
    await Promise.all([drained, pipeline?.stop()]);
    clearTimeout(force);
    await new Promise<void>((resolve) => (leadsSocket ? leadsSocket.close(() => resolve()) : resolve()));
    await metricsServer?.close();
    await db.close();
  });
  logger.info(
    { url, pid: process.pid, database: db.engine, dataDir: db.engine === "pglite" ? config.dataDir : undefined, envFile },
    "server listening",
  );
  sayAtStartup(logger, config.logFormat, {
    text: `Site running at ${url} (${db.engine === "pglite" ? `embedded database in ${config.dataDir}` : "PostgreSQL"}). Ctrl+C stops it.`,
  });
}

main().catch((error: unknown) => {
  // One line for the operator, whatever failed (a JSON record under LOG_FORMAT=json); the stack only when asked for (LOG_LEVEL=debug).
  reportStartupFailure(startupFailureLine(error, listen) ?? unexpectedFailureLine(error), error instanceof Error ? error.stack : undefined);
  process.exit(1);
});
