// Clipwise's editor kit, the sheet the team designed the timeline from: its two typefaces at the
// sizes the editor sets them, the canvas and its three accents by role, and the parts of a moment
// at actual size.
import type { ScreenFrame } from "../../screens-kit/frame";
import { Logo } from "./brand";
import { moments } from "./data";
import { MomentRow } from "./moment-row";
import { swatches, TypeSpecimen } from "./specimen";
import "./system.screen.css";

export const frame: ScreenFrame = { width: 1440, height: 640 };

export default function SystemScreen() {
  return (
    <div className="clipwise kit">
      <header className="kit-head">
        <Logo size={22} />
        <span>Editor kit · the timeline, the moment, the score</span>
      </header>
      <div className="kit-body">
        <TypeSpecimen />
        <div className="kit-right">
          <ul className="swatches">
            {swatches.map((swatch) => (
              <li key={swatch.name}>
                <span className="swatch" style={{ background: swatch.hex }} />
                <b>{swatch.name}</b>
                <span className="mono">{swatch.hex.toUpperCase()}</span>
                <span className="use">{swatch.use}</span>
              </li>
            ))}
          </ul>
          <div className="kit-parts">
            <span className="kit-label">A moment, at actual size</span>
            <ol>
              <MomentRow moment={moments[0]!} rank={1} />
              <MomentRow moment={moments[2]!} rank={3} />
            </ol>
            <div className="kit-signals">
              <span className="chip speech">speech</span>
              <span className="chip chat">chat</span>
              <span className="chip scene">scene</span>
              <span className="kit-note">what a moment was found by</span>
            </div>
          </div>
        </div>
      </div>
    </div>
  );
}
