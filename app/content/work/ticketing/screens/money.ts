// The story's result ("What changed" in index.mdx): a €40 stalls ticket before, through the reseller
// that kept 12% of each sale, and after, sold directly with card payments on Stripe. The chart reads
// these; the chart's alt text and caption say the same figures.
import { tierOf } from "./data";

const cents = (amount: number) => Math.round(amount * 100) / 100;

const price = tierOf("stalls").price;
const before = { fee: cents(price * 0.12), feeName: "Reseller fee, 12%", how: "Through the reseller" };
const after = { fee: 0.95, feeName: "Card fees", how: "Direct, on Stripe" };
const kept = { before: cents(price - before.fee), after: cents(price - after.fee) };

export const ticketMoney = { price, before, after, kept, keptMore: cents(kept.after - kept.before) } as const;
