import useEmblaCarousel from "embla-carousel-react";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { useCallback, useEffect, useState, type KeyboardEvent, type ReactNode } from "react";
import { timing } from "~/content/site";
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
 * A looping, draggable carousel (Embla) following the WAI-ARIA carousel pattern: a labelled
 * region, slides announced as "n of N", arrow keys to move, previous/next buttons whose
 * enabled state follows Embla, and off-screen slides made inert so focus cannot reach them.
 */
export function Carousel<T>({ label, itemName, items, getKey, renderItem }: CarouselProps<T>) {
  const [viewportRef, embla] = useEmblaCarousel({ loop: true, dragThreshold: timing.carouselDragThreshold });
  const [selected, setSelected] = useState(0);
  const [canScroll, setCanScroll] = useState({ prev: true, next: true });
  const [moved, setMoved] = useState(false);

  useEffect(() => {
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

  const scrollPrev = useCallback(() => embla?.scrollPrev(), [embla]);
  const scrollNext = useCallback(() => embla?.scrollNext(), [embla]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "ArrowLeft") {
      event.preventDefault();
      scrollPrev();
    } else if (event.key === "ArrowRight") {
      event.preventDefault();
      scrollNext();
    }
  };

  const position = (index: number) => `${itemName} ${index + 1} of ${items.length}`;

  return (
    <div role="region" aria-roledescription="carousel" aria-label={label} onKeyDownCapture={onKeyDown} className="relative">
      <div ref={viewportRef} className="overflow-hidden">
        <div className="flex touch-pan-y">
          {items.map((item, index) => (
            <div
              key={getKey(item)}
              role="group"
              aria-roledescription="slide"
              aria-label={position(index)}
              inert={index !== selected}
              className="min-w-0 shrink-0 grow-0 basis-full px-1"
            >
              {renderItem(item)}
            </div>
          ))}
        </div>
      </div>
      <div className="mt-6 flex items-center justify-center gap-3">
        <Tooltip label={`Previous ${itemName.toLowerCase()}`}>
          <Button variant="outline" size="icon" onClick={scrollPrev} disabled={!canScroll.prev} aria-label={`Previous ${itemName.toLowerCase()}`}>
            <ChevronLeft aria-hidden className="size-5" />
          </Button>
        </Tooltip>
        <p className="min-w-16 text-center text-sm text-ink-soft" aria-hidden>
          {selected + 1} / {items.length}
        </p>
        <Tooltip label={`Next ${itemName.toLowerCase()}`}>
          <Button variant="outline" size="icon" onClick={scrollNext} disabled={!canScroll.next} aria-label={`Next ${itemName.toLowerCase()}`}>
            <ChevronRight aria-hidden className="size-5" />
          </Button>
        </Tooltip>
      </div>
      <p className="sr-only" aria-live="polite" aria-atomic="true">
        {moved ? position(selected) : ""}
      </p>
    </div>
  );
}
