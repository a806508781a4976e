// The run trace on a phone: the four steps stacked with their times, and the 36 chunks as a grid,
// each lit by when its worker finished scoring.
import type { ScreenFrame } from "../../screens-kit/frame";
import { Logo } from "./brand";
import { chunkRuns, stream } from "./data";
import { RunSteps } from "./run-steps";
import "./flow.screen.css";

export const frame: ScreenFrame = { width: 390, height: 760, device: "phone" };

export default function FlowPhoneScreen() {
  const last = Math.max(...chunkRuns.map((run) => run.scoreEnd));
  return (
    <div className="clipwise run phone-run">
      <header className="run-head">
        <Logo size={16} />
        <span className="run-total mono">{stream.clippedIn}</span>
      </header>
      <span className="run-title">
        Stream #{stream.number}: {stream.chunks} chunks, {stream.workers} workers
      </span>
      <RunSteps />
      <div className="chunk-grid" aria-hidden>
        {chunkRuns.map((run) => (
          <span key={run.index} style={{ opacity: 0.35 + 0.65 * (run.scoreEnd / last) }} className="mono">
            {run.index + 1}
          </span>
        ))}
      </div>
    </div>
  );
}
