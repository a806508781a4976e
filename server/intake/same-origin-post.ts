// Whether a form post comes from one of the site's own pages.
//
// The contact form has no session or cookie to steal, but a page on another site could still make
// its visitors' browsers post leads here: spam sent from thousands of real addresses, past the
// per-client rate limit. Browsers say where a post comes from:
// - Sec-Fetch-Site (every current browser): "same-origin" is a post from our own page; "none" is
//   one the visitor started themselves from the browser's own interface, outside any page, which
//   no other site can cause (Chromium resends the form on reload as "same-origin"). "same-site" (a sibling subdomain, which may be
//   hosted by someone else) and "cross-site" are refused.
// - Origin, from browsers that predate Sec-Fetch-*: its host must be the host the request was
//   sent to; "null" (sandboxed frames, privacy redirects) is refused.
// - Neither header: not a browser acting for a visitor (curl, a script), which could as well call
//   the REST API; the database's rate limits and checks apply to it as to anyone.
export function isSameOriginPost(headers: { secFetchSite?: string; origin?: string; host?: string }): boolean {
  if (headers.secFetchSite !== undefined) return headers.secFetchSite === "same-origin" || headers.secFetchSite === "none";
  if (headers.origin === undefined) return true;
  try {
    return headers.host !== undefined && new URL(headers.origin).host === headers.host.toLowerCase();
  } catch {
    return false; // "null" or garbage
  }
}
