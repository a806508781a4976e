// The one data call of the site, answered the way Supabase's REST API (PostgREST behind its
// gateway) answers what supabase-js 2.x sends for `from('contact_submissions').insert([...])`.
import { Hono, type Context } from "hono";
import { cors } from "hono/cors";
import type { RequestLogEnv } from "../http/request-log.ts";
import { formColumns, limits, parseContactSubmissions, table } from "./contact-submission-input.ts";
import { errorReply, sendError } from "./postgrest-error.ts";
import { readUtf8Body } from "./request-body.ts";
import { altchaHeader, type AltchaGuard } from "./altcha-guard.ts";
import { refusedBeforeDatabase, storeContactSubmissions, type ContactStore } from "./store-contact-submissions.ts";

/**
 * The largest body accepted: one row with every field at its limit, in any script, however the
 * client encodes its JSON. A character is at most 4 bytes of UTF-8, but JSON may also spell it
 * as an escape: `\uXXXX` (6 bytes) for one in the Basic Multilingual Plane, a surrogate pair of
 * two escapes (12 bytes) for one beyond (an emoji), which is the most a character can cost. The
 * keys, quotes, commas and brackets of one row take under 100 bytes; 1 KiB leaves room for
 * whitespace. 12 × (200 + 254 + 200 + 5000) + 1024 = 68,872 bytes.
 */
export const maxBodyBytes = 12 * formColumns.reduce((sum, column) => sum + limits[column], 0) + 1024;

type RestApiOptions = { store: ContactStore; anonKey: string; corsOrigins: readonly string[]; altcha?: AltchaGuard };

const bearer = (authorization: string | undefined) => authorization?.match(/^Bearer\s+(.+)$/i)?.[1];

export function restApi({ store, anonKey, corsOrigins, altcha }: RestApiOptions) {
  const api = new Hono<RequestLogEnv>();

  api.use(
    cors({
      origin: (origin) => (corsOrigins.includes(origin) ? origin : null),
      allowMethods: ["POST", "OPTIONS"],
      allowHeaders: [
        "apikey",
        "authorization",
        "content-type",
        "content-profile",
        "accept-profile",
        "prefer",
        "x-client-info",
        altchaHeader,
      ],
      exposeHeaders: ["Retry-After", "X-Request-Id"],
      maxAge: 86_400,
    }),
  );

  // The gateway checks the key before anything else, so a caller without it learns nothing.
  api.use(async (c, next) => {
    const key = c.req.header("apikey") ?? bearer(c.req.header("authorization"));
    if (!key)
      return sendError(
        c,
        errorReply(401, "PGRST301", "No API key found in request", null, "No `apikey` request header or url param was found."),
      );
    const bearerKey = bearer(c.req.header("authorization"));
    if (key !== anonKey || (bearerKey !== undefined && bearerKey !== anonKey)) {
      return sendError(c, errorReply(401, "PGRST301", "Invalid API key", null, "Double check the project's anon key."));
    }
    await next();
  });

  api.all("/:table", async (c, next) => {
    const name = c.req.param("table");
    if (name !== table) {
      return sendError(c, errorReply(404, "PGRST205", `Could not find the table 'public.${name}' in the schema cache`));
    }
    if (c.req.method !== "POST") {
      // The anon role may only insert; say so rather than pretend the table is empty.
      return sendError(c, errorReply(405, "PGRST117", `Unsupported HTTP method: ${c.req.method}`, null, "Only POST (insert) is allowed."));
    }
    await next();
  });

  api.post(`/${table}`, (c) => insertContactSubmissions(c, store, altcha));

  // Anything else under /rest/v1 (functions, nested or trailing-slash paths, dot segments) gets
  // PostgREST's JSON too, never the site's HTML page or a plain-text 405.
  api.all("/rpc/:name", (c) =>
    sendError(
      c,
      errorReply(404, "PGRST202", `Could not find the function public.${c.req.param("name")} without parameters in the schema cache`),
    ),
  );
  api.all("*", (c) => sendError(c, errorReply(404, "PGRST125", "Invalid path specified in request URL")));
  return api;
}

async function insertContactSubmissions(c: Context<RequestLogEnv>, store: ContactStore, altcha?: AltchaGuard) {
  // A client the database refused a moment ago is answered from memory first: before its body is
  // read or parsed, so one client's flood of refusals costs next to nothing and delays no one.
  const refused = refusedBeforeDatabase(c, store, "contact insert");
  if (refused) return sendError(c, refused);
  const profile = c.req.header("content-profile");
  if (profile !== undefined && profile !== "public") {
    return sendError(c, errorReply(406, "PGRST106", "The schema must be one of the following: public"));
  }
  const contentType = c.req.header("content-type") ?? "";
  // JSON is UTF-8 (RFC 8259): a body declared in another charset is refused, never guessed at.
  const charset = /;\s*charset\s*=\s*"?([^";\s]*)/i.exec(contentType)?.[1];
  if (!/^application\/json\s*(;|$)/i.test(contentType) || (charset !== undefined && !/^utf-?8$/i.test(charset))) {
    return sendError(
      c,
      errorReply(415, "PGRST107", `The request's Content-Type '${contentType}' is not acceptable`, null, "Send application/json in UTF-8."),
    );
  }
  const text = await readUtf8Body(c.req.raw, maxBodyBytes);
  if (typeof text !== "string") {
    c.get("log")?.warn({ reqId: c.get("requestId"), code: text.error.code, status: text.status }, "contact insert refused");
    return sendError(c, text);
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return sendError(c, errorReply(400, "PGRST102", "Empty or invalid json"));
  }
  const rows = parseContactSubmissions(body, c.req.query("columns"));
  if (!Array.isArray(rows)) return sendError(c, rows);

  // Returning the rows would need SELECT, and an upsert (supabase-js `.upsert()`, INSERT … ON
  // CONFLICT DO UPDATE) would need UPDATE; the anon role has neither, and PostgREST refuses both
  // with this error. (`resolution=ignore-duplicates` is ON CONFLICT DO NOTHING, which INSERT
  // allows; ids are generated by the database, so it is a plain insert here.)
  if (/\b(return=representation|resolution=merge-duplicates)\b/.test(c.req.header("prefer") ?? "")) {
    return sendError(c, errorReply(401, "42501", `permission denied for table ${table}`));
  }

  // CAPTCHA=altcha: checked (and spent) last, so a request refused for its content keeps its solution.
  const unproven = await altcha?.check(c.req.header(altchaHeader));
  if (unproven) {
    c.get("log")?.warn({ reqId: c.get("requestId"), status: unproven.status, reason: unproven.error.message }, "contact insert refused");
    return sendError(c, unproven);
  }

  const failed = await storeContactSubmissions(c, store, rows, "contact insert");
  if (failed) return sendError(c, failed);
  c.get("log")?.info({ reqId: c.get("requestId"), rows: rows.length }, "contact submission stored");
  return c.body(null, 201);
}
