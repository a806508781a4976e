import { QueryClient } from "@tanstack/react-query";
import { queryPolicy } from "~/content/site";

/** Exponential backoff: 1 s, 2 s, 4 s … capped at 30 s. */
export const retryDelay = (attempt: number) => Math.min(queryPolicy.retryBaseDelayMs * 2 ** attempt, queryPolicy.retryMaxDelayMs);

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { gcTime: queryPolicy.gcTimeMs, retry: queryPolicy.retries, retryDelay },
      // Sending a message is not retried behind the visitor's back: the spec shows the error
      // and lets them send again, and a retried insert that had in fact landed would duplicate the lead.
      // networkMode "always": offline, a send fails at once like any other failure (error toast,
      // values kept, send again) instead of pausing, with "Sending..." showing, until the
      // network returns and then going out unasked.
      mutations: { retry: false, gcTime: queryPolicy.gcTimeMs, networkMode: "always" },
    },
  });
}

/** The site's one data client (used by the contact page). */
export const queryClient = createQueryClient();
