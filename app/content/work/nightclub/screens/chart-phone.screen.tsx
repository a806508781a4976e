// The result on a phone: each label above its bar.
import type { ScreenFrame } from "../../screens-kit/frame";
import "./brand";
import { DoorTimesChart } from "./door-times";

export const frame: ScreenFrame = { width: 390, height: 530, device: "phone" };

export default function ChartPhoneScreen() {
  return (
    <div className="afterglow ag-chart-phone">
      <DoorTimesChart />
    </div>
  );
}
