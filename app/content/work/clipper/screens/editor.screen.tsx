// The Clipwise editor on a laptop, stream #218 open after the pipeline ran: the stream at the
// comeback (1:42:10, scoring 97), the moments list, and the whole three-hour timeline below.
import type { ScreenFrame } from "../../screens-kit/frame";
import { Logo } from "./brand";
import { captionWords, moments, stream, timecode, topMoment } from "./data";
import { MomentRow } from "./moment-row";
import { StreamFrame } from "./stream-frame";
import { Timeline } from "./timeline";
import "./editor.screen.css";

export const frame: ScreenFrame = { width: 1440, height: 900, device: "laptop" };

export default function EditorScreen() {
  return (
    <div className="clipwise editor">
      <header className="editor-bar">
        <Logo size={18} />
        <nav className="crumbs">
          <span>Streams</span>
          <span>/</span>
          <b>
            #{stream.number} {stream.title}
          </b>
        </nav>
        <span className="status">
          <i /> {stream.chunks} of {stream.chunks} chunks scored · clipped in <span className="mono">{stream.clippedIn}</span>
        </span>
        <button className="ghost">Share review link</button>
        <button className="primary">Publish 3 clips</button>
      </header>
      <main className="editor-main">
        <section className="editor-stage">
          <div className="player">
            <StreamFrame width={928} height={522} shot={{ kind: "game", seed: 1, climax: true, area: "arena" }} />
            <span className="badge mono">{timecode(topMoment.at)}</span>
            <span className="caption-preview">{captionWords.map((word) => word.word).join(" ")}</span>
          </div>
          <div className="transport">
            <span className="mono">
              {timecode(topMoment.at)} / {timecode(stream.seconds)}
            </span>
            <span className="clip-range">
              Clip <span className="mono">{timecode(topMoment.at)}</span>–
              <span className="mono">{timecode(topMoment.at + topMoment.length)}</span> · cut at sentence edges
            </span>
            <span className="format">9:16 · captions on</span>
          </div>
        </section>
        <aside className="editor-moments">
          <div className="moments-head">
            <h2>Moments</h2>
            <span className="mono">{moments.length} found</span>
          </div>
          <div className="sort">
            <span className="on">Score</span>
            <span>Time</span>
            <span>Speech</span>
            <span>Chat</span>
            <span>Scene</span>
          </div>
          <ol>
            {moments.slice(0, 11).map((moment, index) => (
              <MomentRow key={moment.id} moment={moment} rank={index + 1} />
            ))}
          </ol>
        </aside>
      </main>
      <footer className="editor-timeline">
        <div className="lanes" aria-hidden>
          <span />
          <span>Moments</span>
          <span>Scenes</span>
          <span>Voice</span>
          <span>Chat / min</span>
        </div>
        <Timeline width={1296} />
      </footer>
    </div>
  );
}
