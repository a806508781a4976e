// One guest on the door's list: who, how they came, and in or due.
import type { Guest } from "./data";

const viaLabel = { table: "Table", list: "List", member: "Member" } as const;

export function GuestRow({ guest }: { guest: Guest }) {
  const initials = guest.name
    .split(" ")
    .map((part) => part[0])
    .join("");
  return (
    <li className={`guest-row${guest.inAt ? " in" : " due"}`}>
      <span className={`avatar ${guest.via}`}>{initials}</span>
      <span className="who">
        <b>{guest.name}</b>
        <span>{guest.detail}</span>
      </span>
      <span className={`tag ${guest.via}`}>{viaLabel[guest.via]}</span>
      <span className="state">{guest.inAt ? `In ${guest.inAt}` : "Due"}</span>
    </li>
  );
}
