// Afterglow's system sheet, on the near-black it is made for: its two typefaces, its four colours
// by role, and the door's three answers at the size the host reads them.
import type { ScreenFrame } from "../../screens-kit/frame";
import { Logo } from "./brand";
import { doorStates, swatches, TypeSpecimen } from "./specimen";
import "./system.screen.css";

export const frame: ScreenFrame = { width: 1440, height: 640 };

export default function SystemScreen() {
  return (
    <div className="afterglow sheet">
      <header className="sheet-head">
        <Logo size={24} />
        <span>Neon, readable at 2 a.m.</span>
      </header>
      <div className="sheet-body">
        <TypeSpecimen />
        <div className="sheet-right">
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
      </div>
    </div>
  );
}
