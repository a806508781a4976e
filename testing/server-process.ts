// Runs the real server (`server/main.ts`) as a child process, the way an operator does.
import { spawn, type ChildProcess } from "node:child_process";
import { createInterface } from "node:readline";
import { commandLine, type Loader } from "./compiled-commands.ts";
import { testLessonKey } from "./lesson-key.ts";

const root = new URL("../", import.meta.url).pathname;

export type ServerProcess = {
  url: string;
  child: ChildProcess;
  /** Every log line so far, parsed. */
  logs: Record<string, unknown>[];
  /** What it wrote to stderr so far (the lines meant for a person). */
  stderr(): string;
  /** What it wrote to stdout so far, every line as written (`logs` keeps the ones that parse). */
  stdout(): string;
  /** Sends a signal and resolves with the exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
};

export const serverEnv = (env: Record<string, string>) => ({
  PATH: process.env.PATH ?? "",
  HOME: process.env.HOME ?? "/tmp",
  // No .env: a developer's own settings (a DATABASE_URL, a PORT) must never reach a test server.
  ENV_FILE: "",
  PORT: "0",
  HOST: "127.0.0.1",
  LOG_LEVEL: "info",
  // The JSON records tests read, whatever the developer's shell sets (npm start defaults to text).
  LOG_FORMAT: "json",
  ...(env.DATABASE_URL ? { SPAM_LESSON_KEY: testLessonKey } : {}),
  ...env,
});

const started = new Set<ChildProcess>();

/** Kills every server this module started that still runs (a test that timed out may leave one holding a data directory). */
export async function killServerProcesses() {
  await Promise.all(
    [...started].map(
      (child) =>
        new Promise<void>((resolve) => {
          started.delete(child);
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          child.once("exit", () => resolve());
          child.kill("SIGKILL");
        }),
    ),
  );
}

export type ServerCommand = {
  /** The program and its arguments; default: server/main.ts, compiled for the test run (testing/compiled-commands.ts). */
  command?: readonly string[];
  cwd?: string;
  /** The environment as given, instead of serverEnv's defaults around it. */
  exactEnv?: boolean;
  /** Set on top of the environment (the command's own, e.g. compiledServerCommand()'s). */
  env?: Record<string, string>;
};

/** Starts the server; resolves once it logs that it listens, rejects if it exits first (with its stderr). */
export function startServerProcess(env: Record<string, string>, timeoutMs = 60_000, how: ServerCommand = {}): Promise<ServerProcess> {
  const [program, ...args] = how.command ?? commandLine("server/main.ts");
  const child = spawn(program!, args, {
    cwd: how.cwd ?? root,
    env: { ...(how.exactEnv ? env : serverEnv(env)), ...how.env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  started.add(child);
  const logs: Record<string, unknown>[] = [];
  let [stdout, stderr] = ["", ""];
  child.stderr!.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
  child.stdout!.setEncoding("utf8").on("data", (chunk: string) => (stdout += chunk));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));

  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`server did not start within ${timeoutMs} ms: ${stderr}`));
    }, timeoutMs);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code} before listening: ${stderr.trim()}`));
    });
    createInterface({ input: child.stdout! }).on("line", (line) => {
      let entry: Record<string, unknown>;
      try {
        entry = JSON.parse(line) as Record<string, unknown>;
      } catch {
        return;
      }
      logs.push(entry);
      if (entry.msg === "server listening") {
        clearTimeout(timer);
        resolve({
          url: String(entry.url),
          child,
          logs,
          stderr: () => stderr,
          stdout: () => stdout,
          stop: (signal = "SIGTERM") => {
            if (child.exitCode === null && child.signalCode === null) child.kill(signal);
            return exited;
          },
        });
      }
    });
  });
}

/**
 * Runs a command of this repository (e.g. scripts/leads.ts) to completion: compiled for the test run,
 * or with `loader: "tsx"` from its TypeScript source, as `npm run leads` runs it.
 */
export function runScript(script: string, args: string[], env: Record<string, string>, timeoutMs = 30_000, loader: Loader = "compiled") {
  const [program, ...scriptArgs] = commandLine(script, loader);
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    const child = spawn(program!, [...scriptArgs, ...args], {
      cwd: root,
      env: serverEnv(env),
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`${script} did not finish within ${timeoutMs} ms`));
    }, timeoutMs);
    child.once("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}
