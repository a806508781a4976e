// The blocks a case study's MDX can use, besides Markdown itself. Pictures are named by a path
// in the study's folder (src="./door.png"); the build swaps it for the rendered files
// (scripts/mdx/remark-story-pictures.ts), so each component receives `picture` and `placeholder`.
import type * as React from "react";
import { studioRole } from "~/content/team";
import { cn } from "~/lib/cn";
import { placeholderClass, type OptimisedPicture } from "./picture-files";
import type { ResponsivePictureProps } from "./responsive-picture";
import { StoryImage } from "./story-image";

/**
 * The files the build made of a picture's `src`, `phoneSrc` / `phoneCrop` and `<name>.dark.png`,
 * as ResponsivePicture takes them; `eager` is set by the build on the story's first picture when the
 * study has no cover to open on (scripts/mdx/remark-story-pictures.ts).
 */
type PictureProps = Pick<ResponsivePictureProps, "picture" | "phone" | "dark" | "phoneDark" | "placeholder" | "alt" | "eager"> & {
  caption?: string;
};

function Caption({ children, className }: { children?: React.ReactNode; className?: string }) {
  if (!children) return null;
  return <figcaption className={cn("story-caption", className)}>{children}</figcaption>;
}

/** A picture edge to edge: the story's widest moment. */
export function FullBleed({ picture, phone, dark, phoneDark, placeholder, alt, caption, eager }: PictureProps) {
  return (
    <figure className="story-full">
      <StoryImage
        picture={picture}
        phone={phone}
        dark={dark}
        phoneDark={phoneDark}
        placeholder={placeholder}
        alt={alt}
        slot="full"
        eager={eager}
      />
      <Caption className="story-caption-inset">{caption}</Caption>
    </figure>
  );
}

/** A picture as wide as the page. */
export function Wide({ picture, phone, dark, phoneDark, placeholder, alt, caption, eager }: PictureProps) {
  return (
    <figure className="story-wide">
      <StoryImage
        picture={picture}
        phone={phone}
        dark={dark}
        phoneDark={phoneDark}
        placeholder={placeholder}
        alt={alt}
        slot="wide"
        eager={eager}
        framed
        className="rounded-card"
      />
      <Caption>{caption}</Caption>
    </figure>
  );
}

/** A picture in the text's measure; what `![alt](./file.png "caption")` becomes. */
export function Figure({ picture, phone, dark, phoneDark, placeholder, alt, caption, eager }: PictureProps) {
  return (
    <figure>
      <StoryImage
        picture={picture}
        phone={phone}
        dark={dark}
        phoneDark={phoneDark}
        placeholder={placeholder}
        alt={alt}
        slot="text"
        eager={eager}
        framed
        className="rounded-card"
      />
      <Caption>{caption}</Caption>
    </figure>
  );
}

/** Two pictures side by side (three in a Trio), each a Shot; stacked on a phone. */
export function Pair({ children, caption }: { children: React.ReactNode; caption?: string }) {
  return (
    <figure className="story-wide">
      <div className="grid gap-4 md:grid-cols-2 md:gap-6">{children}</div>
      <Caption>{caption}</Caption>
    </figure>
  );
}

export function Trio({ children, caption }: { children: React.ReactNode; caption?: string }) {
  return (
    <figure className="story-wide">
      <div className="grid gap-4 md:grid-cols-3 md:gap-6">{children}</div>
      <Caption>{caption}</Caption>
    </figure>
  );
}

/** One picture of a Pair or Trio (the build sizes it by which one it is in). */
export function Shot({
  picture,
  phone,
  dark,
  phoneDark,
  placeholder,
  alt,
  caption,
  eager,
  slot = "half",
}: PictureProps & { slot?: "half" | "third" }) {
  return (
    <div>
      <StoryImage
        picture={picture}
        phone={phone}
        dark={dark}
        phoneDark={phoneDark}
        placeholder={placeholder}
        alt={alt}
        slot={slot}
        eager={eager}
        framed
        className="rounded-card"
      />
      {caption ? <p className="story-caption">{caption}</p> : null}
    </div>
  );
}

