import type { CallToAction } from "~/content/types";
import { ActionLink } from "./page-hero";
import { container } from "./section";

/** The closing call to action every page ends with. */
export function CtaBand({ cta }: { cta: CallToAction }) {
  return (
    <section aria-labelledby="cta-heading" className={`${container} pb-section`}>
      <div className="relative overflow-hidden rounded-panel bg-brand px-6 py-16 text-center text-on-brand sm:px-12 md:py-24">
        <div
          aria-hidden
          className="pointer-events-none absolute inset-0 bg-[radial-gradient(circle_at_15%_20%,rgb(255_255_255/0.18),transparent_40%),radial-gradient(circle_at_90%_90%,rgb(200_245_96/0.35),transparent_45%)]"
        />
        <h2 id="cta-heading" className="relative text-title font-bold">
          {cta.title}
        </h2>
        <p className="relative mx-auto mt-4 max-w-xl text-lead text-on-brand/90">{cta.description}</p>
        <div className="relative mt-10 flex flex-wrap justify-center gap-3">
          <ActionLink action={cta.primary} variant="inverse" />
          <ActionLink action={cta.secondary} variant="inverse-outline" />
        </div>
      </div>
    </section>
  );
}
