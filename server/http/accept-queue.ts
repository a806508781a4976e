// How many connections wait in a listening socket's accept queue: the kernel has completed their
// handshakes (and their requests may be sent) but the process has not accepted them yet. Closing
// the listener resets every one of them, so a draining server accepts them first. Linux shows the
// number as the listening socket's rx_queue in /proc/net/tcp and tcp6, found by the socket's inode.
import { fstatSync, readFileSync } from "node:fs";
import type { Server } from "node:net";

/** The number of connections queued on `server`'s listening socket, or undefined where it cannot be read. */
export function acceptQueueLength(server: Server): number | undefined {
  const fd = (server as Server & { _handle?: { fd?: number } })._handle?.fd;
  if (typeof fd !== "number" || fd < 0) return undefined;
  try {
    const inode = String(fstatSync(fd).ino);
    for (const table of ["/proc/net/tcp", "/proc/net/tcp6"]) {
      for (const line of readFileSync(table, "utf8").split("\n").slice(1)) {
        // sl local rem st tx_queue:rx_queue tr:when retrnsmt uid timeout inode ...
        const fields = line.trim().split(/\s+/);
        if (fields[9] === inode && fields[3] === "0A") return Number.parseInt(fields[4]!.split(":")[1]!, 16);
      }
    }
  } catch {
    // not Linux, or /proc unavailable
  }
  return undefined;
}
