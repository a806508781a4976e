// The one data call of the site, answered the way Supabase's REST API (PostgREST behind its
// gateway) answers what supabase-js 2.x sends for `from('contact_submissions').insert([...])`.
import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { cors } from "hono/cors";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Database } from "../db/types.ts";
import { clientAddress } from "../http/client-address.ts";
import type { RequestLogEnv } from "../http/request-log.ts";
import { parseContactSubmissions, table } from "./contact-submission-input.ts";
import { errorReply, replyForDatabaseFailure, sendError } from "./postgrest-error.ts";

export const maxBodyBytes = 16 * 1024;

type RestApiOptions = { db: Database; anonKey: string; corsOrigins: readonly string[]; trustProxyHops: number };

const bearer = (authorization: string | undefined) => authorization?.match(/^Bearer\s+(.+)$/i)?.[1];

export function restApi({ db, anonKey, corsOrigins, trustProxyHops }: RestApiOptions) {
  const api = new Hono<RequestLogEnv>();

  api.use(
    cors({
      origin: (origin) => (corsOrigins.includes(origin) ? origin : null),
      allowMethods: ["POST", "OPTIONS"],
      allowHeaders: ["apikey", "authorization", "content-type", "content-profile", "accept-profile", "prefer", "x-client-info"],
      exposeHeaders: ["Retry-After", "X-Request-Id"],
      maxAge: 86_400,
    }),
  );

  // The gateway checks the key before anything else, so a caller without it learns nothing.
  api.use(async (c, next) => {
    const key = c.req.header("apikey") ?? bearer(c.req.header("authorization"));
    if (!key) return sendError(c, errorReply(401, "PGRST301", "No API key found in request", null, "No `apikey` request header or url param was found."));
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
      return sendError(c, errorReply(405, "PGRST117", `Unsupported HTTP method: ${c.req.method}`, null, "Only POST (insert) is allowed."), );
    }
    await next();
  });

  api.post(
    `/${table}`,
    bodyLimit({
      maxSize: maxBodyBytes,
      onError: (c) => sendError(c, errorReply(413, "PGRST413", `Request body is larger than ${maxBodyBytes} bytes`)),
    }),
    (c) => insertContactSubmissions(c, db, trustProxyHops),
  );

  return api;
}

async function insertContactSubmissions(c: Context<RequestLogEnv>, db: Database, trustProxyHops: number) {
  const profile = c.req.header("content-profile");
  if (profile !== undefined && profile !== "public") {
    return sendError(c, errorReply(406, "PGRST106", "The schema must be one of the following: public"));
  }
  const contentType = c.req.header("content-type") ?? "";
  if (!/^application\/json\s*(;|$)/i.test(contentType)) {
    return sendError(c, errorReply(415, "PGRST107", `The request's Content-Type '${contentType}' is not acceptable`, null, "Send application/json."));
  }
  let body: unknown;
  try {
    body = JSON.parse(await c.req.text());
  } catch {
    return sendError(c, errorReply(400, "PGRST102", "Empty or invalid json"));
  }
  const rows = parseContactSubmissions(body, c.req.query("columns"));
  if (!Array.isArray(rows)) return sendError(c, rows);

  // Returning the rows would need SELECT, which the anon role does not have: PostgREST refuses
  // the same request with this error, after trying it.
  const prefer = c.req.header("prefer") ?? "";
  if (/\breturn=representation\b/.test(prefer)) {
    return sendError(c, errorReply(401, "42501", `permission denied for table ${table}`));
  }

  const incoming = c.env?.incoming ? getConnInfo(c).remote.address : undefined;
  try {
    await db.insertContactSubmissions(rows, { clientAddress: clientAddress(incoming, c.req.header("x-forwarded-for"), trustProxyHops) });
  } catch (failure) {
    const reply = replyForDatabaseFailure(failure);
    const log = c.get("log");
    const reqId = c.get("requestId");
    // The code and status only: a database message can quote the row, which holds personal data.
    if (reply.status >= 500) log?.error({ reqId, code: reply.error.code, cause: failure instanceof Error ? failure.name : typeof failure }, "contact insert failed");
    else log?.warn({ reqId, code: reply.error.code, status: reply.status }, "contact insert refused");
    return sendError(c, reply);
  }
  c.get("log")?.info({ reqId: c.get("requestId"), rows: rows.length }, "contact submission stored");
  return c.body(null, 201);
}
