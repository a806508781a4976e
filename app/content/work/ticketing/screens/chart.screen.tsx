// The story's result: what Gatepass keeps of a €40 ticket, €35.20 through the reseller and €39.05
// sold directly, card fees of €0.95 in place of the reseller's €4.80.
import type { ScreenFrame } from "../../screens-kit/frame";
import { GatepassScreen } from "./brand";
import { TicketMoneyChart } from "./ticket-money";

export const frame: ScreenFrame = { width: 1280, height: 420 };

export default function ChartScreen() {
  return (
    <GatepassScreen>
      <TicketMoneyChart />
    </GatepassScreen>
  );
}
