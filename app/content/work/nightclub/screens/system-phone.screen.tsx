// Afterglow's system sheet on a phone: the two typefaces, the colours by role, the door's answers.
import type { ScreenFrame } from "../../screens-kit/frame";
import { Logo } from "./brand";
import { doorStates, swatches, TypeSpecimen } from "./specimen";
import "./system.screen.css";

export const frame: ScreenFrame = { width: 390, height: 780, device: "phone" };

export default function SystemPhoneScreen() {
  return (
    <div className="afterglow sheet sheet-phone">
      <Logo size={18} />
      <TypeSpecimen compact />
      <ul className="ag-swatches">
        {swatches.map((swatch) => (
          <li key={swatch.name}>
            <span className="chip-colour" style={{ background: swatch.hex }} />
            <b>{swatch.name}</b>
            <span className="hex">{swatch.hex.toUpperCase()}</span>
            <span className="use">{swatch.use}</span>
          </li>
        ))}
      </ul>
      <ul className="door-states">
        {doorStates.map((state) => (
          <li key={state.id} className={state.id}>
            <i />
            <b>{state.label}</b>
            <span>{state.detail}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
