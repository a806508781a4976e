// A request written under /rest/v1 whose dot segments (`/rest/v1/%2e%2e/…`, `/rest/v1/../…`)
// resolve to a path outside it would otherwise reach the site's pages or its plain-text 405.
// It was meant for the REST API, so it gets the API's JSON error like any other bad path there.
import type { MiddlewareHandler } from "hono";
import type { RequestLogEnv } from "../http/request-log.ts";
import { errorReply, sendError } from "./postgrest-error.ts";

export const restPrefix = "/rest/v1";

const writtenUnderRest = (target: string) => target.toLowerCase().startsWith(`${restPrefix}/`) || target === restPrefix;

export function restPathGuard(): MiddlewareHandler<RequestLogEnv> {
  return async (c, next) => {
    const target = c.env?.incoming?.url; // the request target as sent, before URL normalisation
    if (target !== undefined && writtenUnderRest(target) && !c.req.path.startsWith(restPrefix)) {
      return sendError(c, errorReply(404, "PGRST125", "Invalid path specified in request URL"));
    }
    await next();
  };
}
