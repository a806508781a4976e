import ArrowRight from "lucide-react/icons/arrow-right";
import { StoryImage } from "~/components/story/story-image";
import { caseStudyText, type CaseStudy, type CoverPicture } from "~/content/work";
import { cn } from "~/lib/cn";
import { Section } from "./section";

/** The Work index: one large tile per study, the picture first, sides alternating. */
export function CaseStudyGrid({ caseStudies }: { caseStudies: readonly CaseStudy[] }) {
  return (
    <Section title={caseStudyText.listTitle} hideTitle spacing="compact">
      <ul className="grid gap-16 lg:gap-24">
        {caseStudies.map((study, i) => (
          <li key={study.id}>
            <CaseStudyCard study={study} flip={i % 2 === 1} />
          </li>
        ))}
      </ul>
    </Section>
  );
}

const previewTones = { violet: "bg-tint-violet", lime: "bg-tint-lime", peach: "bg-tint-peach", sky: "bg-tint-sky" } as const;

/**
 * The boxes a cover can sit in, by the shape it is drawn at (width / height): on a phone (below
 * 640 px, where its phone version is served) and from `sm` up. Classes written out whole, each
 * pair, so Tailwind finds them; not a `style`: the pages' CSP refuses style attributes. The box is
 * sized by its classes alone, never by the picture's file, so the file arriving cannot move the
 * page, whatever its rounding. (97e2632 let the file size the box, and was reverted for a 0.00006
 * shift on /work/ticketing at 375 px: that shift was the web fonts' swap moving the header's text,
 * and comes back with a late font file.)
 */
const coverShapes = [
  { ratio: 1, phone: "aspect-square", wide: "sm:aspect-square" },
  { ratio: 4 / 3, phone: "aspect-[4/3]", wide: "sm:aspect-[4/3]" },
  { ratio: 3 / 2, phone: "aspect-[3/2]", wide: "sm:aspect-[3/2]" },
  { ratio: 16 / 10, phone: "aspect-[16/10]", wide: "sm:aspect-[16/10]" },
  { ratio: 16 / 9, phone: "aspect-video", wide: "sm:aspect-video" },
] as const;

type Size = { w: number; h: number };

/** The listed shape nearest a picture drawn `w` × `h`: its own (Gatepass's 4:3, Clipwise's 16:10), or one that loses a little at its edges. */
const nearestShape = ({ w, h }: Size) => {
  const distance = (ratio: number) => Math.abs(Math.log(w / h / ratio));
  return coverShapes.reduce((best, shape) => (distance(shape.ratio) < distance(best.ratio) ? shape : best));
};

/**
 * The box for a cover: the shape its phone version is drawn at below 640 px (Clipwise's and
 * Afterglow's squares) and the cover's own above, each whole; a cover without a phone version
 * keeps its own shape throughout. Without a picture, the 4:3 tile of 'Preview coming soon'.
 */
function coverShape(preview: CoverPicture | null): string {
  if (!preview) return "aspect-[4/3]";
  const wide = nearestShape(preview.picture.img);
  const phone = preview.phone ? nearestShape(preview.phone.img) : wide;
  return phone === wide ? wide.phone : `${phone.phone} ${wide.wide}`;
}

/**
 * The study's preview picture, whole in a box of its shape (its phone version's on a phone, if it
 * has one), or 'Preview coming soon' for a study that has none yet.
 */
export function CaseStudyPreview({
  study,
  className,
  imageClassName,
  slot = "card",
  eager = false,
}: {
  study: CaseStudy;
  className?: string;
  imageClassName?: string;
  /** Where it is shown: a tile (card) or the study's own page, opening it (cover). */
  slot?: "card" | "cover";
  /** The first thing on the page: fetched at once, not lazily. */
  eager?: boolean;
}) {
  return (
    <div className={cn("relative overflow-hidden", coverShape(study.preview), previewTones[study.accent], className)}>
      {study.preview ? (
        <StoryImage
          picture={study.preview.picture}
          phone={study.preview.phone}
          placeholder={study.preview.placeholder}
          alt={caseStudyText.previewAlt(study)}
          slot={slot}
          eager={eager}
          className={cn("absolute inset-0 h-full w-full object-cover", imageClassName)}
        />
      ) : (
        <p className="absolute inset-0 flex items-center justify-center text-heading font-semibold text-ink">{caseStudyText.noPreview}</p>
      )}
    </div>
  );
}

/**
 * One study as a tile: the whole tile is one link to the story (the name's link stretched over
 * it), the picture takes two thirds and moves on hover. The spec's 'Work with us' stays, as its
 * own small link under the text, raised above the tile's link so each goes where it says.
 */
export function CaseStudyCard({ study, flip = false }: { study: CaseStudy; flip?: boolean }) {
  const page = `/work/${study.id}`;
  return (
    <article
      aria-labelledby={`${study.id}-name`}
      className={cn("group relative grid items-center gap-6 lg:gap-12", flip ? "lg:grid-cols-[1fr_2fr]" : "lg:grid-cols-[2fr_1fr]")}
    >
      <CaseStudyPreview
        study={study}
        className={cn("rounded-panel", flip && "lg:order-2")}
        imageClassName="transition duration-700 ease-out motion-safe:group-hover:scale-[1.04] motion-safe:group-hover:-translate-y-1"
      />
      <div className="flex flex-col items-start">
        <p className="text-eyebrow font-semibold tracking-eyebrow text-brand-strong uppercase">
          <span>{caseStudyText.badge}</span>
          <span aria-hidden> · </span>
          <span className="text-ink-soft">{study.year}</span>
        </p>
        <h3 id={`${study.id}-name`} className="mt-3 font-display text-title font-bold text-ink">
          <a href={page} className="rounded after:absolute after:inset-0 after:rounded-panel after:content-['']">
            {study.name}
          </a>
        </h3>
        <p className="mt-1 font-medium text-ink">{study.subtitle}</p>
        <p className="mt-4 text-ink-soft">{study.blurb}</p>
        <ul aria-label={caseStudyText.tagsLabel} className="mt-5 flex flex-wrap gap-2">
          {study.tags.map((tag) => (
            <li key={tag} className="rounded-full bg-muted px-2.5 py-1 text-eyebrow font-medium whitespace-nowrap text-ink">
              {tag}
            </li>
          ))}
        </ul>
        <p aria-hidden className="mt-6 inline-flex items-center gap-2 font-semibold text-ink group-hover:underline">
          {caseStudyText.readMore}
          <ArrowRight className="size-4 transition motion-safe:group-hover:translate-x-1" />
        </p>
        <a
          href="/contact"
          className="relative z-10 mt-3 inline-flex items-center gap-1 rounded text-small font-semibold text-brand-strong hover:underline"
        >
          <span>{caseStudyText.workWithUs}</span> <ArrowRight aria-hidden className="size-3.5" />
          <span className="sr-only">{caseStudyText.workWithUsContext(study.name)}</span>
        </a>
      </div>
    </article>
  );
}
