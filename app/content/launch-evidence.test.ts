import { describe, expect, it } from "vitest";
import { launchEvidence, lowestUptime, soonerRange } from "./launch-evidence";
import type { StudyRecord } from "./study-records";

// Fixture studies, not the demo collection: an agency replaces those with its own.
const study = (id: string, launch?: StudyRecord["launch"]) => ({ id, name: `Study ${id}`, launch }) as StudyRecord;

describe("the launches Home's outcomes cite", () => {
  const launches = launchEvidence([
    study("north", { plannedWeeks: 21, weeks: 14, uptime: "99.98%", measured: "since March" }),
    study("quiet"),
    study("south", { plannedWeeks: 16, weeks: 11, uptime: "99.93%", measured: "over a season" }),
  ]);

  it("are the studies that state a launch, in the collection's order, each with the share of its plan saved", () => {
    expect(launches.map(({ id, sooner }) => [id, sooner])).toEqual([
      ["north", 33],
      ["south", 31],
    ]);
  });

  it("sum up as a range of time saved and the lowest uptime", () => {
    expect(soonerRange(launches)).toBe("31–33%");
    expect(soonerRange(launches.slice(0, 1))).toBe("33%");
    expect(lowestUptime(launches)).toBe("99.93%");
  });
});
