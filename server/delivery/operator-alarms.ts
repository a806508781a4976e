// Telling the operator that delivery is in trouble (a channel failing for alertAfterMs, a job
// given up) or well again: through every other channel this worker serves that works (never the
// visitor's receipt), each within an attempt's deadline, and always in the log.
import type { SqlQueries } from "../db/sql-engine.ts";
import type { Logger } from "../logger.ts";
import { DeliveryFailure, type DeliveryChannel } from "./channels.ts";
import { claimChannelAlarms } from "../leads/delivery-channels-store.ts";
import { channelFailingNotice, type OperatorNotice } from "./operator-notice.ts";
import type { DeliveryChannelName } from "../leads/delivery-channels.ts";

export type OperatorAlarms = {
  /** A channel's attempt succeeded or failed: it is (not) one to tell the operator through. */
  channelWorks(name: DeliveryChannelName, works: boolean): void;
  tell(notice: OperatorNotice): Promise<void>;
  /** Claims and sends the channel alarms that are due (one worker of all gets each). */
  raiseDue(): Promise<void>;
};

export function createOperatorAlarms({
  sql,
  channels,
  logger,
  attemptTimeoutMs,
  alertAfterMs,
}: {
  sql: SqlQueries;
  channels: readonly DeliveryChannel[];
  logger: Logger;
  attemptTimeoutMs: number;
  alertAfterMs: number;
}): OperatorAlarms {
  /** The channels failing right now, as this worker last heard (for "every other working channel"). */
  const failing = new Set<DeliveryChannelName>();
  const names = channels.map((channel) => channel.name);

  async function tell(notice: OperatorNotice) {
    const line = { channel: notice.channel, notice: notice.kind };
    if (notice.kind === "channel-recovered") logger.warn(line, notice.summary);
    else logger.error(line, notice.summary);
    const others = channels.filter((channel) => channel.notify && channel.name !== notice.channel && !failing.has(channel.name));
    await Promise.all(
      others.map((channel) =>
        channel.notify!(notice, AbortSignal.timeout(attemptTimeoutMs)).then(
          () => logger.info({ ...line, via: channel.name }, "operator told"),
          (error: unknown) =>
            logger.error(
              { ...line, via: channel.name, errorKind: error instanceof DeliveryFailure ? error.kind : "internal-error" },
              "operator could not be told",
            ),
        ),
      ),
    );
  }

  return {
    channelWorks(name, works) {
      if (works) failing.delete(name);
      else failing.add(name);
    },
    tell,
    async raiseDue() {
      for (const alarm of await claimChannelAlarms(sql, names, alertAfterMs)) {
        failing.add(alarm.name);
        await tell(channelFailingNotice(alarm.name, alarm.failingSince));
      }
    },
  };
}
