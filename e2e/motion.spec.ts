import { expect, test, type Page } from "@playwright/test";
import { missingPage, openPage, pages } from "./support/site";

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
  // Embla's module is fetched and started when the carousel nears the screen (a lazy import): at a
  // load average of 20 that took over the 5 s default (a CI dry run), so this wait gets longer.
  await expect(track(page), "Embla has started").toHaveAttribute("style", /transform/, { timeout: 20_000 });
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

test.describe("the testimonials' portraits on a phone", () => {
  test.use({ viewport: { width: 412, height: 823 } });
  // Each SVG picture costs the main thread a document of its own, in a phone's first second.
  test("are not fetched with the first screen; near the carousel every slide's portrait is, before its slide comes round", async ({
    page,
  }) => {
    await openPage(page, "/");
    const portraits = carousel(page).locator("figcaption img");
    await expect(portraits).toHaveCount(3);
    const files = await portraits.evaluateAll((images) => images.map((image) => new URL((image as HTMLImageElement).src).pathname));
    const fetched = () =>
      page.evaluate(
        (paths) => performance.getEntriesByType("resource").filter((entry) => paths.includes(new URL(entry.name).pathname)).length,
        files,
      );
    expect(await fetched(), "portraits fetched at the top of the page").toBe(0);

    await carousel(page).scrollIntoViewIfNeeded();
    await expect
      .poll(() => portraits.evaluateAll((images) => images.filter((image) => (image as HTMLImageElement).naturalWidth > 0).length), {
        message: "all three portraits loaded, the two in slides off to the side too",
      })
      .toBe(3);
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

// ---- The signature globe -----------------------------------------------------------------------

/** Every property a keyframes rule of the page's stylesheets animates, with the rule's name. */
async function animatedProperties(page: Page) {
  return page.evaluate(() => {
    const found: string[] = [];
    const visit = (rules: CSSRuleList) => {
      for (const rule of rules) {
        if (rule instanceof CSSKeyframesRule) {
          for (const frame of rule.cssRules) {
            const style = (frame as CSSKeyframeRule).style;
            for (let i = 0; i < style.length; i++) found.push(`${style.item(i)} in @keyframes ${rule.name}`);
          }
        } else if ("cssRules" in rule) visit((rule as CSSGroupingRule).cssRules);
      }
    };
    for (const sheet of document.styleSheets) visit(sheet.cssRules);
    return found;
  });
}

test.describe("the signature globe with motion allowed", () => {
  test.use({ reducedMotion: "no-preference" });
  // A property other than these is recomputed on the main thread every frame (the globe once
  // animated a custom property and stroke offsets: a phone's blocking time on Home rose to 600 ms).
  test("every animation a page defines moves only what the compositor runs: transform and opacity", async ({ page }) => {
    for (const path of [...pages.map((p) => p.path), missingPage.path]) {
      await openPage(page, path);
      const animated = await animatedProperties(page);
      expect(animated.length, `${path} has its keyframes`).toBeGreaterThan(0);
      const offending = animated.filter((property) => !/^(transform|opacity|translate|rotate|scale) in /.test(property));
      expect(offending, `${path}: animations the compositor cannot run`).toEqual([]);
    }
  });

  test("Home's globe turns, and the Services globe stands at its longitudes", async ({ page }) => {
    const turning = async (path: string) => {
      await openPage(page, path);
      return page
        .locator("main header .meridian-turning")
        .evaluateAll(
          (elements) =>
            elements
              .flatMap((e) => e.getAnimations())
              .filter((a) => (a as CSSAnimation).animationName === "meridian-turn" && a.playState === "running").length,
        );
    };
    expect(await turning("/"), "Home's six meridians turn").toBe(6);
    expect(await turning("/services"), "Services' meridians stand").toBe(0);
  });
});

test.describe("the signature globe drawing in", () => {
  test.use({ reducedMotion: "reduce" });
  test("Home's globe appears line by line, the outline first, in fades that all start and end together", async ({ page }) => {
    await openPage(page, "/");
    // Motion allowed only now, so the globe draws in from the start whatever the page's load took.
    await page.emulateMedia({ reducedMotion: "no-preference" });
    // Every line's fade held at 400 ms in: the outline most drawn, the last meridian not yet.
    const lines = await page.locator("main header .meridian-globe svg").evaluateAll((elements) =>
      elements.map((element) => {
        const fade = element.getAnimations().find((a) => (a as CSSAnimation).animationName === "meridian-appear")!;
        fade.pause();
        fade.currentTime = 400;
        const { delay, endTime } = fade.effect!.getComputedTiming();
        return { opacity: Number(getComputedStyle(element).opacity), delay, endTime };
      }),
    );
    expect(lines).toHaveLength(7);
    const opacities = lines.map((line) => line.opacity);
    expect(opacities, "each line less drawn than the one before").toEqual([...opacities].sort((a, b) => b - a));
    expect(opacities[0], "the outline is well under way").toBeGreaterThan(0.5);
    expect(opacities[6], "the last meridian has not begun").toBe(0);
    // Started and ended apart, the browser would wake the main thread for each start and end.
    expect(new Set(lines.map((line) => `${line.delay} ${line.endTime}`)), "one start and one end for all seven").toEqual(
      new Set(["0 1440"]),
    );
  });
});

test.describe("the signature globe under prefers-reduced-motion: reduce", () => {
  test.use({ reducedMotion: "reduce" });
  test("stands still on Home, each meridian at its own longitude", async ({ page }) => {
    await openPage(page, "/");
    const meridians = page.locator("main header .meridian-turning");
    await expect(meridians).toHaveCount(6);
    const playing = await meridians.evaluateAll(
      (elements) => elements.flatMap((e) => e.getAnimations()).filter((a) => a.playState === "running").length,
    );
    expect(playing).toBe(0);
    const widths = await meridians.evaluateAll((elements) => elements.map((e) => Math.round(e.getBoundingClientRect().width)));
    expect(new Set(widths).size, "six meridians, squeezed differently").toBeGreaterThan(2);
  });
});
