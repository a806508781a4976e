// PUBLIC_BOOKING_URL is baked in at build time: each case evaluates the app's modules afresh with
// its own environment, as a build with that setting would.
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";

async function renderContactPageBuiltWith(env: Record<string, string>) {
  vi.resetModules();
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  const { renderRoute } = await import("~/test/render-route");
  return renderRoute("/contact");
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe("the booking link on /contact", () => {
  it("with PUBLIC_BOOKING_URL set, offers to pick a time on the scheduler", async () => {
    await renderContactPageBuiltWith({ PUBLIC_BOOKING_URL: "https://cal.com/meridian/intro" });
    expect(screen.getByRole("link", { name: "Pick a time" })).toHaveAttribute("href", "https://cal.com/meridian/intro");
    expect(screen.getByText(/Prefer to talk\?/)).toBeInTheDocument();
  });

  it("unset, is not offered", async () => {
    await renderContactPageBuiltWith({ PUBLIC_BOOKING_URL: "" });
    expect(screen.queryByRole("link", { name: "Pick a time" })).toBeNull();
    expect(screen.queryByText(/Prefer to talk\?/)).toBeNull();
  });
});
