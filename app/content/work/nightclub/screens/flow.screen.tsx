// The map the team drew after a fortnight at the doors: one guest's night as a service blueprint,
// what the guest does above the line, what the promoter, the door and the host do below it, and
// the Afterglow screen that carries each step.
import type { ScreenFrame } from "../../screens-kit/frame";
import { Logo } from "./brand";
import { night } from "./data";
import "./flow.screen.css";

export const frame: ScreenFrame = { width: 1280, height: 620 };

const lanes = [
  { id: "guest", name: "Maya, the guest" },
  { id: "promoter", name: "Leo, the promoter" },
  { id: "door", name: "The door" },
  { id: "host", name: "The host" },
] as const;

const screens = ["Leo's list page", "Booking, Table 4", "Door mode", "Floor view"] as const;
const laneOf = (lane: string, index: number) => (index === 2 ? "door" : lane);

export default function FlowScreen() {
  return (
    <div className="afterglow blueprint">
      <header className="blueprint-head">
        <Logo size={20} />
        <h1>One guest, one night</h1>
        <span>Drawn at Deep Room's door, fortnight one</span>
      </header>
      <div className="blueprint-grid">
        <span />
        {night.map((step) => (
          <span key={step.step} className="col-head">
            <b>{step.step}</b> <small>{step.time}</small>
          </span>
        ))}
        {lanes.map((lane) => (
          <div key={lane.id} className={`lane ${lane.id}`}>
            <span className="lane-name">{lane.name}</span>
            {night.map((step, index) =>
              laneOf(step.lane, index) === lane.id ? (
                <div key={step.step} className="note">
                  <b>{step.text}</b>
                  <span>{step.detail}</span>
                </div>
              ) : (
                <span key={step.step} className="empty" />
              ),
            )}
          </div>
        ))}
        <span className="lane-name screens-lane">Screen</span>
        {screens.map((screen) => (
          <span key={screen} className="screen-chip">
            {screen}
          </span>
        ))}
      </div>
    </div>
  );
}
