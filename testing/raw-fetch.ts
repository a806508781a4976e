// fetch() without fetch's conveniences: no decompression, no redirects followed, no headers
// added. Tests see the bytes and headers our server sent, as a standard Response.
import { request } from "node:http";

type RawInit = {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  /** The request target exactly as written (no dot segments resolved), instead of the URL's path. */
  path?: string;
};

export function rawFetch(url: string, { method = "GET", headers = {}, body, path }: RawInit = {}): Promise<Response> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers, ...(path === undefined ? {} : { path }) }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("error", reject);
      res.on("end", () => {
        const responseHeaders = new Headers();
        for (const [name, value] of Object.entries(res.headers)) {
          for (const one of [value ?? []].flat()) responseHeaders.append(name, one);
        }
        const status = res.statusCode ?? 0;
        const hasBody = status !== 204 && status !== 304;
        resolve(new Response(hasBody ? Buffer.concat(chunks) : null, { status, headers: responseHeaders }));
      });
    });
    req.on("error", reject);
    req.end(body);
  });
}
