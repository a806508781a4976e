// How long a connection may take and how many may be open. Node's defaults suit a server that
// never meets the internet: no cap on connections, and a socket that sends nothing is kept for the
// 60 s headers timeout plus up to 30 s until the next check. 1,000 such sockets from one host
// took every descriptor under systemd's default limit of 1,024 and made the site unreachable.
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import type { Socket } from "node:net";
import type { Logger } from "../logger.ts";
import { clientKey, isTrustedProxy, type TrustedProxies } from "./client-address.ts";

export type ConnectionLimits = {
  /** The request line and headers must have arrived within this (ms); else 408 and the socket closes. */
  headersTimeoutMs: number;
  /** The whole request, body included, within this (ms); else 408. */
  requestTimeoutMs: number;
  /** An idle keep-alive connection is closed after this (ms). */
  keepAliveTimeoutMs: number;
  /** How often the two timeouts above are checked (ms): a late check is a longer timeout. */
  checkIntervalMs: number;
  /** Connections open at once; past it, a new connection is closed as soon as it is accepted. */
  maxConnections: number;
  /**
   * Connections open at once from one address (an IPv6 client by its /64, as the rate limit counts
   * it); past it, that address's new connection is closed as soon as it is accepted. A trusted
   * proxy (TRUST_PROXY) is not held to it: it carries everyone, and limits each client itself.
   */
  maxConnectionsPerClient: number;
  /**
   * A request body must keep coming at this many bytes a second at least (after bodyGraceMs);
   * else 408 and the connection closes. The 30 s request timeout alone let a client hold a
   * connection with a byte every 2 s.
   */
  minBodyBytesPerSecond: number;
  /** How long a body may take to start arriving (ms) before its rate is checked, once a second. */
  bodyGraceMs: number;
};

export const defaultConnectionLimits: ConnectionLimits = {
  // A browser or nginx sends a request's headers in one packet: 10 s is for a slow mobile link.
  headersTimeoutMs: 10_000,
  // The largest body read is 1 MiB (server/intake/request-body.ts): 30 s allows ~35 KB/s, and
  // matches the 30 s nginx waits for an answer (deploy/nginx/agency-site.conf).
  requestTimeoutMs: 30_000,
  // Node's own default. nginx must close its idle upstream connections first (its upstream
  // keepalive_timeout, 4 s in the shipped configuration), or it may reuse one just as it closes here.
  keepAliveTimeoutMs: 5_000,
  checkIntervalMs: 1_000,
  // Under systemd's default 1,024 descriptors, with room left for the database (PGlite's files, or
  // the PostgreSQL pool), the leads socket, deliveries and logs. Raise LimitNOFILE to serve more.
  maxConnections: 800,
  // A browser opens at most 6 connections to a host (HTTP/1.1), a household or an office behind
  // one address a few browsers' worth. One address with 805 idle sockets turned other visitors
  // away under the global cap alone; with this, it takes a tenth of it at most.
  maxConnectionsPerClient: 64,
  // A browser sends a contact message (under 70 KB at most, a few hundred bytes usually) in one
  // or two packets; 1 KiB/s is a very slow mobile link, and 5 s covers its first round trips.
  minBodyBytesPerSecond: 1024,
  bodyGraceMs: 5_000,
};

const perClientLimits = new WeakMap<Server, { limits: ConnectionLimits; trusted: TrustedProxies }>();

/**
 * Closes a request whose body trickles in: from bodyGraceMs on, each second must bring
 * minBodyBytesPerSecond (read off the socket's byte count, so the handler's own reading of the
 * body is untouched), until the body is complete or the answer is sent.
 */
function requireBodyRate(server: Server) {
  server.on("request", (req: IncomingMessage, res: ServerResponse) => {
    const hasBody = Number(req.headers["content-length"] ?? 0) > 0 || req.headers["transfer-encoding"] !== undefined;
    if (!hasBody) return;
    const { limits } = perClientLimits.get(server)!;
    const socket = req.socket;
    let lastRead = socket.bytesRead;
    const check = () => {
      if (req.complete || res.writableEnded || socket.destroyed) return;
      const read = socket.bytesRead - lastRead;
      lastRead = socket.bytesRead;
      if (read >= limits.minBodyBytesPerSecond) {
        timer = setTimeout(check, 1_000);
        return;
      }
      if (!res.headersSent) {
        res.writeHead(408, { "Content-Type": "text/plain; charset=utf-8", Connection: "close" });
        res.end("Request Timeout: the request body arrived too slowly.\n");
      }
      // The client is still (slowly) sending: end the connection rather than wait for the rest.
      res.once("finish", () => socket.destroy());
      if (res.writableFinished) socket.destroy();
    };
    // The grace period over, each second from then on is measured.
    let timer = setTimeout(() => {
      lastRead = socket.bytesRead;
      timer = setTimeout(check, 1_000);
    }, limits.bodyGraceMs);
    const stop = () => clearTimeout(timer);
    req.once("end", stop);
    res.once("close", stop);
  });
}

/** Counts each address's open connections, and closes one past its share (installed once per server). */
function capConnectionsPerClient(server: Server, logger: Logger | undefined) {
  const open = new Map<string, number>();
  let lastWarned = -Infinity;
  server.on("connection", (socket: Socket) => {
    const { limits, trusted } = perClientLimits.get(server)!;
    const peer = socket.remoteAddress ?? "unknown";
    if (isTrustedProxy(peer, trusted)) return;
    const key = clientKey(peer);
    const count = open.get(key) ?? 0;
    if (count >= limits.maxConnectionsPerClient) {
      socket.destroy();
      if (logger && performance.now() - lastWarned >= 60_000) {
        lastWarned = performance.now();
        logger.warn(
          { maxConnectionsPerClient: limits.maxConnectionsPerClient },
          "one client's connection share reached: its new connections are closed",
        );
      }
      return;
    }
    open.set(key, count + 1);
    socket.once("close", () => {
      const left = (open.get(key) ?? 1) - 1;
      if (left > 0) open.set(key, left);
      else open.delete(key);
    });
  });
}

/**
 * Sets the limits on `server`; before it listens, since the timeouts' check starts then. When the
 * cap turns connections away, the operator hears of it (at most once a minute).
 */
export function applyConnectionLimits(
  server: Server,
  limits: ConnectionLimits = defaultConnectionLimits,
  logger?: Logger,
  trusted: TrustedProxies = { kind: "none" },
): void {
  const installed = perClientLimits.has(server);
  perClientLimits.set(server, { limits, trusted });
  if (!installed) {
    capConnectionsPerClient(server, logger);
    requireBodyRate(server);
  }
  server.headersTimeout = limits.headersTimeoutMs;
  server.requestTimeout = limits.requestTimeoutMs;
  server.keepAliveTimeout = limits.keepAliveTimeoutMs;
  // Read by node when the server starts listening (not in @types/node's Server).
  (server as Server & { connectionsCheckingInterval: number }).connectionsCheckingInterval = limits.checkIntervalMs;
  server.maxConnections = limits.maxConnections;
  let lastWarned = -Infinity;
  server.on("drop", () => {
    if (!logger || performance.now() - lastWarned < 60_000) return;
    lastWarned = performance.now();
    logger.warn({ maxConnections: limits.maxConnections }, "connection cap reached: new connections are closed until others end");
  });
}
