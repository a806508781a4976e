// The result on a phone: each bar across the screen, its label above it and its fee below.
import type { ScreenFrame } from "../../screens-kit/frame";
import { GatepassScreen } from "./brand";
import { TicketMoneyChart } from "./ticket-money";

export const frame: ScreenFrame = { width: 390, height: 570, device: "phone" };

export default function ChartPhoneScreen() {
  return (
    <GatepassScreen className="gp-money-phone">
      <TicketMoneyChart />
    </GatepassScreen>
  );
}
