// Clipwise's type specimen and colours by role: the editor kit's sheet and its phone version.
import { palette } from "./brand";

export const swatches = [
  { name: "Canvas", hex: palette.canvas, use: "Every surface behind the video" },
  { name: "Teal", hex: palette.teal, use: "Selection, actions, strong moments" },
  { name: "Mint", hex: palette.mint, use: "Scores, the voice in a moment" },
  { name: "Pink", hex: palette.pink, use: "The one top moment, chat" },
] as const;

export function TypeSpecimen() {
  return (
    <div className="specimen">
      <div className="specimen-face">
        <span className="specimen-aa">Aa</span>
        <span className="specimen-name">
          Space Grotesk
          <small>Interface · 500 titles, 400 text, 700 actions</small>
        </span>
      </div>
      <p className="specimen-line s1">The comeback</p>
      <p className="specimen-line s2">Chat goes wild · Boss fight · One HP parry</p>
      <div className="specimen-face mono-face">
        <span className="specimen-aa mono">0:09</span>
        <span className="specimen-name">
          JetBrains Mono
          <small>Timecodes and scores · tabular, so columns never jitter</small>
        </span>
      </div>
      <p className="specimen-line mono s3">1:42:10 → 1:42:48 · 97 · 5 min 52 s</p>
    </div>
  );
}
