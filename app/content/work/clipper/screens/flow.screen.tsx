// Clipwise's run trace for stream #218, the ops view the pipeline was built around: the 36
// five-minute chunks ingested, transcribed and scored side by side by 36 workers, then the cut and
// the publish, 5 min 52 s from upload to scheduled clips.
import type { ScreenFrame } from "../../screens-kit/frame";
import { Logo } from "./brand";
import { chunkRuns, moments, stream, timecode } from "./data";
import { RunSteps, starts, total } from "./run-steps";
import "./flow.screen.css";

export const frame: ScreenFrame = { width: 1280, height: 640 };

export default function FlowScreen() {
  const width = 1120;
  const x = (seconds: number) => (seconds / total) * width;
  const row = 9;
  const cutStart = starts[2]!;
  const publishStart = starts[3]!;
  const clips = moments.filter((moment) => moment.score >= 76);
  return (
    <div className="clipwise run">
      <header className="run-head">
        <Logo size={18} />
        <span className="run-title">
          Run trace · stream #{stream.number} · {timecode(stream.seconds)} of video
        </span>
        <span className="run-total mono">
          {stream.workers} workers · {stream.clippedIn}
        </span>
      </header>
      <RunSteps />
      <div className="gantt">
        <div className="gantt-axis">
          {Array.from({ length: Math.floor(total / 60) + 1 }, (_, minute) => (
            <span key={minute} className="mono" style={{ left: x(minute * 60) }}>
              {minute}:00
            </span>
          ))}
        </div>
        <svg width={width} height={stream.chunks * row + 60} aria-hidden>
          {chunkRuns.map((run) => (
            <g key={run.index} transform={`translate(0 ${run.index * row})`}>
              <rect className="ingest" x={x(run.ingestStart)} width={x(run.ingestEnd - run.ingestStart)} height={row - 2} />
              <rect className="transcribe" x={x(run.ingestEnd)} width={x(run.transcribeEnd - run.ingestEnd)} height={row - 2} />
              <rect className="score" x={x(run.transcribeEnd)} width={x(run.scoreEnd - run.transcribeEnd)} height={row - 2} />
            </g>
          ))}
          {clips.map((clip, index) => (
            <rect
              key={clip.id}
              className={index === 0 ? "cut top" : "cut"}
              x={x(cutStart + index * 4.5)}
              y={stream.chunks * row + 8 + index * 4}
              width={x(22)}
              height={3}
            />
          ))}
          <rect
            className="publish"
            x={x(publishStart)}
            y={stream.chunks * row + 8 + clips.length * 4 + 4}
            width={x(total - publishStart)}
            height={8}
          />
        </svg>
        <ul className="gantt-legend">
          <li className="ingest">Cut from upload</li>
          <li className="transcribe">Transcribed</li>
          <li className="score">Scored: speech, chat, scene</li>
          <li className="cut">{clips.length} clips cut</li>
          <li className="publish">Captioned, scheduled</li>
        </ul>
      </div>
    </div>
  );
}
