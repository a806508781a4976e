// This worker's deliveries in flight: by delivery id (so it never claims a job it is already
// delivering), and counted per channel (so a channel gets no more than its maxInFlight).
import type { DeliveryChannelName } from "../leads/delivery-channels.ts";

export type JobsInFlight = {
  readonly size: number;
  ids(): string[];
  /** How many more jobs of `channel` may start: the worker's limit and the channel's, whichever is nearer. */
  room(channel: DeliveryChannelName, channelLimit: number | undefined): number;
  /** Tracks `delivery` until it settles, then calls `onSettled`. */
  add(id: string, channel: DeliveryChannelName, delivery: Promise<void>, onSettled: () => void): void;
  /** Resolves when every delivery in flight now has settled. */
  settled(): Promise<unknown>;
};

export function createJobsInFlight(concurrency: number): JobsInFlight {
  const byId = new Map<string, Promise<void>>();
  const perChannel = new Map<DeliveryChannelName, number>();
  const count = (channel: DeliveryChannelName) => perChannel.get(channel) ?? 0;
  return {
    get size() {
      return byId.size;
    },
    ids: () => [...byId.keys()],
    room: (channel, channelLimit) => Math.min(concurrency - byId.size, (channelLimit ?? Infinity) - count(channel)),
    add(id, channel, delivery, onSettled) {
      perChannel.set(channel, count(channel) + 1);
      byId.set(
        id,
        delivery.finally(() => {
          byId.delete(id);
          perChannel.set(channel, count(channel) - 1);
          onSettled();
        }),
      );
    },
    settled: () => Promise.all(byId.values()),
  };
}
