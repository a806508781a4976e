// Draining keep-alive connections on shutdown without resetting anyone. node's server.close()
// stops accepting connections and closes the idle ones at once, but a response sent afterwards
// still says `Connection: keep-alive`: the client reuses the connection for its next request,
// which then meets a closed socket (a reset, not an answer). Here, once closing starts:
//   - every response not yet begun says `Connection: close`, and node closes its connection
//     after it (`shouldKeepAlive = false`), so each client learns to reconnect elsewhere;
//   - connections idle at that moment stay open a short while, so a request already on its way
//     is answered (with `Connection: close`) instead of reset; then they are ended cleanly.
// server.close() keeps its meaning (callback once every connection is gone), so callers and
// the forced cut after the grace period (closeAllConnections) work as before.
import type { Server, ServerResponse } from "node:http";
import { Server as NetServer, type Socket } from "node:net";

/** How long a connection idle at shutdown may still bring a request before it is closed. */
export const idleLingerMs = 1_000;

export function drainConnectionsOnClose(server: Server, lingerMs = idleLingerMs): void {
  let draining = false;
  const inFlight = new Map<Socket, ServerResponse>();
  const sockets = new Set<Socket>();

  server.on("connection", (socket: Socket) => {
    sockets.add(socket);
    socket.once("close", () => sockets.delete(socket));
  });
  // Before the app's listener, so even a response written synchronously carries the header.
  server.prependListener("request", (_req, res: ServerResponse) => {
    const socket = res.socket;
    if (draining) res.shouldKeepAlive = false;
    if (!socket) return;
    inFlight.set(socket, res);
    res.once("close", () => {
      if (inFlight.get(socket) === res) inFlight.delete(socket);
      if (draining && !socket.destroyed) endWhenIdle(socket);
    });
  });

  const endWhenIdle = (socket: Socket) => {
    setTimeout(() => {
      if (!inFlight.has(socket)) socket.end();
    }, lingerMs).unref();
  };

  server.close = function close(callback?: (error?: Error) => void) {
    if (!draining) {
      draining = true;
      for (const res of inFlight.values()) if (!res.headersSent) res.shouldKeepAlive = false;
      for (const socket of sockets) if (!inFlight.has(socket)) endWhenIdle(socket);
    }
    // net's close, not http's: http's would close the idle connections at once (see above).
    NetServer.prototype.close.call(server, callback);
    return server;
  };
}
