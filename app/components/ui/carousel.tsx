import type { EmblaCarouselType } from "embla-carousel";
import ChevronLeft from "lucide-react/icons/chevron-left";
import ChevronRight from "lucide-react/icons/chevron-right";
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { chrome } from "~/content/site";
import { timing } from "~/lib/constants";
import { useHydrated } from "~/lib/use-hydrated";
import { Button } from "./button";
import { Tooltip } from "./tooltip";

type CarouselProps<T> = {
  /** Accessible name of the whole carousel, e.g. "Testimonials". */
  label: string;
  /** Singular name of one slide, used in "Testimonial 2 of 3". */
  itemName: string;
  items: readonly T[];
  getKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
};

/**
 * Starts Embla (about 8 KB gzip) only when the carousel comes near the screen, or when the
 * visitor reaches it by keyboard or pointer first. The slides are prerendered and the first
 * one shows without it, so pages that open far above the carousel don't load it up front.
 */
function useLazyEmbla() {
  const viewportRef = useRef<HTMLDivElement>(null);
  const [embla, setEmbla] = useState<EmblaCarouselType>();
  const start = useRef<() => void>(undefined);

  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    let instance: EmblaCarouselType | undefined;
    let cancelled = false;
    let requested = false;
    start.current = () => {
      if (requested) return;
      requested = true;
      observer.disconnect();
      // A lazy picture in a slide off to the side would load only once its slide is in view, and
      // pop in: near the screen, every slide's pictures are fetched.
      for (const image of viewport.querySelectorAll<HTMLImageElement>('img[loading="lazy"]')) image.loading = "eager";
      void import("embla-carousel").then(({ default: EmblaCarousel }) => {
        if (cancelled) return;
        instance = EmblaCarousel(viewport, { loop: true, dragThreshold: timing.carouselDragThreshold });
        setEmbla(instance);
      });
    };
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && start.current?.(), {
      rootMargin: "600px 0px",
    });
    observer.observe(viewport);
    return () => {
      cancelled = true;
      observer.disconnect();
      instance?.destroy();
    };
  }, []);

  const startEmbla = useCallback(() => start.current?.(), []);
  return { viewportRef, embla, startEmbla };
}

// Without JavaScript (the `scripting: none` media feature, fixed for the page's life, so nothing
// shifts) the slides are a horizontally scrollable, snap-aligned list with no step buttons. With
// JavaScript the page is laid out as the carousel from the first paint.
const noScript = {
  viewport: "[@media(scripting:none)]:snap-x [@media(scripting:none)]:snap-mandatory [@media(scripting:none)]:overflow-x-auto",
  track: "[@media(scripting:none)]:touch-auto",
  controls: "[@media(scripting:none)]:hidden",
};

/**
 * A looping, draggable carousel (Embla) following the WAI-ARIA carousel pattern: a labelled
 * region, slides announced as "n of N", arrow keys to move, previous/next buttons whose
 * enabled state follows Embla, and off-screen slides made inert so focus cannot reach them.
 * Steps jump rather than slide for visitors who prefer reduced motion.
 */
export function Carousel<T>({ label, itemName, items, getKey, renderItem }: CarouselProps<T>) {
  const { viewportRef, embla, startEmbla } = useLazyEmbla();
  // The prerendered slides are all reachable (no inert), so that without JavaScript every one can
  // be scrolled to and read; the scrollable list is focusable, to scroll it with the keyboard.
  const enhanced = useHydrated();
  const [selected, setSelected] = useState(0);
  const [canScroll, setCanScroll] = useState({ prev: true, next: true });
  const [moved, setMoved] = useState(false);

  // A layout effect: listening must start before any click can reach the new instance.
  useLayoutEffect(() => {
    if (!embla) return;
    const sync = () => {
      setSelected(embla.selectedScrollSnap());
      setCanScroll({ prev: embla.canScrollPrev(), next: embla.canScrollNext() });
    };
    const onSelect = () => {
      sync();
      setMoved(true); // announce only after the visitor moves it, not on page load
    };
    sync();
    embla.on("select", onSelect).on("reInit", sync);
    return () => {
      embla.off("select", onSelect).off("reInit", sync);
    };
  }, [embla]);

  // A move asked for before Embla has arrived is made as soon as it does.
  const pendingMove = useRef<"prev" | "next">(undefined);
  const move = useCallback(
    (direction: "prev" | "next") => {
      if (!embla) {
        pendingMove.current = direction;
        return startEmbla();
      }
      // Under reduced motion the step jumps to the next slide instead of sliding there.
      const jump = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
      if (direction === "prev") embla.scrollPrev(jump);
      else embla.scrollNext(jump);
    },
    [embla, startEmbla],
  );
  useEffect(() => {
    if (!embla || !pendingMove.current) return;
    move(pendingMove.current);
    pendingMove.current = undefined;
  }, [embla, move]);
  const scrollPrev = () => move("prev");
  const scrollNext = () => move("next");

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "ArrowLeft") {
      event.preventDefault();
      scrollPrev();
    } else if (event.key === "ArrowRight") {
      event.preventDefault();
      scrollNext();
    }
  };

  const position = (index: number) => chrome.carousel.position(itemName, index + 1, items.length);

  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      onKeyDownCapture={onKeyDown}
      onFocusCapture={startEmbla}
      onPointerEnter={startEmbla}
      className="relative"
    >
      <div ref={viewportRef} tabIndex={enhanced ? undefined : 0} className={`overflow-hidden ${noScript.viewport}`}>
        <div className={`flex touch-pan-y ${noScript.track}`}>
          {items.map((item, index) => (
            <div
              key={getKey(item)}
              role="group"
              aria-roledescription="slide"
              aria-label={position(index)}
              inert={enhanced && index !== selected}
              className="min-w-0 shrink-0 grow-0 basis-full snap-start px-1"
            >
              {renderItem(item)}
            </div>
          ))}
        </div>
      </div>
      {/* Below the slide on small screens; from lg up inside the slide's top right corner, where the
          eye is when the slide changes (below it, a 720 px high screen could not show both). */}
      <div className={`mt-6 flex items-center justify-center gap-3 lg:absolute lg:top-8 lg:right-8 lg:mt-0 ${noScript.controls}`}>
        <StepButton label={chrome.carousel.previous(itemName)} icon={ChevronLeft} onClick={scrollPrev} disabled={!canScroll.prev} />
        <p className="min-w-16 text-center text-small text-ink-soft" aria-hidden>
          {selected + 1} / {items.length}
        </p>
        <StepButton label={chrome.carousel.next(itemName)} icon={ChevronRight} onClick={scrollNext} disabled={!canScroll.next} />
      </div>
      <p className="sr-only" aria-live="polite" aria-atomic="true">
        {moved ? position(selected) : ""}
      </p>
    </div>
  );
}

type StepButtonProps = { label: string; icon: typeof ChevronLeft; onClick: () => void; disabled: boolean };

/** A previous/next icon button, named for screen readers and labelled by a tooltip for everyone else. */
function StepButton({ label, icon: Icon, onClick, disabled }: StepButtonProps) {
  return (
    <Tooltip label={label}>
      <Button variant="outline" size="icon" onClick={onClick} disabled={disabled} aria-label={label}>
        <Icon aria-hidden className="size-5" />
      </Button>
    </Tooltip>
  );
}
