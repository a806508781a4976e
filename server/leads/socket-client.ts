// The operator commands' side of the running server's local socket (leads-socket.ts).
import { request } from "node:http";

export type SocketReply = { status: number; body: Buffer };

/**
 * Sends `method path` (with `body`, if any) to the server listening on `socketPath`. Resolves undefined when no server is
 * there (no socket file, or one left by a server that is gone): the caller then opens the data
 * directory itself, which the directory's lock makes safe.
 */
export function askRunningServer(
  socketPath: string,
  method: "GET" | "POST",
  path: string,
  body?: string,
): Promise<SocketReply | undefined> {
  return new Promise((resolve, reject) => {
    const req = request({ socketPath, path, method }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks) }));
      res.on("error", reject);
    });
    req.on("error", (error: NodeJS.ErrnoException) =>
      ["ECONNREFUSED", "ENOENT"].includes(error.code ?? "") ? resolve(undefined) : reject(error),
    );
    req.end(body);
  });
}
