// A delivery's statuses and what may happen to a delivery, in one place. A delivery is one lead's
// job on one delivery channel (private.lead_deliveries). The stores build their SQL from this
// table: a store can only write a status the transition it performs allows, and a status is
// spelled as an SQL literal here and in the migrations only.
//
//   (lead stored) ──queued──▶ new ──screenedSpam──▶ held ◀──markedSpam── new, pending
//                              │                     │
//                         screened               released
//                              ▼                     ▼
//                 skipped ◀─ (receipt) ─▶ pending ◀──┘ (a receipt released late: skipped)
//                                          │  ▲
//                      attemptFailed ──────┤  └── redelivered (from anything settled), addedLate
//                  (policy gives up)       │
//                        failed ◀──────────┤
//                                          ▼
//                                      delivered  ◀── also from held/cancelled: an attempt in flight
//                                                     when the operator acted still succeeded
//   new, pending ──channelRemoved──▶ cancelled
//   (lead held for review: budget spent, or x-hold-for-review) ──heldForReview──▶ held
//
// `new`: awaiting the spam screening; `pending`: due at next_attempt_at (or in flight, leased);
// `held`: spam, in the operator's spam folder; `skipped`: a receipt not sent (its reason is
// kept); `delivered`; `failed`: the retry policy gave up; `cancelled`: its channel was removed.

export const deliveryStatuses = ["new", "pending", "held", "skipped", "delivered", "failed", "cancelled"] as const;
export type DeliveryStatus = (typeof deliveryStatuses)[number];

/**
 * What one delivery attempt came to, as the worker reports it (the `outcome` label of the
 * delivery attempts metric): delivered, retried later, given up, or its lease lost to another worker.
 */
export const attemptOutcomes = { delivered: "delivered", willRetry: "will-retry", gaveUp: "gave-up", leaseLost: "lease-lost" } as const;
export type AttemptOutcome = (typeof attemptOutcomes)[keyof typeof attemptOutcomes];

/** Not settled yet: the lead is still on its way (retention keeps it, the backlog counts it). */
export const unsettledStatuses = ["new", "pending"] as const satisfies readonly DeliveryStatus[];

type Transition = { from: readonly DeliveryStatus[]; to: readonly DeliveryStatus[]; by: string };

/** Every change of a delivery's status the code makes; `from: []` creates a delivery. */
export const deliveryTransitions = {
  queued: { from: [], to: ["new"], by: "the insert trigger (migrations): one job per active channel" },
  heldForReview: {
    from: [],
    to: ["held"],
    by: "the insert trigger (migration 0009): one held job per active channel for a lead held for review (the global budget spent, or x-hold-for-review)",
  },
  addedLate: {
    from: [],
    to: ["pending"],
    by: "release and redelivery: a job on an active channel the lead never had (added after the lead was stored)",
  },
  screenedSpam: { from: ["new"], to: ["held"], by: "the spam screening (lead-screening.ts)" },
  screened: { from: ["new"], to: ["pending", "skipped"], by: "the spam screening: a receipt not to send is skipped" },
  released: { from: ["held", "new"], to: ["pending", "skipped"], by: "--not-spam: a receipt this late is skipped" },
  markedSpam: { from: ["new", "pending"], to: ["held"], by: "--spam" },
  channelRemoved: { from: ["new", "pending"], to: ["cancelled"], by: "--remove-channel" },
  attemptSucceeded: {
    from: ["pending", "held", "cancelled"],
    to: ["delivered"],
    by: "a worker, by lease: held or cancelled while in flight, it was delivered all the same",
  },
  attemptFailed: { from: ["pending"], to: ["pending", "failed"], by: "a worker, by lease: retried, or given up" },
  redelivered: {
    from: ["pending", "held", "delivered", "failed", "cancelled"],
    to: ["pending"],
    by: "--redeliver (never a job awaiting its screening, never a receipt skipped or sent)",
  },
} as const satisfies Record<string, Transition>;

export type DeliveryTransition = keyof typeof deliveryTransitions;

const literal = (status: DeliveryStatus) => `'${status}'`;

/** A status as SQL (the one place that spells it): `status = ${statusSql.pending}`. */
export const statusSql = Object.fromEntries(deliveryStatuses.map((status) => [status, literal(status)])) as {
  readonly [S in DeliveryStatus]: string;
};

/** `(…)`: a list of statuses as SQL, for `status in ${statusListSql([...])}`. */
export const statusListSql = (statuses: readonly DeliveryStatus[]) => `(${statuses.map(literal).join(", ")})`;

/** `status in (…)`: the statuses `transition` starts from. */
export const fromSql = (transition: DeliveryTransition, column = "status") =>
  `${column} in ${statusListSql(deliveryTransitions[transition].from)}`;

/** The status `transition` ends in, as SQL; throws (at load, where it is used) for a status it does not allow. */
export function toSql(transition: DeliveryTransition, status?: DeliveryStatus): string {
  const allowed: readonly DeliveryStatus[] = deliveryTransitions[transition].to;
  const to = status ?? allowed[0]!;
  if (!allowed.includes(to) || (status === undefined && allowed.length > 1))
    throw new Error(`the ${transition} transition ends in ${allowed.join(" or ")}, not ${to}`);
  return literal(to);
}

/** Whether the table allows a delivery to go from `from` (undefined: created) to `to`. */
export const isAllowedTransition = (from: DeliveryStatus | undefined, to: DeliveryStatus) =>
  Object.values(deliveryTransitions).some(
    (transition: Transition) =>
      transition.to.includes(to) && (from === undefined ? transition.from.length === 0 : transition.from.includes(from)),
  );

/** A delivery the worker gave up on: the one the inbox offers to redeliver. */
export const gaveUp = (status: DeliveryStatus) => status === "failed";
