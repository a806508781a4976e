// How the site behaves, not what it says: timings and the data-cache policy the spec fixes.
// The words live in app/content/.

export const timing = {
  tooltipDelayMs: 700,
  tooltipSkipDelayMs: 300,
  carouselDragThreshold: 10,
  toastLimit: 1,
  toastRemoveDelayMs: 1_000_000,
} as const;

/** Data cache policy (TanStack Query): unused entries kept 5 minutes; 3 retries, 1 s doubling, capped at 30 s. */
export const queryPolicy = {
  gcTimeMs: 5 * 60 * 1000,
  retries: 3,
  retryBaseDelayMs: 1000,
  retryMaxDelayMs: 30_000,
} as const;
