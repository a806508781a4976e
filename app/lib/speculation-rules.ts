// Speculation Rules: the browser prerenders a page of this site when the visitor is about to
// follow a link to it (pointer down, or a short hover: "moderate" eagerness), so the page change
// is instant without a client-side router. Same-origin documents only ("/*" is read against the
// page's own origin), and never a URL with side effects or that only means something after a
// form post. The JSON is an inline script, allowed by its hash in the server's CSP like the
// page's other inline scripts (server/static/inline-script-hashes.ts).
const neverPrerender = ["/rest/*", "/contact/sent", "/healthz", "/readyz", "/*\\?*"];

export const speculationRules = {
  prerender: [
    {
      where: {
        and: [
          { href_matches: "/*" },
          ...neverPrerender.map((pattern) => ({ not: { href_matches: pattern } })),
          { not: { selector_matches: "[rel~=nofollow], [download]" } },
        ],
      },
      eagerness: "moderate",
    },
  ],
};

/** The rules as the inline script's text. */
// Pure: only the prerender writes it into the page; the client bundle drops it.
export const speculationRulesJson = /* @__PURE__ */ JSON.stringify(speculationRules);
