// The same flow, down a phone: the picture's version for narrow windows.
import type { ScreenFrame } from "../../screens-kit/frame";
import { GatepassScreen } from "./brand";
import { TicketLife } from "./ticket-life";
import "./ticket-life.css";

export const frame: ScreenFrame = { width: 390, height: 900, device: "phone" };

export default function FlowPhone() {
  return (
    <GatepassScreen>
      <TicketLife vertical />
    </GatepassScreen>
  );
}
