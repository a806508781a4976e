// The story's result: minutes to clip a three-hour stream, from 214 with the prototype to 6 today.
import type { ScreenFrame } from "../../screens-kit/frame";
import "./brand";
import { MinutesChart } from "./chart";

export const frame: ScreenFrame = { width: 1280, height: 480 };

export default function ChartScreen() {
  return (
    <div className="clipwise">
      <MinutesChart labelWidth={260} />
    </div>
  );
}
