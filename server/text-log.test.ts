// LOG_FORMAT=text: what a person at `npm start`'s terminal reads instead of JSON.
import { describe, expect, it, vi } from "vitest";
import { createLogger } from "./logger.ts";
import { textLogLine } from "./text-log.ts";

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
