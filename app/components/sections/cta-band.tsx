import type { CallToAction } from "~/content/types";
import { ActionLink } from "./page-hero";

/** The closing call to action every page ends with. */
export function CtaBand({ cta }: { cta: CallToAction }) {
  return (
    <section aria-labelledby="cta-heading" className="mx-auto max-w-6xl px-4 pb-20 sm:px-6">
      <div className="rounded-3xl bg-gradient-to-br from-brand-strong to-brand px-6 py-12 text-center text-white sm:px-12 md:py-16">
        <h2 id="cta-heading" className="text-3xl font-bold tracking-tight sm:text-4xl">
          {cta.title}
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-lg text-white/90">{cta.text}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <ActionLink action={cta.primary} variant="inverse" />
          <ActionLink action={cta.secondary} variant="inverse-outline" />
        </div>
      </div>
    </section>
  );
}
