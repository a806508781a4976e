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
