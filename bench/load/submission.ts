// The one contact message every insert load run sends, over HTTP and through pgbench alike.
export const sampleSubmission = {
  row: {
    name: "Ada Lovelace",
    email: "ada@example.com",
    company: "Analytical Engines Ltd",
    message: "We would like a booking app for our studios.",
  },
};

/**
 * The request supabase-js sends for `.from("contact_submissions").insert([row])`. wrk sends each
 * from a different visitor (X-Forwarded-For, which the bench's server trusts with TRUST_PROXY=1):
 * a burst of many people, not one client whose inserts the rate-limit trigger would serialize.
 */
export function insertRequest(origin: string, anonKey: string) {
  return {
    url: `${origin}/rest/v1/contact_submissions?columns=%22name%22,%22email%22,%22company%22,%22message%22`,
    method: "POST" as const,
    headers: {
      apikey: anonKey,
      authorization: `Bearer ${anonKey}`,
      "content-type": "application/json",
      "content-profile": "public",
      "x-client-info": "supabase-js-web/2.109.0",
    },
    body: JSON.stringify([sampleSubmission.row]),
  };
}