/**
 * A screen inside its device, on a tinted stage: a phone, a laptop or a browser window (with the
 * address the product lives at).
 */
export function Device({
  kind,
  url,
  picture,
  phone,
  dark,
  phoneDark,
  placeholder,
  alt,
  caption,
  eager,
}: PictureProps & { kind: "phone" | "laptop" | "browser"; url?: string }) {
  const screen = (
    <StoryImage
      picture={picture}
      phone={phone}
      dark={dark}
      phoneDark={phoneDark}
      placeholder={placeholder}
      alt={alt}
      slot={kind === "phone" ? "phone" : "screen"}
      eager={eager}
      className="block"
    />
  );
  return (
    <figure className="story-wide">
      <div className="story-stage">
        {kind === "phone" ? (
          <div className="device-phone">{screen}</div>
        ) : kind === "laptop" ? (
          <div className="device-laptop">
            <div className="device-laptop-lid">{screen}</div>
            <div aria-hidden className="device-laptop-base" />
          </div>
        ) : (
          <div className="device-browser">
            <div aria-hidden className="device-browser-bar">
              <span className="device-browser-dots" />
              {url ? <span className="device-browser-url">{url}</span> : null}
            </div>
            {screen}
          </div>
        )}
      </div>
      <Caption>{caption}</Caption>
    </figure>
  );
}

/** A sentence from the story or the client, set large. */
export function PullQuote({ children, name, role: ownRole }: { children: React.ReactNode; name?: string; role?: string }) {
  // The studio's people keep the one role the team page gives them; anyone else brings their own.
  const role = (name && studioRole(name)) ?? ownRole;
  return (
    <figure className="story-wide story-pullquote">
      <blockquote>{children}</blockquote>
      {name ? (
        <figcaption>
          <span className="font-semibold text-ink">{name}</span>
          {role ? <span className="text-ink-soft">, {role}</span> : null}
        </figcaption>
      ) : null}
    </figure>
  );
}

/** Numbers with what they were measured against: a row of Metric. */
export function Metrics({ children }: { children: React.ReactNode }) {
  return <dl className="story-wide story-metrics">{children}</dl>;
}

export function Metric({ value, label, context }: { value: string; label: string; context?: string }) {
  return (
    <div>
      <dt className="story-metric-label">{label}</dt>
      <dd className="numeral story-metric-value">{value}</dd>
      {context ? <dd className="story-metric-context">{context}</dd> : null}
    </div>
  );
}

/**
 * A short muted loop (MP4 or WebM, left as it is) with its poster. It plays only for visitors who
 * have not asked for reduced motion; the page ships no framework, so a one-line script starts it.
 */
export function Video({
  src,
  poster,
  placeholder,
  alt,
  caption,
}: {
  src: string;
  poster: OptimisedPicture;
  placeholder?: string;
  alt: string;
  caption?: string;
}) {
  return (
    <figure className="story-wide">
      <video
        src={src}
        poster={poster.img.src}
        width={poster.img.w}
        height={poster.img.h}
        muted
        loop
        playsInline
        preload="none"
        aria-label={alt}
        data-story-video
        className={cn("story-framed h-auto w-full rounded-card", placeholderClass(placeholder))}
      />
      <script
        dangerouslySetInnerHTML={{
          __html:
            "matchMedia('(prefers-reduced-motion: no-preference)').matches&&document.currentScript.previousElementSibling.play().catch(()=>{})",
        }}
      />
      <Caption>{caption}</Caption>
    </figure>
  );
}

/** What MDX renders each block with. */
export const storyComponents = { FullBleed, Wide, Figure, Pair, Trio, Shot, Device, PullQuote, Metrics, Metric, Video };
