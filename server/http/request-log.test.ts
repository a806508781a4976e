// The request log names the path as the client sent it: percent-escapes stay escapes, so a
// request cannot put a terminal's control characters into the log by encoding them.
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { createLogger } from "../logger.ts";
import { requestLog, type RequestLogEnv } from "./request-log.ts";

describe("the request log", () => {
  it("logs the raw, undecoded path of a request the app answers", async () => {
    const records: Record<string, unknown>[] = [];
    const logger = createLogger("info");
    logger.info = ((record: Record<string, unknown>) => void records.push(record)) as typeof logger.info;
    const app = new Hono<RequestLogEnv>();
    app.use(requestLog(logger));
    app.all("*", (c) => c.text("Method Not Allowed", 405));

    const forged = "/x%1b%5b31m%0d%0a11:40:00%20leads%20screened";
    await app.request(`${forged}?secret=1`, { method: "POST" });
    expect(records).toEqual([expect.objectContaining({ method: "POST", path: forged, status: 405 })]);
  });
});
