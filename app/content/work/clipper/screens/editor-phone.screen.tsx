// The editor's picture on a phone-width page: the stream at the comeback, the three best moments,
// and the whole three-hour timeline squeezed to the phone's width.
import type { ScreenFrame } from "../../screens-kit/frame";
import { Logo } from "./brand";
import { moments, stream, timecode, topMoment } from "./data";
import { MomentRow } from "./moment-row";
import { StreamFrame } from "./stream-frame";
import { Timeline } from "./timeline";
import "./moments.screen.css";

export const frame: ScreenFrame = { width: 390, height: 640, device: "phone" };

export default function EditorPhoneScreen() {
  return (
    <div className="clipwise editor-phone">
      <header className="editor-phone-bar">
        <Logo size={16} />
        <span className="mono">
          #{stream.number} · {timecode(stream.seconds)} · {moments.length} moments
        </span>
      </header>
      <div className="editor-phone-player">
        <StreamFrame width={358} height={201} shot={{ kind: "game", seed: 1, climax: true, area: "arena" }} />
        <span className="badge mono">{timecode(topMoment.at)}</span>
      </div>
      <ol className="editor-phone-moments">
        {moments.slice(0, 3).map((moment, index) => (
          <MomentRow key={moment.id} moment={moment} rank={index + 1} />
        ))}
      </ol>
      <div className="editor-phone-timeline">
        <Timeline width={358} />
      </div>
    </div>
  );
}
