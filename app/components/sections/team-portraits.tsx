import { Portrait } from "~/components/people/portrait";
import { portraitFileOf } from "~/components/people/portrait-files";
import { toneAt } from "~/components/ui/card";
import type { Person } from "~/content/portrait";
import { team as teamContent } from "~/content/team";

/**
 * About's people: a portrait each, with name and role; three across on a phone, six from a tablet
 * up (three across 768 px made portraits 220 px wide and the hero two screens tall). A phone's column is about 100 px: a name may take two lines and a role two, each set
 * tight and balanced so it reads as one caption (no spaced-out small type, no one word on its own).
 */
export function TeamPortraits({ members = teamContent.members }: { members?: readonly Person[] }) {
  return (
    <ul aria-label={teamContent.label} className="grid grid-cols-3 gap-x-3 gap-y-6 sm:gap-x-5 md:grid-cols-6">
      {members.map((member, i) => (
        <li key={member.name}>
          <Portrait
            name={member.name}
            file={portraitFileOf(member.name)}
            size={176}
            tone={toneAt(i)}
            eager
            className="w-full rounded-card"
          />
          <span className="mt-2 block font-display text-small leading-tight font-semibold text-balance text-ink sm:mt-3 sm:text-body md:text-small lg:text-body">
            {member.name}
          </span>
          <span className="mt-1 block text-eyebrow leading-snug tracking-normal text-balance text-ink-soft sm:text-small md:text-eyebrow lg:text-small">
            {member.role}
          </span>
        </li>
      ))}
    </ul>
  );
}
