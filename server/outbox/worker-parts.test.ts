// The delivery loop's small parts on their own: waiting and waking, the jobs in flight and their
// limits, and one attempt's deadline.
import { describe, expect, it } from "vitest";
import { DeliveryFailure, type DeliveryChannel } from "./channels.ts";
import { tryDelivery } from "./delivery-attempt.ts";
import { createJobsInFlight } from "./jobs-in-flight.ts";
import type { ClaimedDelivery } from "./outbox-store.ts";
import { createWorkerWakeup } from "./worker-wakeup.ts";

const job = { id: "d1", channel: "webhook", attempt: 1, lease: "l1" } as ClaimedDelivery;
const channelThat = (deliver: DeliveryChannel["deliver"]): DeliveryChannel => ({ name: "webhook", deliver, close: async () => {} });

describe("the loop's wake-up", () => {
  it("ends a sleep at the first wake-up, long before its time", async () => {
    const wakeup = createWorkerWakeup();
    wakeup.startRound();
    const slept = wakeup.sleep(60_000, () => true);
    wakeup.wake();
    await slept; // a missed wake-up would leave this pending until the test times out
  });

  it("remembers a wake-up that came while the round was busy, so the next sleep returns at once", async () => {
    const wakeup = createWorkerWakeup();
    wakeup.startRound();
    wakeup.wake();
    await wakeup.sleep(60_000, () => true);
    wakeup.startRound();
    let returned = false;
    const slept = wakeup.sleep(60_000, () => true).then(() => (returned = true));
    await Promise.resolve();
    expect(returned).toBe(false); // a new round forgets it: this sleep waits for its own wake-up
    wakeup.wake();
    await slept;
  });

  it("does not sleep once the worker stops", async () => {
    await createWorkerWakeup().sleep(60_000, () => false);
  });
});

describe("the jobs in flight", () => {
  it("leaves room for no more than the worker's and the channel's limits, and frees it when a job settles", async () => {
    const inFlight = createJobsInFlight(3);
    expect(inFlight.room("email", 2)).toBe(2);
    let finish!: () => void;
    const settledIds: string[] = [];
    inFlight.add("a", "email", new Promise<void>((resolve) => (finish = resolve)), () => settledIds.push("a"));
    inFlight.add("b", "webhook", Promise.resolve(), () => settledIds.push("b"));
    expect(inFlight.ids()).toEqual(["a", "b"]);
    expect(inFlight.room("email", 2)).toBe(1);
    expect(inFlight.room("webhook", undefined)).toBe(1);
    await new Promise((resolve) => setImmediate(resolve));
    expect(settledIds).toEqual(["b"]);
    expect(inFlight.room("webhook", undefined)).toBe(2);
    finish();
    await inFlight.settled();
    expect(inFlight.size).toBe(0);
    expect(settledIds).toEqual(["b", "a"]);
  });
});

describe("one attempt", () => {
  it("ends at its deadline as a timeout, and asks the channel to stop", async () => {
    let signal: AbortSignal | undefined;
    const failure = await tryDelivery(
      channelThat((_job, s) => {
        signal = s;
        return new Promise(() => {});
      }),
      job,
      20,
    );
    expect(failure).toBe("timeout");
    expect(signal?.aborted).toBe(true);
  });

  it("keeps a channel's failure kind, and calls anything else an internal error", async () => {
    expect(
      await tryDelivery(
        channelThat(async () => {}),
        job,
        1_000,
      ),
    ).toBeUndefined();
    expect(
      await tryDelivery(
        channelThat(() => Promise.reject(new DeliveryFailure("http-500"))),
        job,
        1_000,
      ),
    ).toBe("http-500");
    expect(
      await tryDelivery(
        channelThat(() => Promise.reject(new Error("boom"))),
        job,
        1_000,
      ),
    ).toBe("internal-error");
  });
});
