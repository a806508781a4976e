// The carousel as prerendered (without JavaScript: every slide reachable in a scrollable list)
// and after hydration (one slide shown, the others inert). Browser behaviour of both:
// e2e/without-javascript.spec.ts and e2e/home.spec.ts.
import { act, screen } from "@testing-library/react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, expect, it } from "vitest";
import { TooltipProvider } from "./tooltip";
import { Carousel } from "./carousel";

const items = ["One", "Two", "Three"];
const carousel = () => (
  <TooltipProvider>
    <Carousel label="Testimonials" itemName="Testimonial" items={items} getKey={(item) => item} renderItem={(item) => <p>{item}</p>} />
  </TooltipProvider>
);
const slides = () => screen.getAllByRole("group");
const list = () => slides()[0]!.parentElement!.parentElement!;

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = "";
});

it("prerenders every slide reachable, in a list that takes keyboard focus to scroll", () => {
  document.body.innerHTML = renderToString(carousel());
  expect(slides()).toHaveLength(3);
  for (const slide of slides()) expect(slide).not.toHaveAttribute("inert");
  expect(list()).toHaveAttribute("tabindex", "0");
});

it("after hydration shows one slide at a time and leaves the tab order as the carousel's", async () => {
  const container = document.createElement("div");
  container.innerHTML = renderToString(carousel());
  document.body.append(container);
  await act(async () => {
    root = hydrateRoot(container, carousel());
  });
  expect(slides().map((slide) => slide.hasAttribute("inert"))).toEqual([false, true, true]);
  expect(list()).not.toHaveAttribute("tabindex");
});
