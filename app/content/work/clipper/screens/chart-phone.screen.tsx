// The result on a phone: each label above its bar.
import type { ScreenFrame } from "../../screens-kit/frame";
import "./brand";
import { MinutesChart } from "./chart";

export const frame: ScreenFrame = { width: 390, height: 470, device: "phone" };

export default function ChartPhoneScreen() {
  return (
    <div className="clipwise cw-chart-phone">
      <MinutesChart labelWidth={0} />
    </div>
  );
}
