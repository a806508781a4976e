// The request path, in time proportional to its length and never longer than a cap. A regex such
// as /\/+$/ backtracks on a long run of slashes (tried at every slash, each try running to the end:
// quadratic); 16,000 slashes held the event loop for up to 1.25 s. So: plain scans, and a cap.
import type { ServerResponse } from "node:http";

/**
 * The longest request path answered (bytes; a request target is ASCII on the wire). The site's own
 * paths are under 100 bytes; 2,048 is the length links are expected to stay under (the sitemap
 * protocol's URL limit, what every browser and CDN carries), and a path at the cap costs
 * microseconds whatever the code that reads it. The query string is not counted: Node's header
 * size limit (16 KB for the request line and headers) bounds it, and nothing scans it repeatedly.
 */
export const maxPathLength = 2_048;

const slash = 0x2f;

/** `path` without its trailing slashes ("/work///" → "/work"), in one backwards scan. */
export function withoutTrailingSlashes(path: string): string {
  let end = path.length;
  while (end > 0 && path.charCodeAt(end - 1) === slash) end--;
  return end === path.length ? path : path.slice(0, end);
}

/**
 * Answers 414 when `path` is over the cap, before anything else reads it; returns whether it did.
 * The connection is closed after it: a client sending such paths is not a browser to keep.
 */
export function refusedAsTooLong(path: string, res: ServerResponse, securityHeaders: readonly [string, string][]): boolean {
  if (path.length <= maxPathLength) return false;
  res.shouldKeepAlive = false;
  const body = `The request path is longer than ${maxPathLength} bytes.\n`;
  res.writeHead(414, [
    ...securityHeaders.flat(),
    "Content-Type",
    "text/plain; charset=utf-8",
    "Content-Length",
    String(Buffer.byteLength(body)),
    "Cache-Control",
    "no-store",
  ]);
  res.end(body);
  return true;
}
