import type { manifesto as manifestoContent } from "~/content/about";

/** About's opening statement in large type: the first sentence in the brand's ink, the rest answering it. */
export function AboutManifesto({ manifesto }: { manifesto: typeof manifestoContent }) {
  return (
    <p className="max-w-5xl font-display text-[1.5rem] leading-[1.15] font-semibold tracking-tight text-ink min-[400px]:text-[1.625rem] sm:text-[2.5rem] lg:text-[3.25rem]">
      <span className="text-brand-strong">{manifesto.lead}</span> <span className="text-ink-soft">{manifesto.body}</span>
    </p>
  );
}
