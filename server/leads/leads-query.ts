import { isUuid, type LeadsQuery } from "./leads-delivery.ts";

export const defaultLeadsLimit = 50;
export const maxLeadsLimit = 10_000;

const durationUnits: Record<string, number> = { m: 60_000, h: 3_600_000, d: 86_400_000, w: 604_800_000 };

/** `--since`: an ISO date or time (2026-11-01, 2026-11-01T09:00Z) or a span back from now (30m, 24h, 7d, 2w). */
export function parseSince(value: string, now = new Date()): Date | undefined {
  const span = value.trim().match(/^(\d+)\s*([mhdw])$/i);
  if (span) return new Date(now.getTime() - Number(span[1]) * durationUnits[span[2]!.toLowerCase()]!);
  if (!/^\d{4}-\d{2}-\d{2}/.test(value.trim())) return undefined;
  const date = new Date(value.trim());
  return Number.isNaN(date.getTime()) ? undefined : date;
}

export function parseLimit(value: string | undefined): number | undefined {
  if (value === undefined) return defaultLeadsLimit;
  const limit = Number(value);
  return Number.isInteger(limit) && limit >= 1 && limit <= maxLeadsLimit ? limit : undefined;
}

/** The query of the leads socket (?since=…&limit=…&id=…&folder=…), checked the same way as the command's flags. */
export function parseLeadsQuery(params: URLSearchParams): LeadsQuery | { error: string } {
  const limit = parseLimit(params.get("limit") ?? undefined);
  if (limit === undefined) return { error: `limit must be a whole number from 1 to ${maxLeadsLimit}` };
  const id = params.get("id") ?? undefined;
  if (id !== undefined && !isUuid(id)) return { error: "id must be a lead's id (a uuid)" };
  const folder = params.get("folder") ?? "inbox";
  if (folder !== "inbox" && folder !== "spam") return { error: "folder must be inbox or spam" };
  const sinceParam = params.get("since");
  if (sinceParam === null) return { limit, id, folder };
  const since = parseSince(sinceParam);
  return since ? { limit, since, id, folder } : { error: "since must be an ISO date or a span such as 24h or 7d" };
}

/** The same query as the socket's URL parameters. */
export function leadsQueryParams(query: LeadsQuery): URLSearchParams {
  const params = new URLSearchParams({ limit: String(query.limit), folder: query.folder });
  if (query.since) params.set("since", query.since.toISOString());
  if (query.id) params.set("id", query.id);
  return params;
}
