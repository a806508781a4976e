// A lead as `npm run -s leads` lists it, for the formatting tests: Ada's enquiry, not screened,
// no delivery channel; each test overrides what it is about.
import type { LeadWithDeliveries } from "../server/leads/lead-listing-store.ts";

export const listedLead = (overrides: Partial<LeadWithDeliveries> = {}): LeadWithDeliveries => ({
  id: "6f1c3d1e-0000-4000-8000-000000000001",
  createdAt: new Date("2026-11-20T09:30:00Z"),
  name: "Ada Lovelace",
  email: "ada@example.com",
  company: null,
  message: "We need a booking app",
  spam: false,
  spam_reasons: [],
  spam_score: null,
  spam_decided_by: null,
  spam_decided_at: null,
  deliveries: [],
  ...overrides,
});
