// One guest's night on a phone: the four steps in order, each with who acts and when.
import type { ScreenFrame } from "../../screens-kit/frame";
import { Logo } from "./brand";
import { night } from "./data";
import "./flow.screen.css";

export const frame: ScreenFrame = { width: 390, height: 560, device: "phone" };

export default function FlowPhoneScreen() {
  return (
    <div className="afterglow blueprint-phone">
      <Logo size={18} />
      <h1>One guest, one night</h1>
      <ol className="blueprint-steps">
        {night.map((step, index) => (
          <li key={step.step} className={index === 2 ? "door" : step.lane}>
            <span className="when">
              {step.step} · {step.time}
            </span>
            <b>{step.text}</b>
            <span className="detail">{step.detail}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}
