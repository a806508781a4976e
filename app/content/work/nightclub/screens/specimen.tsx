// Afterglow's type specimen and colours by role, for the system sheet and its phone version.
import { palette } from "./brand";

export const swatches = [
  { name: "Night", hex: palette.night, use: "Every surface, so the door stays dark" },
  { name: "Neon", hex: palette.neon, use: "Only your own things: your table, your pass" },
  { name: "Ember", hex: palette.ember, use: "Guest lists and promoters" },
  { name: "Violet", hex: palette.violet, use: "Members" },
] as const;

export function TypeSpecimen({ compact = false }: { compact?: boolean }) {
  return (
    <div className={`ag-specimen${compact ? " compact" : ""}`}>
      <div className="face syne">
        <span className="glyphs">Aa</span>
        <span className="about">
          <b>Syne ExtraBold</b>
          <small>Wordmark, venues, names at the door</small>
        </span>
      </div>
      <p className="sample-display">Maya K. · Table 4</p>
      <div className="face manrope">
        <span className="glyphs">Aa</span>
        <span className="about">
          <b>Manrope</b>
          <small>Everything read at a glance, tabular figures</small>
        </span>
      </div>
      <p className="sample-text">412 of 520 in · 01:12 · Mara Lux on now</p>
    </div>
  );
}

/** The door's three answers, as the host reads them. */
export const doorStates = [
  { id: "in", label: "Pass valid", detail: "Maya K. · Table 4" },
  { id: "due", label: "On a list", detail: "Ana S. · Nova's list" },
  { id: "no", label: "Not on tonight", detail: "Send to the box office" },
] as const;
