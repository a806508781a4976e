// The editor kit on a phone: the two typefaces, the four colours, a moment at actual size.
import type { ScreenFrame } from "../../screens-kit/frame";
import { Logo } from "./brand";
import { moments } from "./data";
import { MomentRow } from "./moment-row";
import { swatches, TypeSpecimen } from "./specimen";
import "./system.screen.css";

export const frame: ScreenFrame = { width: 390, height: 720, device: "phone" };

export default function SystemPhoneScreen() {
  return (
    <div className="clipwise kit kit-phone">
      <Logo size={18} />
      <TypeSpecimen />
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
      <ol>
        <MomentRow moment={moments[0]!} rank={1} />
      </ol>
    </div>
  );
}
