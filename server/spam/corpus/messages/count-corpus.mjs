// Checks every line of the labelled contact-form corpus and prints the counts the README shows:
// a broken line, a missing field, a kind filed under the wrong label or a message written twice
// would silently skew the model trained on it, so any of them fails the run.
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const dir = dirname(fileURLToPath(import.meta.url));
const fields = ["label", "kind", "lang", "name", "email", "company", "message"];
const problems = [];
const counts = new Map(); // "label/kind" -> Map(lang -> n)
const seenMessages = new Map();
const seenNames = new Map();
const langTotals = { spam: new Map(), genuine: new Map() };

for (const file of readdirSync(dir)
  .filter((f) => f.endsWith(".jsonl"))
  .sort()) {
  const [fileLabel, ...rest] = file.replace(/\.jsonl$/, "").split("-");
  const fileKind = rest.join("-");
  readFileSync(join(dir, file), "utf8")
    .split("\n")
    .forEach((line, i) => {
      if (line.trim() === "") return;
      const where = `${file}:${i + 1}`;
      let m;
      try {
        m = JSON.parse(line);
      } catch (error) {
        problems.push(`${where}: not JSON (${error.message})`);
        return;
      }
      const keys = Object.keys(m);
      if (keys.join() !== fields.join()) problems.push(`${where}: fields ${keys.join()}`);
      if (m.label !== fileLabel || m.kind !== fileKind) problems.push(`${where}: ${m.label}/${m.kind} in ${file}`);
      if (!/^[a-z]{2}$/.test(m.lang)) problems.push(`${where}: lang ${m.lang}`);
      if (typeof m.name !== "string" || typeof m.email !== "string" || typeof m.message !== "string")
        problems.push(`${where}: name, email and message must be strings`);
      if (m.company !== null && typeof m.company !== "string") problems.push(`${where}: company must be a string or null`);
      const key = String(m.message).trim().toLowerCase();
      if (seenMessages.has(key)) problems.push(`${where}: same message as ${seenMessages.get(key)}`);
      seenMessages.set(key, where);
      if (m.name && m.name.trim().length > 3) {
        const nameKey = m.name.trim().toLowerCase();
        if (seenNames.has(nameKey)) problems.push(`${where}: name "${m.name}" also at ${seenNames.get(nameKey)}`);
        seenNames.set(nameKey, where);
      }
      const k = `${m.label}/${m.kind}`;
      if (!counts.has(k)) counts.set(k, new Map());
      counts.get(k).set(m.lang, (counts.get(k).get(m.lang) ?? 0) + 1);
      const totals = langTotals[m.label];
      if (totals) totals.set(m.lang, (totals.get(m.lang) ?? 0) + 1);
    });
}

const sum = (map) => [...map.values()].reduce((a, b) => a + b, 0);
const langList = (map) =>
  [...map.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([lang, n]) => `${lang} ${n}`)
    .join(", ");

console.log("| label | kind | messages | languages |");
console.log("| --- | --- | ---: | --- |");
for (const [k, langs] of [...counts.entries()].sort()) {
  const [label, kind] = k.split("/");
  console.log(`| ${label} | ${kind} | ${sum(langs)} | ${langList(langs)} |`);
}
for (const label of ["spam", "genuine"]) {
  const total = sum(langTotals[label]);
  const english = langTotals[label].get("en") ?? 0;
  console.log(
    `| ${label} | **all** | **${total}** | ${langList(langTotals[label])} (not English: ${Math.round((100 * (total - english)) / Math.max(total, 1))}%) |`,
  );
}
if (problems.length > 0) {
  console.error(problems.join("\n"));
  process.exitCode = 1;
}
