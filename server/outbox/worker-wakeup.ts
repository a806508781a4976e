// How the delivery loop waits: until its next look is due, or until something wakes it (a new
// lead's notification, a finished delivery, stop()). A wake-up that arrives while the loop is
// busy is remembered, so the loop looks once more instead of sleeping through it.

export type WorkerWakeup = {
  /** Wakes the loop now, or makes its next sleep return at once. */
  wake(): void;
  /** Starts a round: wake-ups from now on count for the next sleep. */
  startRound(): void;
  /** Resolves after `ms`, or at the first wake-up; at once if one came this round or `running()` is false. */
  sleep(ms: number, running: () => boolean): Promise<void>;
};

export function createWorkerWakeup(): WorkerWakeup {
  let woken = false;
  let wakeSleeper: (() => void) | undefined;
  return {
    wake() {
      woken = true;
      wakeSleeper?.();
    },
    startRound() {
      woken = false;
    },
    sleep: (ms, running) =>
      new Promise<void>((resolve) => {
        if (woken || !running()) return resolve();
        const timer = setTimeout(done, ms);
        function done() {
          clearTimeout(timer);
          wakeSleeper = undefined;
          resolve();
        }
        wakeSleeper = done;
      }),
  };
}
