// Every response the prerendered site can give, with all its headers, built once at start-up.
// Serving a file is then a map lookup, the request id appended, and one write: the
// request path builds no header strings and no WHATWG Headers (which cost more than the send
// itself under load; see bench/ANALYSIS.md).
import { contentSecurityPolicy, securityHeaderEntries, type SecurityOptions } from "../http/security-headers.ts";
import { chooseEncoding, type Encoding, type StaticFile, type StaticSite } from "./static-site.ts";

// The same headers as an object (for the app) and as flat name/value pairs: node:http writes the
// pairs without walking an object's keys, measurably faster per response.
type HeaderForms = { headers: Readonly<Record<string, string>>; headerPairs: readonly string[] };
export type StaticResponse = HeaderForms & ({ status: 200 | 404; body: Uint8Array<ArrayBuffer> } | { status: 304; body: null });
type Prepared = { etag: string; full: StaticResponse; notModified: StaticResponse };

const withPairs = (headers: Record<string, string>): HeaderForms => ({ headers, headerPairs: Object.entries(headers).flat() });
const encodings: readonly Encoding[] = ["br", "gzip", "identity"];
// Browsers send a handful of distinct Accept-Encoding values; cap the memo against odd clients.
const maxAcceptValues = 64;

export type StaticResponses = {
  /** The response for a known file (200, or 304 when the client's ETag matches). */
  forFile(file: StaticFile, acceptEncoding: string | undefined, ifNoneMatch: string | undefined): StaticResponse;
  /** The not-found page with status 404. */
  notFound(acceptEncoding: string | undefined): StaticResponse;
};

export function prepareStaticResponses(site: StaticSite, options: SecurityOptions): StaticResponses {
  const security = Object.fromEntries(securityHeaderEntries(options));
  const prepare = (file: StaticFile, status: 200 | 404) => {
    const byEncoding = new Map<Encoding, Prepared>();
    const csp = contentSecurityPolicy(file.scriptHashes, options);
    for (const encoding of encodings) {
      const representation = file.representations[encoding];
      if (!representation) continue;
      const headers: Record<string, string> = {
        ...security,
        "Content-Security-Policy": csp,
        "Content-Type": file.contentType,
        "Cache-Control": status === 404 ? "no-cache" : file.cacheControl,
        ETag: representation.etag,
      };
      if (file.representations.br || file.representations.gzip) headers.Vary = "Accept-Encoding";
      if (encoding !== "identity") headers["Content-Encoding"] = encoding;
      byEncoding.set(encoding, {
        etag: representation.etag,
        full: { status, ...withPairs({ ...headers, "Content-Length": String(representation.body.byteLength) }), body: representation.body },
        notModified: { status: 304, ...withPairs(headers), body: null },
      });
    }
    return byEncoding;
  };

  const prepared = new Map<StaticFile, Map<Encoding, Prepared>>();
  for (const file of site.files()) prepared.set(file, prepare(file, 200));
  const notFound = prepare(site.notFound, 404);

  const chosen = new Map<string, Map<StaticFile, Encoding>>();
  const encodingFor = (file: StaticFile, acceptEncoding = "") => {
    let byFile = chosen.get(acceptEncoding);
    if (!byFile) {
      if (chosen.size >= maxAcceptValues) chosen.clear();
      chosen.set(acceptEncoding, (byFile = new Map()));
    }
    let encoding = byFile.get(file);
    if (encoding === undefined) byFile.set(file, (encoding = chooseEncoding(file, acceptEncoding)));
    return encoding;
  };
  // chooseEncoding only picks encodings the file has, and every file was prepared above.
  const pick = (byEncoding: Map<Encoding, Prepared> | undefined, encoding: Encoding) => byEncoding!.get(encoding)!;

  return {
    forFile(file, acceptEncoding, ifNoneMatch) {
      const { etag, full, notModified } = pick(prepared.get(file), encodingFor(file, acceptEncoding));
      return ifNoneMatch?.split(",").some((tag) => tag.trim() === etag) ? notModified : full;
    },
    notFound: (acceptEncoding) => pick(notFound, encodingFor(site.notFound, acceptEncoding)).full,
  };
}
