import { Portrait } from "~/components/people/portrait";
import { toneAt } from "~/components/ui/card";
import type { Person } from "~/content/portrait";
import { team as teamContent } from "~/content/team";

/** About's people: a portrait each, with name and role; three across on a phone, six on a wide screen. */
export function TeamPortraits({ members = teamContent.members }: { members?: readonly Person[] }) {
  return (
    <ul aria-label={teamContent.label} className="grid grid-cols-3 gap-x-3 gap-y-4 sm:gap-x-5 lg:grid-cols-6">
      {members.map((member, i) => (
        <li key={member.name}>
          <Portrait name={member.name} size={176} tone={toneAt(i)} eager className="w-full rounded-card" />
          <span className="mt-2 block font-display text-small font-semibold text-ink sm:mt-3 sm:text-body">{member.name}</span>
          <span className="block text-eyebrow text-ink-soft sm:text-small">{member.role}</span>
        </li>
      ))}
    </ul>
  );
}
