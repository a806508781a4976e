import { expect, test, type Page } from "@playwright/test";
import { openPage } from "./support/site";

// Motion the visitor controls: the carousel jumps instead of sliding under reduced motion, and the
// technology strip can be paused by keyboard, pointer and touch (and stays still under reduced motion).

// ---- Carousel --------------------------------------------------------------------------------

const carousel = (page: Page) => page.getByRole("region", { name: "Testimonials" });
const track = (page: Page) => carousel(page).locator('[aria-roledescription="slide"]').first().locator("..");

/**
 * Every position the track passes through on one step to the next testimonial: each transform
 * Embla writes, recorded until the step has come to rest.
 */
async function positionsOfOneStep(page: Page) {
  await openPage(page, "/");
  await carousel(page).scrollIntoViewIfNeeded();
  await expect(track(page), "Embla has started").toHaveAttribute("style", /transform/);
  await track(page).evaluate((el) => {
    const seen: string[] = [];
    (window as { trackPositions?: string[] }).trackPositions = seen;
    new MutationObserver(() => seen.push(el.style.transform)).observe(el, { attributes: true, attributeFilter: ["style"] });
  });
  await carousel(page).getByRole("button", { name: "Next testimonial" }).click();
  await expect(carousel(page).locator('[aria-roledescription="slide"]:not([inert])')).toHaveAttribute("aria-label", "Testimonial 2 of 3");
  // At rest: the second slide sits in the carousel's window.
  const slide = carousel(page).getByRole("group", { name: "Testimonial 2 of 3" });
  await expect
    .poll(async () => Math.abs(((await slide.boundingBox())?.x ?? Number.NaN) - ((await carousel(page).boundingBox())?.x ?? 0)), {
      intervals: [50],
    })
    .toBeLessThanOrEqual(8);
  return new Set(await page.evaluate(() => (window as { trackPositions?: string[] }).trackPositions ?? []));
}

test.describe("the carousel under prefers-reduced-motion: reduce", () => {
  test.use({ reducedMotion: "reduce" });
  test("jumps to the next testimonial in one move", async ({ page }) => {
    const positions = await positionsOfOneStep(page);
    expect([...positions], "one position written: the destination").toHaveLength(1);
  });
});

test.describe("the carousel with motion allowed", () => {
  test.use({ reducedMotion: "no-preference" });
  test("slides to the next testimonial through the positions between", async ({ page }) => {
    const positions = await positionsOfOneStep(page);
    expect(positions.size, "an animated step passes through several positions").toBeGreaterThan(2);
  });
});

// ---- Technology strip ------------------------------------------------------------------------

/** The strip's animation: "running", "paused", or "none" when it does not move at all. */
const stripMotion = (page: Page) => page.evaluate(() => document.querySelector(".marquee")?.getAnimations()[0]?.playState ?? "none");

const pauseName = "Pause the scrolling technologies";

test.describe("the technology strip with motion allowed", () => {
  test.use({ reducedMotion: "no-preference" });

  test("a keyboard user reaches the pause button, pauses and restarts the strip", async ({ page }) => {
    await openPage(page, "/");
    const pause = page.getByRole("button", { name: pauseName });
    await expect(pause).toBeVisible();
    await expect(pause).toHaveAttribute("aria-pressed", "false");
    expect(await stripMotion(page)).toBe("running");

    await page.getByRole("main").getByRole("link", { name: "View our work" }).focus();
    await page.keyboard.press("Tab");
    await expect(pause, "the next stop after the hero's buttons").toBeFocused();
    await page.keyboard.press("Enter");
    await expect(pause).toHaveAttribute("aria-pressed", "true");
    await expect.poll(() => stripMotion(page)).toBe("paused");
    await page.keyboard.press("Space");
    await expect(pause).toHaveAttribute("aria-pressed", "false");
    await expect.poll(() => stripMotion(page)).toBe("running");
  });

  test.describe("on a touch screen", () => {
    test.use({ hasTouch: true, isMobile: true, viewport: { width: 375, height: 812 } });
    test("a tap pauses the strip", async ({ page }) => {
      await openPage(page, "/");
      const pause = page.getByRole("button", { name: pauseName });
      await pause.tap();
      await expect(pause).toHaveAttribute("aria-pressed", "true");
      await expect.poll(() => stripMotion(page)).toBe("paused");
    });
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("the same control, a checkbox there, pauses and restarts the strip", async ({ page }) => {
      await page.goto("/");
      const pause = page.getByRole("checkbox", { name: pauseName });
      await expect(page.locator("label").filter({ has: pause }), "the control is visible").toBeVisible();
      expect(await stripMotion(page)).toBe("running");
      await pause.focus();
      await page.keyboard.press("Space");
      await expect(pause).toBeChecked();
      await expect.poll(() => stripMotion(page)).toBe("paused");
      await page.locator("label").filter({ has: pause }).click();
      await expect(pause).not.toBeChecked();
      await expect.poll(() => stripMotion(page)).toBe("running");
    });
  });
});

test.describe("the technology strip under prefers-reduced-motion: reduce", () => {
  test.use({ reducedMotion: "reduce" });
  test("stands still, with no pause control to offer", async ({ page }) => {
    await openPage(page, "/");
    expect(await stripMotion(page)).toBe("none");
    await expect(page.getByRole("button", { name: pauseName })).toBeHidden();
  });

  test("becomes a static list with all eight names in view on a phone", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await openPage(page, "/");
    const names = page.getByRole("list").filter({ hasText: "TypeScript" }).first().getByRole("listitem");
    await expect(names).toHaveCount(8);
    await names.first().scrollIntoViewIfNeeded();
    for (const name of await names.all()) await expect(name).toBeInViewport({ ratio: 1 });
  });
});
