// Clipwise on a phone, the evening after the stream: the 44 moments found in stream #218, best
// first, with the comeback (97) at the top and the stream paused on it.
import type { ScreenFrame } from "../../screens-kit/frame";
import "./brand";
import { moments, stream, timecode, topMoment } from "./data";
import { MomentRow } from "./moment-row";
import { AppHeader, PhoneStatus } from "./phone";
import { StreamFrame } from "./stream-frame";
import "./moments.screen.css";

export const frame: ScreenFrame = { width: 390, height: 844, device: "phone" };

export default function MomentsScreen() {
  return (
    <div className="clipwise phone moments">
      <PhoneStatus />
      <AppHeader action="Publish" />
      <div className="moments-stream">
        <StreamFrame width={358} height={201} shot={{ kind: "game", seed: 1, climax: true, area: "arena" }} />
        <span className="badge mono">{timecode(topMoment.at)}</span>
      </div>
      <div className="moments-meta">
        <b>
          #{stream.number} {stream.title}
        </b>
        <span>
          <span className="mono">{timecode(stream.seconds)}</span> · {moments.length} moments · clipped in{" "}
          <span className="mono">{stream.clippedIn}</span>
        </span>
      </div>
      <div className="sort">
        <span className="on">Best first</span>
        <span>Speech</span>
        <span>Chat</span>
        <span>Scene</span>
      </div>
      <ol className="moments-list">
        {moments.slice(0, 8).map((moment, index) => (
          <MomentRow key={moment.id} moment={moment} rank={index + 1} />
        ))}
      </ol>
    </div>
  );
}
