// PUBLIC_PRIVACY_URL and PUBLIC_TERMS_URL are baked in at build time: each case evaluates the app's
// modules afresh with its own environment, as a build with those settings would.
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";

async function renderContactPageBuiltWith(env: Record<string, string>) {
  vi.resetModules();
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  const { renderRoute } = await import("~/test/render-route");
  return renderRoute("/contact");
}

const legal = () => screen.getByRole("list", { name: "Legal" });
const privacyNote = () => screen.getByText(/We never share your information/);

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe("the policy links", () => {
  it("with PUBLIC_PRIVACY_URL and PUBLIC_TERMS_URL set, the footer and the form's privacy note link to them", async () => {
    await renderContactPageBuiltWith({
      PUBLIC_PRIVACY_URL: "https://studio.example/privacy",
      PUBLIC_TERMS_URL: "https://studio.example/terms",
    });
    expect(within(legal()).getByRole("link", { name: "Privacy" })).toHaveAttribute("href", "https://studio.example/privacy");
    expect(within(legal()).getByRole("link", { name: "Terms" })).toHaveAttribute("href", "https://studio.example/terms");
    expect(within(privacyNote()).getByRole("link", { name: "privacy policy" })).toHaveAttribute("href", "https://studio.example/privacy");
    expect(privacyNote()).toHaveTextContent("We never share your information. By submitting, you agree to our privacy policy.");
  });

  it("unset, the spec's placeholders stay: words, not links", async () => {
    await renderContactPageBuiltWith({ PUBLIC_PRIVACY_URL: "", PUBLIC_TERMS_URL: "" });
    expect(within(legal()).queryAllByRole("link")).toEqual([]);
    expect(legal()).toHaveTextContent("PrivacyTerms");
    expect(within(privacyNote()).queryAllByRole("link")).toEqual([]);
    expect(privacyNote()).toHaveTextContent("We never share your information. By submitting, you agree to our privacy policy.");
  });
});
