import type { StudyRecord } from "./study-records";

/** One launch as Home's outcomes cite it: how much sooner than planned, and how well it stayed up. */
export type LaunchEvidence = {
  id: string;
  name: string;
  plannedWeeks: number;
  weeks: number;
  /** Whole percent of the planned weeks saved: 21 planned, 14 taken → 33. */
  sooner: number;
  uptime: string;
  measured: string;
};

/** The studies that state their launch, in the collection's order; the others are not cited. */
export function launchEvidence(studies: readonly StudyRecord[]): LaunchEvidence[] {
  return studies.flatMap(({ id, name, launch }) =>
    launch ? [{ id, name, ...launch, sooner: Math.round(((launch.plannedWeeks - launch.weeks) / launch.plannedWeeks) * 100) }] : [],
  );
}

/** "31–33%" (our copy's en dash), or "33%" when every launch saved the same. */
export function soonerRange(launches: readonly LaunchEvidence[]) {
  const values = launches.map((launch) => launch.sooner);
  const low = Math.min(...values);
  const high = Math.max(...values);
  return low === high ? `${low}%` : `${low}–${high}%`;
}

/** The lowest uptime of the launches cited: the honest floor under "99.9%". */
export function lowestUptime(launches: readonly LaunchEvidence[]) {
  return launches.map((launch) => launch.uptime).sort((a, b) => parseFloat(a) - parseFloat(b))[0];
}
