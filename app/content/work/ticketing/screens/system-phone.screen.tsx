// The specimen down a phone: the picture's version for narrow windows.
import type { ScreenFrame } from "../../screens-kit/frame";
import { GatepassScreen } from "./brand";
import { Specimen } from "./specimen";
import "./specimen.css";

export const frame: ScreenFrame = { width: 390, height: 1100, device: "phone" };

export default function SystemPhone() {
  return (
    <GatepassScreen>
      <Specimen narrow />
    </GatepassScreen>
  );
}
