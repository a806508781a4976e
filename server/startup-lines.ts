// The few lines the server says to whoever started it: that it is creating the embedded database
// (seconds, a minute on a busy machine), and where the site runs. With LOG_FORMAT=text (`npm start`)
// they are plain lines on stderr; with json every line is for a log collector, which cannot parse
// a plain one: the same news is a log record, or nothing where a record already says it.
import type { Logger } from "./logger.ts";

export type StartupLine = {
  /** What a person at the terminal reads. */
  text: string;
  /** The log record that says it in JSON; none when another record already does ("server listening"). */
  record?: { msg: string; fields?: Record<string, unknown> };
};

export const sayAtStartup = (logger: Logger, format: "json" | "text", { text, record }: StartupLine) => {
  if (format === "text") console.error(text);
  else if (record) logger.info(record.fields ?? {}, record.msg);
};
