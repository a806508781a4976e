// Gatepass's type specimen and colours: the story's "A brand of its own" picture.
import type { ScreenFrame } from "../../screens-kit/frame";
import { GatepassScreen } from "./brand";
import { Specimen } from "./specimen";
import "./specimen.css";

export const frame: ScreenFrame = { width: 1440, height: 780 };

export default function System() {
  return (
    <GatepassScreen>
      <Specimen />
    </GatepassScreen>
  );
}
