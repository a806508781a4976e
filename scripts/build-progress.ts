// What `npm run build` says while it works: a line as each stage begins, then one every 10 s while
// it runs, with the time so far and what the stage is doing, so a build on a loaded machine (minutes,
// not the 30 s of an idle one) never looks hung. A person is never left more than 15 s without a line.
import { spawn } from "node:child_process";

/** How often a running stage says it still runs: under the 15 s a person waits before wondering. */
export const heartbeatMs = 10_000;

export type Stage = {
  /** Said as it begins, e.g. "Building the site: pages, scripts and styles". */
  begin: string;
  /** Its heartbeat's words: "  still {still}: 40 s so far". */
  still: string;
};

type Options = { say?: (line: string) => void; everyMs?: number; now?: () => number; doing?: () => string | undefined };

/** Runs `task` as `stage`: its first line now, a heartbeat (with what `doing` says it is at) until it settles. */
export async function runStage<T>(stage: Stage, task: () => Promise<T>, options: Options = {}): Promise<T> {
  const { say = console.log, everyMs = heartbeatMs, now = Date.now, doing = () => undefined } = options;
  const started = now();
  say(stage.begin);
  const timer = setInterval(() => {
    const at = doing();
    say(`  still ${stage.still}: ${Math.round((now() - started) / 1000)} s so far${at ? ` (${at})` : ""}`);
  }, everyMs);
  try {
    return await task();
  } finally {
    clearInterval(timer);
  }
}

// The bundler's own phases in its report (kept back in build/build.log): which one it is in says
// more than the seconds alone. "vite v7 building client environment…", "✓ 812 modules transformed.",
// "rendering chunks...", "Prerender (html): /work -> …".
const phase = /building|modules transformed|rendering chunks|prerender/i;
// eslint-disable-next-line no-control-regex -- the bundler colours its report
const ansi = /\u001b\[[0-9;]*m/g;

/** The last of the bundler's phase lines in `output`, shortened for a heartbeat. */
export function bundlerPhase(output: string): string | undefined {
  const line = output
    .replace(ansi, "")
    .split("\n")
    .map((text) => text.trim())
    .findLast((text) => phase.test(text));
  return line && (line.length > 80 ? `${line.slice(0, 79)}…` : line);
}

type StepOptions = {
  /** Keep its stdout back (the bundler's report), passing what it wrote so far to `onOutput`; else shown as it comes. */
  quiet?: boolean;
  onOutput?: (soFar: string) => void;
  env?: NodeJS.ProcessEnv;
};

/** Runs a step to its end; its stderr (warnings, errors) always shows as it comes. */
export function runStep(command: string, args: string[], options: StepOptions = {}): Promise<{ code: number | null; stdout: string }> {
  const { quiet = false, onOutput = () => {}, env = process.env } = options;
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ["ignore", quiet ? "pipe" : "inherit", "inherit"], env });
    let stdout = "";
    child.stdout?.setEncoding("utf8").on("data", (chunk: string) => onOutput((stdout += chunk)));
    child.once("error", reject);
    child.once("exit", (code) => resolve({ code, stdout }));
  });
}
