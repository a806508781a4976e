// The week-one flow of a ticket, across: the story's "Two weeks at the box office" picture.
import type { ScreenFrame } from "../../screens-kit/frame";
import { GatepassScreen } from "./brand";
import { TicketLife } from "./ticket-life";
import "./ticket-life.css";

export const frame: ScreenFrame = { width: 1440, height: 640 };

export default function Flow() {
  return (
    <GatepassScreen>
      <TicketLife />
    </GatepassScreen>
  );
}
