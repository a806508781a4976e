import { Quote } from "lucide-react";
import { Carousel } from "~/components/ui/carousel";
import type { Testimonial } from "~/content/home";
import { Section } from "./section";

export function Testimonials({ testimonials }: { testimonials: readonly Testimonial[] }) {
  return (
    <Section id="testimonials" title="Clients love working with us">
      <div className="mx-auto max-w-3xl">
        <Carousel
          label="Testimonials"
          itemName="Testimonial"
          items={testimonials}
          getKey={(t) => t.name}
          renderItem={(t) => (
            <figure className="h-full rounded-3xl border border-line bg-surface p-8 text-center shadow-sm md:p-12">
              <Quote aria-hidden className="mx-auto size-8 text-brand" />
              <blockquote className="mt-4 text-lg text-ink md:text-xl">“{t.quote}”</blockquote>
              <figcaption className="mt-6">
                <span className="block font-semibold text-ink">{t.name}</span>
                <span className="block text-sm text-ink-soft">{t.role}</span>
              </figcaption>
            </figure>
          )}
        />
      </div>
    </Section>
  );
}
