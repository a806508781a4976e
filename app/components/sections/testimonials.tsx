import { Carousel } from "~/components/ui/carousel";
import { Card } from "~/components/ui/card";
import type { Testimonial, testimonialsSection } from "~/content/home";
import { Section } from "./section";

/** Initials for the monogram avatar: "Priya Raman" → "PR". */
const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((part) => part.charAt(0))
    .join("")
    .slice(0, 2);

type TestimonialsProps = { content: typeof testimonialsSection; testimonials: readonly Testimonial[] };

export function Testimonials({ content, testimonials }: TestimonialsProps) {
  return (
    <Section id="testimonials" title={content.title} belowFirstScreen>
      <div className="mx-auto max-w-4xl">
        <Carousel
          label={content.carouselLabel}
          itemName={content.itemName}
          items={testimonials}
          getKey={(t) => t.name}
          renderItem={(t) => (
            <Card asChild padding="none" className="h-full p-8 md:p-12">
              <figure>
                <span aria-hidden className="font-display text-stat leading-none font-bold text-brand">
                  “
                </span>
                <blockquote className="-mt-4 font-display text-heading font-medium text-ink md:text-[1.625rem] md:leading-[2.25rem]">
                  {t.quote}
                </blockquote>
                <figcaption className="mt-8 flex flex-wrap items-center justify-between gap-4 border-t border-line pt-6">
                  <span className="flex items-center gap-4">
                    <span
                      aria-hidden
                      className="inline-flex size-12 items-center justify-center rounded-full bg-tint-violet font-display font-bold text-accent-ink-violet"
                    >
                      {initials(t.name)}
                    </span>
                    <span>
                      <span className="block font-semibold text-ink">{t.name}</span>
                      <span className="block text-small text-ink-soft">{t.role}</span>
                    </span>
                  </span>
                  {/* The company mark: a wordmark set in the display face; the role already names the company. */}
                  <span aria-hidden className="flex items-center gap-2 font-display text-lead font-bold tracking-tight text-ink-soft">
                    <span className="size-3 rotate-45 rounded-sm bg-current" />
                    {t.company}
                  </span>
                </figcaption>
              </figure>
            </Card>
          )}
        />
      </div>
    </Section>
  );
}
