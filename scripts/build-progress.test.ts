import { afterEach, describe, expect, it, vi } from "vitest";
import { bundlerPhase, heartbeatMs, runStage } from "./build-progress.ts";

afterEach(() => void vi.useRealTimers());

describe("the build's progress", () => {
  it("says what it is doing at least every 15 s while a stage runs for minutes", async () => {
    vi.useFakeTimers();
    const said: { at: number; line: string }[] = [];
    let finish!: () => void;
    const done = runStage(
      { begin: "Building the site: pages, scripts and styles", still: "building the site" },
      () => new Promise<void>((resolve) => (finish = resolve)),
      { say: (line) => said.push({ at: Date.now(), line }), doing: () => "✓ 812 modules transformed." },
    );
    const started = Date.now();
    await vi.advanceTimersByTimeAsync(346_000); // the newcomer's silent build on a loaded machine
    finish();
    await done;
    await vi.advanceTimersByTimeAsync(60_000); // nothing more once it is done

    expect(said[0]).toEqual({ at: started, line: "Building the site: pages, scripts and styles" });
    expect(said[1]!.line).toBe("  still building the site: 10 s so far (✓ 812 modules transformed.)");
    const gaps = [...said.map((entry) => entry.at), started + 346_000].map((at, i, all) => at - (all[i - 1] ?? at));
    expect(Math.max(...gaps)).toBeLessThanOrEqual(15_000);
    expect(said.at(-1)!.at).toBeLessThanOrEqual(started + 346_000);
    expect(heartbeatMs).toBeLessThanOrEqual(15_000);
  });

  it("names the bundler's phase from its report, without its colours", () => {
    const report =
      "\u001b[36mvite v7.3.8 \u001b[32mbuilding client environment for production...\u001b[39m\ntransforming...\n✓ 812 modules transformed.\nbuild/client/assets/x.js  12.00 kB\n";
    expect(bundlerPhase(report)).toBe("✓ 812 modules transformed.");
    expect(bundlerPhase("")).toBeUndefined();
  });
});
