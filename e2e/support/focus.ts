import type { Page } from "@playwright/test";

export type Focused = {
  /** A short description for messages: tag and accessible text. */
  name: string;
  /** On screen, with a size. */
  visible: boolean;
  /** Contrast of the focus outline against what surrounds it (WCAG 1.4.11 asks for 3:1); 0 without one. */
  indicatorContrast: number;
  /** The control itself is what the pointer would hit at its centre: no sticky header over it. */
  unobscured: boolean;
};

/**
 * What has focus now, or null when nothing does. The outline's colour is resolved by the browser
 * (Tailwind writes colours as oklab, often translucent) and weighed against the backgrounds behind
 * it: the nearest ancestor's colour, or each colour of its gradient.
 */
export const focused = (page: Page) =>
  page.evaluate(async (): Promise<Focused | null> => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    // Buttons fade their colours in (transition-colors covers the outline): measure the end state.
    await Promise.all(el.getAnimations().map((animation) => animation.finished.catch(() => undefined)));

    const ctx = document.createElement("canvas").getContext("2d", { willReadFrequently: true })!;
    const rgba = (color: string): [number, number, number, number] => {
      ctx.clearRect(0, 0, 1, 1);
      ctx.fillStyle = "rgba(0, 0, 0, 0)";
      ctx.fillStyle = color;
      ctx.fillRect(0, 0, 1, 1);
      const [r = 0, g = 0, b = 0, a = 0] = ctx.getImageData(0, 0, 1, 1).data;
      return [r, g, b, a / 255];
    };
    const over = ([r, g, b, a]: number[], [R, G, B]: number[]) => [
      r! * a! + R! * (1 - a!),
      g! * a! + G! * (1 - a!),
      b! * a! + B! * (1 - a!),
    ];
    const luminance = (rgb: number[]) =>
      rgb
        .map((v) => v / 255)
        .map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4))
        .reduce((sum, v, i) => sum + v * [0.2126, 0.7152, 0.0722][i]!, 0);
    const contrast = (x: number[], y: number[]) => {
      const [hi, lo] = [luminance(x), luminance(y)].sort((p, q) => q - p);
      return (hi! + 0.05) / (lo! + 0.05);
    };
    const white = [255, 255, 255];
    const backdrops = (): number[][] => {
      for (let node = el.parentElement; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        const stops = style.backgroundImage.match(/(rgba?|oklab|oklch|lab|lch|color)\([^)]*\)/g);
        if (stops) return stops.map((stop) => over(rgba(stop), white));
        const color = rgba(style.backgroundColor);
        if (color[3] > 0) return [over(color, white)];
      }
      return [white];
    };

    const style = getComputedStyle(el);
    const hasOutline = style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 2;
    const outline = rgba(style.outlineColor);
    const box = el.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return {
      name: `${el.tagName.toLowerCase()} "${(el.getAttribute("aria-label") ?? (el as HTMLInputElement).labels?.[0]?.textContent ?? el.textContent ?? "").trim().slice(0, 40)}"`,
      visible: box.width > 1 && box.height > 1 && box.bottom > 0 && box.top < window.innerHeight,
      indicatorContrast: hasOutline ? Math.min(...backdrops().map((bg) => contrast(over(outline, bg), bg))) : 0,
      unobscured: hit !== null && (el.contains(hit) || hit.contains(el)),
    };
  });
