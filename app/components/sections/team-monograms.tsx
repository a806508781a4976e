import { team as teamContent, type TeamMember } from "~/content/about";
import type { Tone } from "~/content/types";
import { toneAt } from "~/components/ui/card";
import { cn } from "~/lib/cn";

const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((part) => part.charAt(0))
    .join("")
    .slice(0, 2);

const tiles: Record<Tone, string> = {
  violet: "bg-tint-violet text-accent-ink-violet",
  lime: "bg-tint-lime text-accent-ink-lime",
  sky: "bg-tint-sky text-accent-ink-sky",
  peach: "bg-tint-peach text-accent-ink-peach",
};

/** About's team: a monogram portrait per person, with name and role. */
export function TeamMonograms({ members = teamContent.members }: { members?: readonly TeamMember[] }) {
  return (
    <ul aria-label={teamContent.label} className="mt-12 grid grid-cols-3 gap-2 sm:gap-3 lg:mt-0 lg:gap-4">
      {members.map((member, i) => (
        <li key={member.name} className="rounded-card border border-line bg-surface p-2 sm:p-3">
          <span
            aria-hidden
            className={cn(
              "monogram relative flex aspect-square items-end overflow-hidden rounded-xl p-2.5 font-display text-heading font-bold sm:p-3 sm:text-title",
              tiles[toneAt(i)],
            )}
          >
            {initials(member.name)}
          </span>
          <span className="mt-2 block font-display text-small font-semibold text-ink sm:mt-3 sm:text-body">{member.name}</span>
          <span className="block text-eyebrow text-ink-soft sm:text-small">{member.role}</span>
        </li>
      ))}
    </ul>
  );
}
