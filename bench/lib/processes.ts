// Child processes the bench starts, and only those: each is stopped by its own pid.
import { spawn, type ChildProcess } from "node:child_process";
import { createWriteStream } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";

export type Started = { child: ChildProcess; logFile: string; stop(): Promise<void> };

/** Starts a long-running process with its output in a log file under bench/out/. */
export function startProcess(
  command: string,
  args: string[],
  options: { env?: NodeJS.ProcessEnv; cwd?: string; logFile: string },
): Started {
  const log = createWriteStream(options.logFile);
  const child = spawn(command, args, { cwd: options.cwd, env: options.env ?? process.env, stdio: ["ignore", "pipe", "pipe"] });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  return {
    child,
    logFile: options.logFile,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill("SIGTERM");
      // A server that does not finish its graceful shutdown in time is killed.
      const done = await Promise.race([exited.then(() => true), sleep(10_000).then(() => false)]);
      if (!done) {
        child.kill("SIGKILL");
        await exited;
      }
    },
  };
}

/** Runs a command to completion; rejects with its output when it fails. */
export function runCommand(
  command: string,
  args: string[],
  options: { env?: NodeJS.ProcessEnv; cwd?: string; inherit?: boolean; timeoutMs?: number } = {},
) {
  return new Promise<{ stdout: string; stderr: string }>((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: options.env ?? process.env,
      stdio: options.inherit ? ["ignore", "inherit", "inherit"] : ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout?.on("data", (chunk: Buffer) => (stdout += chunk));
    child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk));
    const timer = options.timeoutMs ? setTimeout(() => child.kill("SIGKILL"), options.timeoutMs) : undefined;
    child.once("error", reject);
    child.once("exit", (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve({ stdout, stderr });
      else reject(new Error(`${command} ${args.join(" ")} failed (${signal ?? `exit ${code}`})\n${stderr.slice(-4000)}`));
    });
  });
}

/** Waits until `url` answers with `status`, or fails after `timeoutMs` (or when `process` exits). */
export async function waitForHttp(
  url: string,
  { status = 200, timeoutMs = 60_000, process }: { status?: number; timeoutMs?: number; process?: Started } = {},
) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (process && process.child.exitCode !== null) throw new Error(`${url}: the process exited early, see ${process.logFile}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      await response.arrayBuffer();
      if (response.status === status) return;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new Error(`${url} did not answer ${status} within ${timeoutMs} ms${process ? `, see ${process.logFile}` : ""}`);
}
