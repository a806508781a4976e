// Who a request comes from, for the per-client rate limit: the socket's peer, or, when that peer
// is a proxy TRUST_PROXY names, the address the proxies say they saw (X-Forwarded-For). Whoever
// is not a trusted proxy could have written any X-Forwarded-For, so it is never believed from them.
import { BlockList, isIP } from "node:net";

/**
 * TRUST_PROXY, parsed: the proxies whose X-Forwarded-For is believed. `hops` is the old form (a
 * number of proxies), kept for existing deployments and believed only from a loopback or private
 * peer; `proxies` names them by address or CIDR range.
 */
export type TrustedProxies = { kind: "none" } | { kind: "hops"; hops: number } | { kind: "proxies"; list: BlockList };

export const trustProxyRule =
  "must be 0, a number of proxies from 1 to 10, or the proxies' addresses or CIDR ranges separated by commas (e.g. 127.0.0.1,10.0.0.0/8)";

/** The addresses a proxy of the old numeric form may connect from: this host and private networks. */
const localNetworks = new BlockList();
for (const [network, prefix, family] of [
  ["127.0.0.0", 8, "ipv4"],
  ["10.0.0.0", 8, "ipv4"],
  ["172.16.0.0", 12, "ipv4"],
  ["192.168.0.0", 16, "ipv4"],
  ["::1", 128, "ipv6"],
  ["fc00::", 7, "ipv6"],
] as const)
  localNetworks.addSubnet(network, prefix, family);

/** The setting's value as TrustedProxies, or the rule it breaks (for the one-line error). */
export function parseTrustedProxies(setting: string): TrustedProxies | string {
  const value = setting.trim();
  if (value === "" || value === "0") return { kind: "none" };
  if (/^\d+$/.test(value)) return +value >= 1 && +value <= 10 ? { kind: "hops", hops: +value } : trustProxyRule;
  const list = new BlockList();
  for (const entry of value.split(",").map((part) => part.trim())) {
    const [address = "", prefix, ...rest] = entry.split("/");
    const family = isIP(address);
    if (family === 0 || rest.length > 0) return trustProxyRule;
    const type = family === 4 ? "ipv4" : "ipv6";
    if (prefix === undefined) list.addAddress(address, type);
    else if (/^\d+$/.test(prefix) && +prefix <= (family === 4 ? 32 : 128)) list.addSubnet(address, +prefix, type);
    else return trustProxyRule;
  }
  return { kind: "proxies", list };
}

/** An IPv4 address written as IPv6 (::ffff:a.b.c.d, as a dual-stack socket reports it) as IPv4. */
const plainAddress = (address: string) => address.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, "$1");

const isIn = (list: BlockList, address: string) => {
  const family = isIP(address);
  return family !== 0 && list.check(address, family === 4 ? "ipv4" : "ipv6");
};

/** Whether a socket's peer is a proxy whose X-Forwarded-For is believed (so it carries many clients). */
export function isTrustedProxy(socketAddress: string, trusted: TrustedProxies): boolean {
  const peer = plainAddress(socketAddress);
  if (trusted.kind === "none") return false;
  return isIn(trusted.kind === "hops" ? localNetworks : trusted.list, peer);
}

/**
 * The visitor's address: with no trusted proxy, the socket's peer. Behind trusted proxies, each
 * appends the address it saw to X-Forwarded-For; reading from the right, the first address that
 * is not a trusted proxy is the client (anything further left could have been typed by it).
 */
export function clientAddress(socketAddress: string | undefined, forwardedFor: string | undefined, trusted: TrustedProxies): string {
  const peer = socketAddress ? plainAddress(socketAddress) : "unknown";
  if (trusted.kind === "none" || !forwardedFor) return peer;
  const hops = forwardedFor
    .split(",")
    .map((entry) => plainAddress(entry.trim()))
    .filter(Boolean);
  if (trusted.kind === "hops") {
    if (!isIn(localNetworks, peer)) return peer;
    return hops[Math.max(0, hops.length - trusted.hops)] ?? peer;
  }
  if (!isIn(trusted.list, peer)) return peer;
  for (let i = hops.length - 1; i >= 0; i--) {
    if (i === 0 || !isIn(trusted.list, hops[i]!)) return hops[i]!;
  }
  return peer;
}

/** The eight 16-bit groups of an IPv6 address (a trailing dotted IPv4 part included), or undefined. */
function ipv6Groups(address: string): number[] | undefined {
  if (isIP(address) !== 6) return undefined;
  let text = address.toLowerCase();
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = "", tail] = text.split("::");
  const part = (groups: string) => (groups === "" ? [] : groups.split(":").map((group) => parseInt(group, 16)));
  const left = part(head);
  const right = tail === undefined ? [] : part(tail);
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}

/**
 * The key a client's submissions are counted under, as the database counts them
 * (private.contact_client_key): an IPv6 client by its /64 (one subscriber's allocation, which it
 * can rotate through freely), an IPv4 client by its address.
 */
export function clientKey(address: string): string {
  const plain = plainAddress(address);
  const groups = ipv6Groups(plain);
  if (!groups) return plain;
  const prefix = `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(":")}::`;
  // The URL parser writes an IPv6 address in its one canonical short form.
  return `${new URL(`http://[${prefix}]`).hostname.slice(1, -1)}/64`;
}
