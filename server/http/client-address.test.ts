import { describe, expect, it } from "vitest";
import { clientAddress, clientKey, parseTrustedProxies } from "./client-address.ts";

const trust = (setting: string) => {
  const parsed = parseTrustedProxies(setting);
  if (typeof parsed === "string") throw new Error(parsed);
  return parsed;
};

describe("the client address used for rate limits", () => {
  it("ignores X-Forwarded-For unless a proxy is trusted, so a visitor cannot pick a fresh address per request", () => {
    expect(clientAddress("203.0.113.9", "198.51.100.1", trust("0"))).toBe("203.0.113.9");
  });

  it("takes the address the outermost trusted proxy saw", () => {
    expect(clientAddress("127.0.0.1", "198.51.100.1", trust("1"))).toBe("198.51.100.1");
    // The client typed the first entry itself; only the entry our proxy appended counts.
    expect(clientAddress("10.0.0.2", "6.6.6.6, 198.51.100.1", trust("1"))).toBe("198.51.100.1");
    expect(clientAddress("10.0.0.3", "198.51.100.1, 10.0.0.2", trust("2"))).toBe("198.51.100.1");
  });

  it("falls back to the socket when a trusted proxy sent no header", () => {
    expect(clientAddress("10.0.0.2", undefined, trust("1"))).toBe("10.0.0.2");
    expect(clientAddress(undefined, undefined, trust("0"))).toBe("unknown");
  });

  it("believes X-Forwarded-For only from the proxies TRUST_PROXY names, not from any peer", () => {
    const proxies = trust("127.0.0.1, 10.0.0.0/8, 2001:db8:aa::/48");
    // A visitor connecting directly cannot choose the address it is counted under.
    expect(clientAddress("203.0.113.9", "198.51.100.1", proxies)).toBe("203.0.113.9");
    expect(clientAddress("127.0.0.1", "198.51.100.1", proxies)).toBe("198.51.100.1");
    expect(clientAddress("::ffff:127.0.0.1", "198.51.100.1", proxies)).toBe("198.51.100.1");
    // Through a chain of trusted proxies, the first address from the right that is not one of them.
    expect(clientAddress("10.1.2.3", "6.6.6.6, 198.51.100.7, 10.9.9.9", proxies)).toBe("198.51.100.7");
    expect(clientAddress("2001:db8:aa::1", "2001:db8:77::5", proxies)).toBe("2001:db8:77::5");
  });

  it("with a number of proxies (the old form), believes the header only from a loopback or private peer", () => {
    expect(clientAddress("203.0.113.9", "198.51.100.1", trust("1"))).toBe("203.0.113.9");
    expect(clientAddress("192.168.1.5", "198.51.100.1", trust("1"))).toBe("198.51.100.1");
    expect(clientAddress("::1", "198.51.100.1", trust("1"))).toBe("198.51.100.1");
    expect(clientAddress("fd00::5", "198.51.100.1", trust("1"))).toBe("198.51.100.1");
  });

  it("names a bad TRUST_PROXY value in one line", () => {
    for (const bad of ["yes", "11", "-1", "10.0.0.0/33", "300.1.1.1", "10.0.0.1,,nope"]) {
      expect(parseTrustedProxies(bad)).toBe(
        "must be 0, a number of proxies from 1 to 10, or the proxies' addresses or CIDR ranges separated by commas (e.g. 127.0.0.1,10.0.0.0/8)",
      );
    }
  });
});

describe("the key a client's submissions are counted under", () => {
  it("counts an IPv6 client by its /64 and an IPv4 client by its address", () => {
    expect(clientKey("2001:db8:1:2::1")).toBe("2001:db8:1:2::/64");
    expect(clientKey("2001:DB8:1:2:ffff:ffff:ffff:fffe")).toBe("2001:db8:1:2::/64");
    expect(clientKey("2001:db8::1")).toBe("2001:db8::/64");
    expect(clientKey("::ffff:192.0.2.1")).toBe("192.0.2.1");
    expect(clientKey("192.0.2.1")).toBe("192.0.2.1");
    expect(clientKey("unknown")).toBe("unknown");
  });
});
