import { MeridianGlobe } from "~/components/brand/meridian-globe";
import type { CallToAction } from "~/content/types";
import { ActionLink } from "./page-hero";
import { container } from "./section";

/** The closing call to action every page ends with (never on the first screen: rendered when near). */
export function CtaBand({ cta }: { cta: CallToAction }) {
  return (
    <section aria-labelledby="cta-heading" className={`${container} render-when-near pb-stack`}>
      <div className="relative overflow-hidden rounded-panel bg-brand bg-linear-to-br from-brand to-brand-deep px-6 py-12 text-center text-on-brand sm:px-12 md:py-20">
        <MeridianGlobe
          tilt={-23}
          className="absolute -bottom-48 -left-40 aspect-square w-[30rem] text-on-brand opacity-30 md:-bottom-72 md:-left-24 md:w-[40rem]"
        />
        <h2 id="cta-heading" className="relative text-title font-bold">
          {cta.title}
        </h2>
        <p className="relative mx-auto mt-4 max-w-xl text-lead text-on-brand/90">{cta.description}</p>
        <div className="relative mt-8 flex flex-wrap justify-center gap-3 max-sm:flex-col md:mt-10">
          <ActionLink action={cta.primary} variant="inverse" />
          <ActionLink action={cta.secondary} variant="inverse-outline" />
        </div>
      </div>
    </section>
  );
}
