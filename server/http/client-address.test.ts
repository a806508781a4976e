import { describe, expect, it } from "vitest";
import { clientAddress } from "./client-address.ts";

describe("the client address used for rate limits", () => {
  it("ignores X-Forwarded-For unless a proxy is trusted, so a visitor cannot pick a fresh address per request", () => {
    expect(clientAddress("203.0.113.9", "198.51.100.1", 0)).toBe("203.0.113.9");
  });

  it("takes the address the outermost trusted proxy saw", () => {
    expect(clientAddress("10.0.0.2", "198.51.100.1", 1)).toBe("198.51.100.1");
    // The client typed the first entry itself; only the entry our proxy appended counts.
    expect(clientAddress("10.0.0.2", "6.6.6.6, 198.51.100.1", 1)).toBe("198.51.100.1");
    expect(clientAddress("10.0.0.3", "198.51.100.1, 10.0.0.2", 2)).toBe("198.51.100.1");
  });

  it("falls back to the socket when a trusted proxy sent no header", () => {
    expect(clientAddress("10.0.0.2", undefined, 1)).toBe("10.0.0.2");
    expect(clientAddress(undefined, undefined, 0)).toBe("unknown");
  });
});
