import type { Logger } from "./logger.ts";

/**
 * What a supervisor's SIGTERM (or a person's Ctrl+C) does to the server and the worker: on the
 * first one, log it, run `stop` (drain, finish deliveries, close the database), log "stopped" and
 * exit 0; if stopping fails, exit 1 so the supervisor knows. A second signal changes nothing.
 *
 * The handlers stay registered (`on`, not `once`): a supervisor that signals the process group
 * reaches the server twice under npm (directly, and forwarded by npm), and with the handler gone
 * the second signal would take node's default action and kill the process mid-drain, before the
 * database is closed. A stop that hangs is the grace period's business, and SIGKILL's.
 */
export function exitOnSignals(logger: Logger, whatStopDoes: string, stop: () => Promise<void>) {
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, `shutting down: ${whatStopDoes}`);
    stop().then(
      () => {
        logger.info("stopped");
        process.exit(0);
      },
      (error: unknown) => {
        logger.error({ err: { name: (error as Error)?.name, message: (error as Error)?.message } }, "stopping failed");
        process.exit(1);
      },
    );
  };
  process.on("SIGTERM", onSignal);
  process.on("SIGINT", onSignal);
}
