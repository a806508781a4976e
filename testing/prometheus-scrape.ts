// Reads a /metrics answer as Prometheus does, strictly: the text exposition format (version 0.0.4)
// line by line, throwing on anything Prometheus would refuse. (The npm parser for this format,
// parse-prometheus-text-format 1.1.1, drops the labels of labelled histograms, so it cannot check ours.)

export type Sample = { name: string; labels: Record<string, string>; value: number };
export type Family = { name: string; type: string; help: string; samples: Sample[] };

export type Scrape = {
  families: Family[];
  /** The value of the sample named `name` whose labels include `labels` (NaN when there is none). */
  value(name: string, labels?: Record<string, string>): number;
};

const metricName = /^[a-zA-Z_:][a-zA-Z0-9_:]*$/;
const labelName = /^[a-zA-Z_][a-zA-Z0-9_]*$/;
const types = new Set(["counter", "gauge", "histogram", "summary", "untyped"]);
const suffixes: Record<string, string[]> = { histogram: ["_bucket", "_sum", "_count"], summary: ["", "_sum", "_count"] };

function parseValue(text: string, line: string): number {
  // Prometheus reads NaN in any case; prom-client writes "Nan" for an empty event-loop histogram.
  if (/^nan$/i.test(text)) return NaN;
  if (text === "+Inf" || text === "Inf") return Infinity;
  if (text === "-Inf") return -Infinity;
  if (!/^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(text)) throw new Error(`not a sample value: ${line}`);
  return Number(text);
}

/** `name{a="x",b="y"} value [timestamp]` */
function parseSample(line: string): Sample {
  const name = /^[^\s{]+/.exec(line)?.[0] ?? "";
  if (!metricName.test(name)) throw new Error(`bad metric name: ${line}`);
  let at = name.length;
  const labels: Record<string, string> = {};
  if (line[at] === "{") {
    at++;
    while (line[at] !== "}") {
      const label = /^([^=\s]+)="((?:[^"\\\n]|\\[\\"n])*)"/.exec(line.slice(at));
      if (!label || !labelName.test(label[1]!) || label[1]! in labels) throw new Error(`bad label at ${at}: ${line}`);
      labels[label[1]!] = label[2]!.replace(/\\(.)/g, (_, c: string) => (c === "n" ? "\n" : c));
      at += label[0].length;
      if (line[at] === ",") at++;
      else if (line[at] !== "}") throw new Error(`bad label list: ${line}`);
    }
    at++;
  }
  const rest = line.slice(at);
  const fields = rest.trim().split(/\s+/);
  if (!/^\s/.test(rest) || fields.length < 1 || fields.length > 2) throw new Error(`bad sample: ${line}`);
  if (fields[1] !== undefined && !/^-?\d+$/.test(fields[1])) throw new Error(`bad timestamp: ${line}`);
  return { name, labels, value: parseValue(fields[0]!, line) };
}

export function parseScrape(text: string): Scrape {
  if (!text.endsWith("\n")) throw new Error("the exposition must end with a line feed");
  const families: Family[] = [];
  const byName = new Map<string, Family>();
  let current: Family | undefined;
  for (const line of text.slice(0, -1).split("\n")) {
    if (line.trim() === "") continue;
    const meta = /^#\s+(HELP|TYPE)\s+(\S+)(?:\s(.*))?$/.exec(line);
    if (meta) {
      const [, kind, name, rest = ""] = meta;
      if (!metricName.test(name!)) throw new Error(`bad metric name: ${line}`);
      let family = byName.get(name!);
      if (!family) {
        family = { name: name!, type: "untyped", help: "", samples: [] };
        families.push(family);
        byName.set(name!, family);
      } else if (family !== current || family.samples.length) throw new Error(`metadata of ${name} after its samples: ${line}`);
      if (kind === "TYPE") {
        if (!types.has(rest)) throw new Error(`unknown type: ${line}`);
        family.type = rest;
      } else family.help = rest;
      current = family;
      continue;
    }
    if (line.startsWith("#")) continue;
    const sample = parseSample(line);
    const owner = current && (suffixes[current.type] ?? [""]).some((suffix) => `${current!.name}${suffix}` === sample.name);
    if (!owner) throw new Error(`sample outside its family (or its TYPE line): ${line}`);
    current!.samples.push(sample);
  }
  for (const family of families.filter((f) => f.type === "histogram")) {
    for (const count of family.samples.filter((s) => s.name.endsWith("_count"))) {
      const sameSeries = (s: Sample) => Object.entries(count.labels).every(([k, v]) => s.labels[k] === v);
      const inf = family.samples.find((s) => s.name.endsWith("_bucket") && s.labels.le === "+Inf" && sameSeries(s));
      if (inf?.value !== count.value) throw new Error(`${family.name}: the +Inf bucket differs from _count`);
    }
  }
  return {
    families,
    value: (name, labels = {}) => {
      const matches = (s: Sample) => Object.entries(labels).every(([k, v]) => s.labels[k] === v);
      // A histogram is asked for by its family name: its _count.
      const wanted = byName.get(name)?.type === "histogram" ? `${name}_count` : name;
      return families.flatMap((f) => f.samples).find((s) => s.name === wanted && matches(s))?.value ?? NaN;
    },
  };
}
