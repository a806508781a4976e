// The story's result: seconds per guest at the door, from 40 with the printed list to 4 today.
import type { ScreenFrame } from "../../screens-kit/frame";
import "./brand";
import { DoorTimesChart } from "./door-times";

export const frame: ScreenFrame = { width: 1280, height: 480 };

export default function ChartScreen() {
  return (
    <div className="afterglow">
      <DoorTimesChart />
    </div>
  );
}
