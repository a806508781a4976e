import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Carousel } from "./carousel";
import { TooltipProvider } from "./tooltip";

// jsdom lays nothing out; Embla measures offsetLeft/offsetWidth. Give every slide the
// viewport's width, placed side by side, as a browser would for basis-full slides.
const slideWidth = 300;
const restore: (() => void)[] = [];
function fakeLayout(prop: "offsetWidth" | "offsetHeight" | "offsetLeft" | "offsetTop", get: (el: HTMLElement) => number) {
  const original = Object.getOwnPropertyDescriptor(HTMLElement.prototype, prop)!;
  Object.defineProperty(HTMLElement.prototype, prop, {
    configurable: true,
    get(this: HTMLElement) {
      return get(this);
    },
  });
  restore.push(() => Object.defineProperty(HTMLElement.prototype, prop, original));
}
beforeAll(() => {
  fakeLayout("offsetWidth", () => slideWidth);
  fakeLayout("offsetHeight", () => 200);
  fakeLayout("offsetTop", () => 0);
  fakeLayout("offsetLeft", (el) =>
    el.getAttribute("aria-roledescription") === "slide" ? [...el.parentElement!.children].indexOf(el) * slideWidth : 0,
  );
  // jsdom computes no margins (""), which Embla would read as NaN.
  const getComputedStyle = window.getComputedStyle;
  window.getComputedStyle = (el, pseudo) => {
    const style = getComputedStyle(el, pseudo);
    const getPropertyValue = style.getPropertyValue.bind(style);
    style.getPropertyValue = (name) => getPropertyValue(name) || (name.startsWith("margin") ? "0px" : "");
    return style;
  };
  restore.push(() => (window.getComputedStyle = getComputedStyle));
});
afterAll(() => restore.forEach((undo) => undo()));

const quotes = ["First quote", "Second quote", "Third quote"];

function renderCarousel() {
  return render(
    <TooltipProvider>
      <Carousel label="Testimonials" itemName="Testimonial" items={quotes} getKey={(q) => q} renderItem={(q) => <p>{q}</p>} />
    </TooltipProvider>,
  );
}

const carousel = () => screen.getByRole("region", { name: "Testimonials" });
const currentSlide = () =>
  within(carousel())
    .getAllByRole("group")
    .find((slide) => !slide.hasAttribute("inert"))!;
const announcer = () => carousel().querySelector("[aria-live=polite]");
const expectShown = (text: string) => waitFor(() => expect(currentSlide()).toHaveTextContent(text));

describe("testimonial carousel", () => {
  it("is a labelled carousel of slides named 'Testimonial n of 3', with only the shown slide reachable", () => {
    renderCarousel();
    expect(carousel()).toHaveAttribute("aria-roledescription", "carousel");
    const slides = within(carousel()).getAllByRole("group");
    expect(slides.map((s) => s.getAttribute("aria-label"))).toEqual(["Testimonial 1 of 3", "Testimonial 2 of 3", "Testimonial 3 of 3"]);
    expect(slides.filter((s) => s.hasAttribute("inert"))).toHaveLength(2);
    expect(currentSlide()).toHaveTextContent("First quote");
  });

  it("loops forward with next and backward with previous, announcing the position politely", async () => {
    const user = userEvent.setup();
    renderCarousel();
    const next = screen.getByRole("button", { name: "Next testimonial" });
    const previous = screen.getByRole("button", { name: "Previous testimonial" });
    expect(next).toBeEnabled();
    expect(previous).toBeEnabled(); // it loops, so there is always a way back

    await user.click(next);
    await expectShown("Second quote");
    await waitFor(() => expect(announcer()).toHaveTextContent("Testimonial 2 of 3"));
    await user.click(next);
    await expectShown("Third quote");
    await user.click(next);
    await expectShown("First quote"); // past the last slide: back to the first

    await user.click(previous);
    await expectShown("Third quote"); // before the first slide: the last
    await waitFor(() => expect(announcer()).toHaveTextContent("Testimonial 3 of 3"));
  });

  it("moves with the arrow keys when focus is inside it", async () => {
    const user = userEvent.setup();
    renderCarousel();
    screen.getByRole("button", { name: "Next testimonial" }).focus();
    await user.keyboard("{ArrowRight}");
    await expectShown("Second quote");
    await user.keyboard("{ArrowLeft}");
    await expectShown("First quote");
    await user.keyboard("{ArrowLeft}");
    await expectShown("Third quote");
  });
});
