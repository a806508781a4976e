import type { SupabaseClient } from "@supabase/supabase-js";
import { siteConfig } from "~/config";

let client: Promise<SupabaseClient> | undefined;

/**
 * The shared backend client, created on first use. supabase-js is about 56 KB gzip, so it is
 * imported dynamically: no page pays for it until a visitor sends a message.
 * The URL defaults to the site's own origin, where our server answers Supabase's REST API.
 */
export function getBackendClient(): Promise<SupabaseClient> {
  client ??= import("@supabase/supabase-js").then(({ createClient }) =>
    createClient(siteConfig.backendUrl || window.location.origin, siteConfig.anonKey, {
      // No login exists on this site: keep auth from touching storage or the URL.
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    }),
  );
  // A failed chunk load must not be cached forever: the next submit tries again.
  client.catch(() => (client = undefined));
  return client;
}
