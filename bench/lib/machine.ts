// What the numbers were measured on, for RESULTS.md.
import { readFileSync } from "node:fs";
import { availableParallelism, cpus, loadavg, totalmem } from "node:os";

export type Machine = {
  cpuModel: string;
  cpus: number;
  memoryGiB: number;
  loadAverageAtStart: number[];
  node: string;
  os: string;
  date: string;
};

export function describeMachine(): Machine {
  const cpuinfo = readFileSync("/proc/cpuinfo", "utf8");
  const model = /^model name\s*:\s*(.+)$/m.exec(cpuinfo)?.[1]?.trim() ?? cpus()[0]?.model ?? "unknown";
  const osRelease = (() => {
    try {
      return /^PRETTY_NAME="?([^"\n]+)"?/m.exec(readFileSync("/etc/os-release", "utf8"))?.[1] ?? "Linux";
    } catch {
      return "Linux";
    }
  })();
  return {
    cpuModel: model,
    cpus: availableParallelism(), // what `nproc` prints
    memoryGiB: Math.round((totalmem() / 2 ** 30) * 10) / 10,
    loadAverageAtStart: loadavg().map((value) => Math.round(value * 100) / 100),
    node: process.version,
    os: osRelease,
    date: new Date().toISOString(),
  };
}
