// The delivery channels and what sets them apart, as data. The agency's channels (its webhook, its
// inbox) get every lead that is not spam, also late (a channel added after the lead, a lead
// released from the spam folder, `--redeliver`). The visitor's receipt is the other kind: one
// message to the person who wrote, sent at most once and never late (a receipt hours after the
// form reads as spam to them). Every query and check asks `visitorChannelsSql` / `isVisitorChannel`
// instead of naming the receipt (delivery-channels.test.ts fails on a channel spelled elsewhere);
// the migrations' CHECK lists the same names (delivery-status.test.ts compares them).

export const deliveryChannelCatalogue = {
  webhook: { recipient: "agency" },
  email: { recipient: "agency" },
  receipt: { recipient: "visitor" },
} as const satisfies Record<string, { recipient: "agency" | "visitor" }>;

/** A delivery channel: where a lead is delivered (the agency's webhook or inbox, the visitor's receipt). */
export type DeliveryChannelName = keyof typeof deliveryChannelCatalogue;

export const deliveryChannelNames = Object.keys(deliveryChannelCatalogue) as [DeliveryChannelName, ...DeliveryChannelName[]];

/** The channels that write to the visitor, not the agency: sent once, never late. */
export const isVisitorChannel = (name: string): boolean =>
  (deliveryChannelCatalogue as Record<string, { recipient: string }>)[name]?.recipient === "visitor";

const visitorChannels = deliveryChannelNames.filter(isVisitorChannel);

/** The visitor's channels as an SQL list, for `channel in …` / `name not in …`. */
export const visitorChannelsSql = `(${visitorChannels.map((name) => `'${name}'`).join(", ")})`;
