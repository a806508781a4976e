// LOG_FORMAT=text: what a person at `npm start`'s terminal reads instead of JSON.
import { describe, expect, it, vi } from "vitest";
import { createLogger } from "./logger.ts";
import { textLogLine, textLogStream } from "./text-log.ts";

const at = "2026-11-26T10:56:03.000Z";
const local = new Date(at).toTimeString().slice(0, 8);
const request = (path: string, status = 200) => ({
  level: 30,
  time: at,
  service: "agency-site",
  msg: "request",
  reqId: "r1",
  method: "GET",
  path,
  status,
  ms: 3,
});

describe("text log lines", () => {
  it("give a page request one short line, and an asset request none unless it failed", () => {
    expect(textLogLine(request("/contact"))).toBe(`${local} GET /contact 200 (3 ms)`);
    expect(textLogLine(request("/"))).toBe(`${local} GET / 200 (3 ms)`);
    expect(textLogLine(request("/assets/root-Bx1.js"))).toBeUndefined();
    expect(textLogLine(request("/art/hero-680.avif"))).toBeUndefined();
    expect(textLogLine(request("/art/missing-680.avif", 404))).toBe(`${local} GET /art/missing-680.avif 404 (3 ms)`);
  });

  it("say a warning's level, its message and what it is about", () => {
    const line = textLogLine({
      level: 40,
      time: at,
      service: "agency-site",
      msg: "lead delivery attempt",
      channel: "webhook",
      outcome: "retry",
      errorKind: "network-ECONNREFUSED",
    });
    expect(line).toBe(`${local} WARN lead delivery attempt (channel=webhook, outcome=retry, errorKind=network-ECONNREFUSED)`);
    expect(textLogLine({ level: 50, time: at, msg: "stopping failed", err: { name: "Error", message: "socket hang up" } })).toBe(
      `${local} ERROR stopping failed (err="socket hang up")`,
    );
  });

  it("leave out the JSON record of where the server listens (the plain line says it)", () => {
    expect(textLogLine({ level: 30, time: at, msg: "server listening", url: "http://127.0.0.1:3000" })).toBeUndefined();
  });
});

describe('createLogger(level, "text")', () => {
  it("writes a page request to the terminal as a line, and an asset request not at all", () => {
    const written: string[] = [];
    const spy = vi.spyOn(process.stdout, "write").mockImplementation((text) => written.push(String(text)) > 0);
    try {
      const logger = createLogger("info", "text");
      logger.info({ reqId: "r1", method: "GET", path: "/contact", status: 200, ms: 3 }, "request");
      logger.info({ reqId: "r2", method: "GET", path: "/assets/root-Bx1.js", status: 200, ms: 1 }, "request");
      logger.warn({ channel: "webhook" }, "lead delivery attempt");
    } finally {
      spy.mockRestore();
    }
    expect(written).toEqual([
      expect.stringMatching(/^\d\d:\d\d:\d\d GET \/contact 200 \(3 ms\)\n$/),
      expect.stringMatching(/ WARN lead delivery attempt \(channel=webhook\)\n$/),
    ]);
  });
});

describe("text log lines from hostile input", () => {
  // eslint-disable-next-line no-control-regex -- what a terminal acts on: C0, DEL and C1
  const terminalControls = /[\u0000-\u001f\u007f-\u009f]/;

  it("show a path's escape sequences and line breaks as text, so a request cannot colour, retitle or forge lines", () => {
    const forged = "/\u001b[31mred\r\n11:40:00 leads screened (delivered=1)\u001b]0;owned\u0007\u001b[2J\u009b1m";
    const line = textLogLine(request(forged, 404))!;
    expect(line).not.toMatch(terminalControls);
    expect(line).toBe(`${local} GET /\\x1b[31mred\\r\\n11:40:00 leads screened (delivered=1)\\x1b]0;owned\\x07\\x1b[2J\\x9b1m 404 (3 ms)`);
  });

  it("escape every field of a warning, its message and the field names included", () => {
    const line = textLogLine({
      level: 40,
      time: at,
      msg: "refused\u001b[2J",
      method: "P\u007fOST",
      "a\nb": "c\rd",
      err: { message: "x\u0085y" },
    })!;
    expect(line).not.toMatch(terminalControls);
    expect(line).toBe(`${local} WARN refused\\x1b[2J (method=P\\x7fOST, a\\nb="c\\rd", err=x\\x85y)`);
  });

  it("write one line per record through the stream, whatever the record holds", () => {
    const written: string[] = [];
    const stream = textLogStream({ write: (text: string) => written.push(text) });
    stream.write(`${JSON.stringify(request("/a%0d%0a\u001b[31m\n\u2028", 404))}\n`);
    expect(written).toHaveLength(1);
    expect(written[0]!.slice(0, -1)).not.toMatch(terminalControls);
  });
});
