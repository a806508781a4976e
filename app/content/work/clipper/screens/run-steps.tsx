// The pipeline's four steps with the time each took on stream #218, widths in proportion.
import { pipelineSteps } from "./data";

export const total = pipelineSteps.reduce((sum, step) => sum + step.seconds, 0);
export const starts = pipelineSteps.map((_, index) => pipelineSteps.slice(0, index).reduce((sum, step) => sum + step.seconds, 0));
const minutes = (seconds: number) => `${Math.floor(seconds / 60)}:${String(Math.round(seconds % 60)).padStart(2, "0")}`;

export function RunSteps() {
  return (
    <ol className="run-steps">
      {pipelineSteps.map((step, index) => (
        <li key={step.id} className={`step-${step.id}`} style={{ flexGrow: step.seconds }}>
          <span className="n mono">0{index + 1}</span>
          <b>{step.name}</b>
          <span className="detail">{step.detail}</span>
          <span className="tool mono">
            {step.tool} · {minutes(step.seconds)}
          </span>
        </li>
      ))}
    </ol>
  );
}
