/**
 * The visitor's address, for the database's per-client rate limit. Behind `trustedHops` reverse
 * proxies, each appends the address it saw to X-Forwarded-For, so the client is the entry the
 * outermost trusted proxy wrote; anything further left could have been typed by the client.
 * With no trusted proxy the header is ignored and the socket's peer is the client.
 */
export function clientAddress(socketAddress: string | undefined, forwardedFor: string | undefined, trustedHops: number): string {
  const peer = socketAddress ?? "unknown";
  if (trustedHops === 0 || !forwardedFor) return peer;
  const hops = forwardedFor
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  return hops[Math.max(0, hops.length - trustedHops)] ?? peer;
}
