// Every response the prerendered site can give, with all its headers, built once at start-up.
// Serving a file is then a map lookup, the request id appended, and one write: the request path
// builds no header strings and no WHATWG Headers (which cost more than the send itself under load;
// see bench/ANALYSIS.md).
import { contentSecurityPolicy, securityHeaderEntries, type SecurityOptions } from "../http/security-headers.ts";
import { chooseEncoding, type Encoding, type StaticFile, type StaticSite } from "./static-site.ts";

// Flat name/value pairs: node:http writes them without walking an object's keys, measurably
// faster per response than a headers object.
export type StaticResponse =
  | { status: 200 | 404; headerPairs: readonly string[]; body: Uint8Array<ArrayBuffer> }
  | { status: 304; headerPairs: readonly string[]; body: null };
type Prepared = { etag: string; full: StaticResponse; notModified: StaticResponse };

const pairs = (headers: Record<string, string>) => Object.entries(headers).flat();
const encodings: readonly Encoding[] = ["br", "gzip", "identity"];
// Browsers send a handful of distinct Accept-Encoding values; cap the memo against odd clients.
const maxAcceptValues = 64;

export type StaticResponses = {
  /** The response for a known file (200, or 304 when the client's ETag matches). */
  forFile(file: StaticFile, acceptEncoding: string | undefined, ifNoneMatch: string | undefined): StaticResponse;
  /** The not-found page with status 404. */
  notFound(acceptEncoding: string | undefined): StaticResponse;
  /** Headers of a redirect to `location` (the security headers, no body). */
  redirect(location: string): readonly string[];
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
        full: {
          status,
          headerPairs: pairs({ ...headers, "Content-Length": String(representation.body.byteLength) }),
          body: representation.body,
        },
        notModified: { status: 304, headerPairs: pairs(headers), body: null },
      });
    }
    return byEncoding;
  };

  const prepared = new Map<StaticFile, Map<Encoding, Prepared>>();
  for (const file of site.files()) prepared.set(file, prepare(file, 200));
  const notFound = prepare(site.notFound, 404);
  const redirectHeaders = pairs({ ...security, "Cache-Control": "public, max-age=3600", "Content-Length": "0" });

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
    redirect: (location) => [...redirectHeaders, "Location", location],
  };
}
