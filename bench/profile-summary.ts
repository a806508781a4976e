// Summarizes a V8 CPU profile (from `BENCH_CPU_PROFILE=1 npm run bench`, in bench/out/profiles/):
// self time by function and by package, so a profile can be read without DevTools.
//   npx tsx bench/profile-summary.ts <file.cpuprofile> [top] [last-seconds]
// With last-seconds, only the end of the profile counts (the load run, not start-up).
import { readFileSync } from "node:fs";

type Node = { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; hitCount?: number; children?: number[] };
type Profile = { nodes: Node[]; samples: number[]; timeDeltas: number[]; startTime: number; endTime: number };

const [file, topArg = "25", lastArg] = process.argv.slice(2);
if (!file) throw new Error("usage: tsx bench/profile-summary.ts <file.cpuprofile> [top] [last-seconds]");
const profile = JSON.parse(readFileSync(file, "utf8")) as Profile;

const fromUs = lastArg ? profile.endTime - Number(lastArg) * 1e6 : profile.startTime;
const selfUs = new Map<number, number>();
let at = profile.startTime;
profile.samples.forEach((id, i) => {
  at += profile.timeDeltas[i] ?? 0;
  if (at >= fromUs) selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
});
const totalUs = profile.endTime - Math.max(fromUs, profile.startTime);

const where = (url: string) => {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1];
  if (pkg) return pkg;
  if (url.startsWith("node:")) return url;
  if (!url) return "(native/V8)";
  return url.replace(/^file:\/\/.*?\/(server|app)\//, "$1/");
};

const byFunction = new Map<string, number>();
const byPackage = new Map<string, number>();
for (const node of profile.nodes) {
  const us = selfUs.get(node.id) ?? 0;
  if (!us) continue;
  const { functionName, url, lineNumber } = node.callFrame;
  const key = `${functionName || "(anonymous)"} ${where(url)}:${lineNumber + 1}`;
  byFunction.set(key, (byFunction.get(key) ?? 0) + us);
  byPackage.set(where(url), (byPackage.get(where(url)) ?? 0) + us);
}

const show = (title: string, entries: Map<string, number>) => {
  console.log(`\n${title}`);
  for (const [key, us] of [...entries].sort((a, b) => b[1] - a[1]).slice(0, Number(topArg))) {
    console.log(`${((us / totalUs) * 100).toFixed(1).padStart(5)}%  ${(us / 1000).toFixed(0).padStart(6)} ms  ${key}`);
  }
};
console.log(`${file}: ${(totalUs / 1e6).toFixed(1)} s profiled`);
show("self time by package or file", byPackage);
show("self time by function", byFunction);
