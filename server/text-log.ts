// LOG_FORMAT=text, which `npm start` sets: the log as short lines for a person at a terminal, in
// place of the JSON lines a log collector wants (`npm run serve`, `npm run worker`). One line per
// page or API request (a page's scripts, styles, fonts and pictures are left out unless they
// fail), warnings and errors with what they are about, and nothing that repeats the plain
// "Site running at" line.
//
// Why our own and not pino-pretty: pino-pretty prints every field of every record over several
// lines and cannot leave out the asset requests; run as pino's transport it starts a worker
// thread (another V8 heap, in a server held to 512 MB); it adds a dozen packages. This is a
// function from one JSON record to one line, in-process.

type LogRecord = { level?: number; time?: string | number; msg?: string; [field: string]: unknown };

const levelNames: Record<number, string> = { 10: "TRACE", 20: "DEBUG", 30: "", 40: "WARN", 50: "ERROR", 60: "FATAL" };
// Said by pino on every record, or by the request line itself.
const unshown = new Set(["level", "time", "msg", "service", "pid", "hostname"]);

/** A path with a file extension is an asset (/assets/…, /art/…, /favicon.svg); pages and API paths have none. */
const isAsset = (path: string) => /\.[a-z0-9]+$/i.test(path.slice(path.lastIndexOf("/") + 1));

const clock = (time: LogRecord["time"]) => {
  const date = time === undefined ? new Date() : new Date(time);
  return Number.isNaN(date.getTime()) ? "" : date.toTimeString().slice(0, 8);
};

// What a terminal acts on (C0, DEL, C1: ESC starts colours, titles and screen clears; CR and LF
// start a line that looks like our own) and what reorders or hides text (bidi controls, U+2028/9).
// A field from a request (its path, a header) is the visitor's text: each such character is
// written as an escape (\x1b, \u202e), so a log line shows what was sent and can only be one line.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const unprintable = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u2028-\u202e\u2066-\u2069]/g;
const escapeCharacter = (character: string) => {
  const code = character.charCodeAt(0);
  const named: Record<string, string> = { "\n": "\\n", "\r": "\\r", "\t": "\\t" };
  return named[character] ?? (code <= 0xff ? `\\x${code.toString(16).padStart(2, "0")}` : `\\u${code.toString(16)}`);
};
/** `text` with nothing a terminal acts on or reorders: each such character as a visible escape. */
export const escapeForTerminal = (text: string) => text.replace(unprintable, escapeCharacter);

function value(field: unknown): string {
  if (typeof field === "string") return escapeForTerminal(/[\s"=]/.test(field) ? JSON.stringify(field) : field);
  if (field && typeof field === "object" && "message" in field) return value((field as { message: unknown }).message);
  return escapeForTerminal(JSON.stringify(field) ?? String(field));
}

/** The line a person reads for one pino record, or undefined for a record not worth a line. */
export function textLogLine(record: LogRecord): string | undefined {
  const level = levelNames[record.level ?? 30] ?? "";
  const prefix = [clock(record.time), level].filter(Boolean).join(" ");
  if (record.msg === "request") {
    const { method, path, status, ms } = record as { method?: string; path?: string; status?: number; ms?: number };
    if (typeof path === "string" && isAsset(path) && (status ?? 0) < 400) return undefined;
    return `${prefix} ${escapeForTerminal(String(method))} ${escapeForTerminal(String(path))} ${status} (${ms} ms)`;
  }
  // The server prints where it runs as a plain line of its own.
  if (record.msg === "server listening") return undefined;
  const fields = Object.entries(record)
    .filter(([name, field]) => !unshown.has(name) && field !== undefined)
    .map(([name, field]) => `${escapeForTerminal(name)}=${value(field)}`);
  return `${prefix} ${escapeForTerminal(record.msg ?? "")}${fields.length ? ` (${fields.join(", ")})` : ""}`;
}

/** A pino destination writing text lines to `out`; a line that is not JSON passes through unchanged. */
export function textLogStream(out: { write(text: string): unknown } = process.stdout) {
  return {
    write(chunk: string) {
      for (const json of chunk.split("\n")) {
        if (!json) continue;
        let record: LogRecord;
        try {
          record = JSON.parse(json) as LogRecord;
        } catch {
          out.write(`${escapeForTerminal(json)}\n`);
          continue;
        }
        const line = textLogLine(record);
        if (line !== undefined) out.write(`${line}\n`);
      }
    },
  };
}
