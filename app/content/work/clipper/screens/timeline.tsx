// The editor's timeline over the whole stream: a ruler, the scene strip (a thumbnail per
// five-minute chunk), the voice waveform (one bar per 10 s), chat's rate, the scene cuts, and
// every detected moment as a marker with its score. Drawn at the stream's real length.
import { chatRate, moments, sceneCuts, stream, timecode, topMoment, waveform } from "./data";
import { FootageStrip } from "./footage-frame";
import type { GameShot } from "./footage";
import "./timeline.css";

const areaAt = (seconds: number): GameShot["area"] => (seconds < 40 * 60 ? "crypt" : seconds < 85 * 60 ? "bridge" : "arena");

export function Timeline({ width, playhead = topMoment.at }: { width: number; playhead?: number }) {
  const x = (seconds: number) => (seconds / stream.seconds) * width;
  const gap = 2;
  const cell = (width - (stream.chunks - 1) * gap) / stream.chunks;
  const shots: GameShot[] = Array.from({ length: stream.chunks }, (_, index) => ({
    kind: "game",
    seed: index,
    area: areaAt(index * stream.chunkSeconds),
  }));
  const waveHeight = 64;
  const chatHeight = 40;
  const maxChat = Math.max(...chatRate);
  const chatPath = chatRate
    .map(
      (value, minute) =>
        `${minute === 0 ? "M" : "L"}${x(minute * 60).toFixed(1)} ${(chatHeight - (value / maxChat) * chatHeight).toFixed(1)}`,
    )
    .join(" ");
  // A label every quarter hour on a laptop, every hour on a phone.
  const step = width < 600 ? 3600 : 900;
  const ticks = Array.from({ length: Math.floor(stream.seconds / step) + 1 }, (_, index) => index * step);
  const labelled = new Set(moments.slice(0, 6).map((moment) => moment.id));
  return (
    <div className="timeline" style={{ width }}>
      <div className="timeline-ruler">
        {ticks.map((t) => (
          <span key={t} className="mono" style={{ left: x(t) }}>
            {timecode(t)}
          </span>
        ))}
        {width >= 600 ? <span className="mono end">{timecode(stream.seconds)}</span> : null}
      </div>
      <div className="timeline-moments">
        {moments.map((moment) => (
          <span
            key={moment.id}
            className={`marker${moment.id === topMoment.id ? " top" : ""}${moment.score >= 75 ? " strong" : ""}`}
            style={{ left: x(moment.at), height: 8 + (moment.score / 100) * 26 }}
          >
            {labelled.has(moment.id) ? <b className="mono">{moment.score}</b> : null}
          </span>
        ))}
      </div>
      <div className="timeline-track strip">
        <FootageStrip shots={shots} cellWidth={cell} height={46} gap={gap} />
        {sceneCuts.map((cut) => (
          <i key={cut} className="cut" style={{ left: x(cut) }} />
        ))}
      </div>
      <svg className="timeline-track" width={width} height={waveHeight} aria-hidden>
        {waveform.map((value, index) => {
          const h = Math.max(1, value * waveHeight);
          const t = index * 10;
          const inMoment = moments.some((moment) => moment.score >= 75 && t >= moment.at && t <= moment.at + moment.length);
          return (
            <rect
              key={index}
              x={x(t)}
              y={(waveHeight - h) / 2}
              width={Math.max(0.6, width / waveform.length - 0.35)}
              height={h}
              className={inMoment ? "wave hot" : "wave"}
            />
          );
        })}
      </svg>
      <svg className="timeline-track" width={width} height={chatHeight} aria-hidden>
        <path d={`${chatPath} L${width} ${chatHeight} L0 ${chatHeight} Z`} className="chat-area" />
        <path d={chatPath} className="chat-line" />
      </svg>
      <div className="timeline-selection" style={{ left: x(topMoment.at), width: Math.max(3, x(topMoment.length)) }} />
      <div className="timeline-playhead" style={{ left: x(playhead) }}>
        <span className="mono">{timecode(playhead)}</span>
      </div>
    </div>
  );
}
