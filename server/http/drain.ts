// Draining keep-alive connections on shutdown without resetting anyone. node's server.close()
// stops accepting connections and closes the idle ones at once, but a response sent afterwards
// still says `Connection: keep-alive`: the client reuses the connection for its next request,
// which then meets a closed socket (a reset, not an answer). Here, once closing starts:
//   - every response not yet begun says `Connection: close`, and node closes its connection
//     after it (`shouldKeepAlive = false`), so each client learns to reconnect elsewhere;
//   - connections idle at that moment stay open a short while, so a request already on its way
//     is answered (with `Connection: close`) instead of reset; then they are ended cleanly;
//   - the listening socket is closed only once the connections queued on it when closing began
//     have been accepted: closing it drops that queue, and the kernel resets every connection in
//     it, each with a request already sent. A busy server has such a queue (node accepts one
//     connection per event-loop turn); they are accepted and answered like the rest. How many are
//     queued is read from the kernel (accept-queue.ts); where it cannot be, the listener stays
//     open until a whole turn accepts nothing, for at most the linger time.
// server.close() keeps its meaning (callback once every connection is gone), so callers and
// the forced cut after the grace period (closeAllConnections) work as before.
import type { Server, ServerResponse } from "node:http";
import { Server as NetServer, type Socket } from "node:net";
import { acceptQueueLength } from "./accept-queue.ts";

/** How long a connection idle at shutdown may still bring a request before it is closed. */
export const idleLingerMs = 1_000;

export function drainConnectionsOnClose(server: Server, lingerMs = idleLingerMs): void {
  let draining = false;
  const sockets = new Set<Socket>();
  // The latest response on each connection: the connection is busy until it has finished. One
  // WeakMap write per request, nothing more, on the path every page takes.
  const latest = new WeakMap<Socket, ServerResponse>();
  const busy = (socket: Socket) => {
    const res = latest.get(socket);
    return res !== undefined && !res.writableFinished;
  };

  let accepted = 0;
  server.on("connection", (socket: Socket) => {
    accepted++;
    sockets.add(socket);
    socket.once("close", () => sockets.delete(socket));
    if (draining) endWhenIdle(socket); // accepted from the queue after closing began
  });
  // Before the app's listener, so even a response written synchronously carries the header.
  server.prependListener("request", (_req, res: ServerResponse) => {
    if (res.socket) latest.set(res.socket, res);
    if (draining) res.shouldKeepAlive = false;
  });

  const endWhenIdle = (socket: Socket) => {
    setTimeout(() => {
      if (!busy(socket)) socket.end();
    }, lingerMs).unref();
  };

  server.close = function close(callback?: (error?: Error) => void) {
    if (!draining) {
      draining = true;
      for (const socket of sockets) {
        const res = latest.get(socket);
        if (res === undefined || res.writableFinished) endWhenIdle(socket);
        else if (!res.headersSent)
          res.shouldKeepAlive = false; // node closes it after this answer
        else res.once("finish", () => endWhenIdle(socket)); // already promised keep-alive
      }
    }
    // net's close, not http's: http's would close the idle connections at once (see above).
    const closeListener = () => NetServer.prototype.close.call(server, callback);
    const queued = server.listening ? acceptQueueLength(server) : 0;
    const acceptedAtClose = accepted;
    const deadline = performance.now() + lingerMs;
    let acceptedBefore = -1;
    const closeWhenQueueEmpty = () => {
      // Known: until those queued at the start are accepted, or the queue is empty (some gave up).
      // Unknown: until a turn accepts nothing, for at most the linger time.
      const done =
        queued !== undefined
          ? accepted - acceptedAtClose >= queued || acceptQueueLength(server) === 0
          : accepted === acceptedBefore || performance.now() > deadline;
      if (done || !server.listening) closeListener();
      else {
        acceptedBefore = accepted;
        setImmediate(closeWhenQueueEmpty); // after one more poll phase, which accepts one if any is queued
      }
    };
    setImmediate(closeWhenQueueEmpty);
    return server;
  };
}
