import { ClientWordmark } from "~/components/people/client-wordmark";
import { Portrait } from "~/components/people/portrait";
import type { PortraitFile } from "~/components/people/portrait-files";
import { Carousel } from "~/components/ui/carousel";
import { Card, toneAt } from "~/components/ui/card";
import type { testimonialsSection } from "~/content/home";
import type { Testimonial } from "~/content/testimonials";
import { Section } from "./section";
import { ClientLogoRow } from "./client-logo-row";

type TestimonialsProps = {
  content: typeof testimonialsSection;
  testimonials: readonly Testimonial[];
  /** Each author's portrait file by name: Home's loader reads them (portraitFileOf) when the page is prerendered. */
  portraits: Readonly<Record<string, PortraitFile>>;
};

/** Home's testimonials: each quote with its author's portrait and their company's wordmark, then every client's. */
export function Testimonials({ content, testimonials, portraits }: TestimonialsProps) {
  return (
    <Section id="testimonials" title={content.title} belowFirstScreen>
      {/* Left-aligned under the section's left-aligned heading, not centred beneath it. */}
      <div className="max-w-4xl">
        <Carousel
          label={content.carouselLabel}
          itemName={content.itemName}
          items={testimonials}
          getKey={(t) => t.name}
          renderItem={(t) => (
            <Card asChild padding="none" className="flex h-full flex-col p-6 md:p-12">
              <figure>
                <ClientWordmark id={t.client} name={t.company} className="h-7 self-start text-ink md:h-8" />
                <blockquote className="mt-6 font-display text-heading font-medium text-ink md:mt-8 md:text-[1.625rem] md:leading-[2.25rem]">
                  <span aria-hidden className="text-brand">
                    “
                  </span>
                  {t.quote}
                  <span aria-hidden className="text-brand">
                    ”
                  </span>
                </blockquote>
                <figcaption className="mt-auto flex items-center gap-4 border-t border-line pt-5 md:pt-6 [blockquote+&]:mt-6 md:[blockquote+&]:mt-8">
                  {/* Lazy: each SVG picture costs the main thread a document of its own (20-30 ms on a
                      phone's first second, bench/ANALYSIS.md). The carousel fetches the slides' pictures
                      when it starts, near the screen, so the next one is there before its slide comes round. */}
                  <Portrait
                    name={t.name}
                    file={portraits[t.name]!}
                    size={56}
                    tone={toneAt(testimonials.indexOf(t))}
                    className="size-14 rounded-xl"
                  />
                  <span>
                    <span className="block font-semibold text-ink">{t.name}</span>
                    <span className="block text-small text-ink-soft">{t.role}</span>
                  </span>
                </figcaption>
              </figure>
            </Card>
          )}
        />
      </div>
      <ClientLogoRow wide className="mt-12 md:mt-16" />
    </Section>
  );
}
