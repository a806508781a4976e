// CI's guard against a green run that tested nothing: reads the JSON reports of Vitest and
// Playwright and fails unless every layer ran, with no test failed or skipped.
//   tsx scripts/check-test-layers.ts reports/vitest.json reports/e2e.json
import { readFileSync } from "node:fs";

type VitestReport = {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults: { name: string; assertionResults: { fullName: string; status: string }[] }[];
};
type PlaywrightSuite = { file?: string; specs?: { ok: boolean; tests: { status: string }[] }[]; suites?: PlaywrightSuite[] };
type PlaywrightReport = { stats: { expected: number; unexpected: number; skipped: number; flaky: number }; suites: PlaywrightSuite[] };

const [vitestPath, playwrightPath] = process.argv.slice(2);
const problems: string[] = [];

// A layer is the set of tests that prove one part of the system; each must have run.
const layers: { name: string; matches: (file: string, title: string) => boolean }[] = [
  { name: "app unit tests", matches: (file) => file.includes("/app/") },
  { name: "server tests on PGlite", matches: (file, title) => file.includes("/server/") && /pglite/i.test(`${file} ${title}`) },
  {
    name: "server tests on PostgreSQL",
    matches: (file, title) => file.includes("/server/") && /postgres(ql)?\b/i.test(`${file} ${title}`),
  },
  // The suites run on PostgreSQL; this one runs a path through the schema on both engines and compares them.
  {
    name: "engine parity (PGlite answers as PostgreSQL)",
    matches: (file, title) => file.endsWith("/server/db/engine-parity.test.ts") && title.startsWith("the engines agree"),
  },
  { name: "lead delivery (webhook, e-mail, workers)", matches: (file) => file.includes("/server/delivery/") },
  { name: "database outage (PostgreSQL stopped and killed)", matches: (file) => file.endsWith("/server/database-outage.test.ts") },
  { name: "nginx in front of two replicas", matches: (file) => file.includes("/server/deploy/") },
  { name: "production start (compiled server, signals, .env)", matches: (file) => file.endsWith("/server/production-start.test.ts") },
  { name: "spam check", matches: (file) => file.includes("/server/spam/") },
  { name: "ALTCHA proof of work", matches: (file) => file.endsWith("/server/intake/altcha-guard.test.ts") },
  { name: "operator's spam folder end to end", matches: (file) => file.endsWith("/server/leads/spam-folder.test.ts") },
  { name: "privacy: access, erasure, retention", matches: (file) => file.includes("/server/privacy/") },
  { name: "metrics (/metrics, token, loopback port)", matches: (file) => file.includes("/server/metrics/") },
  { name: "outbox at scale (idle, recovery, query plans)", matches: (file) => file.endsWith("/server/delivery/outbox-scale.test.ts") },
];

// Browser layers, by spec file: each must have run and passed.
const browserLayers = [
  { name: "browser tests with JavaScript off and with scripts held back", file: "without-javascript.spec.ts" },
  { name: "browser accessibility (axe)", file: "accessibility.spec.ts" },
  { name: "browser layout (every page, 3 widths x 2 themes)", file: "layout.spec.ts" },
  { name: "browser: ALTCHA solved by the widget", file: "altcha.spec.ts" },
  { name: "browser: unknown paths keep a clean console and the theme", file: "unknown-paths.spec.ts" },
  { name: "browser: contact failure paths (chunk 404, offline, focus)", file: "contact-failure-paths.spec.ts" },
];

function passedSpecs(suites: PlaywrightSuite[], file = ""): { file: string; ok: boolean }[] {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? []).map((spec) => ({ file: suite.file ?? file, ok: spec.ok && spec.tests.every((t) => t.status === "expected") })),
    ...passedSpecs(suite.suites ?? [], suite.file ?? file),
  ]);
}

let passed = 0;
let failed = 0;

if (vitestPath) {
  const report = JSON.parse(readFileSync(vitestPath, "utf8")) as VitestReport;
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  if (report.numPendingTests + report.numTodoTests > 0)
    problems.push(`vitest skipped ${report.numPendingTests + report.numTodoTests} tests`);
  for (const layer of layers) {
    const ran = report.testResults.flatMap((file) =>
      file.assertionResults.filter((test) => test.status === "passed" && layer.matches(file.name, test.fullName)),
    ).length;
    console.log(`${layer.name}: ${ran} passed`);
    if (ran === 0) problems.push(`no ${layer.name} ran`);
  }
}

if (playwrightPath) {
  const { stats, suites } = JSON.parse(readFileSync(playwrightPath, "utf8")) as PlaywrightReport;
  const specs = passedSpecs(suites);
  for (const layer of browserLayers) {
    const ran = specs.filter((spec) => spec.file.endsWith(layer.file) && spec.ok).length;
    console.log(`${layer.name}: ${ran} passed`);
    if (ran === 0) problems.push(`no ${layer.name} ran`);
  }
  console.log(`browser tests: ${stats.expected} passed, ${stats.unexpected} failed, ${stats.flaky} flaky, ${stats.skipped} skipped`);
  passed += stats.expected + stats.flaky;
  failed += stats.unexpected;
  if (stats.expected === 0) problems.push("no browser tests ran");
  if (stats.skipped > 0) problems.push(`playwright skipped ${stats.skipped} tests`);
}

if (failed > 0) problems.push(`${failed} tests failed`);
for (const problem of problems) console.error(`CHECK FAILED: ${problem}`);
console.log(`total: ${passed} passed, ${failed} failed`);
process.exit(problems.length > 0 ? 1 : 0);
