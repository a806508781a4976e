// The comeback as a vertical clip on a phone: the desk camera above, the game below, the words
// captioned as they are said, and the post scheduled for TikTok, Shorts and Reels.
import type { ScreenFrame } from "../../screens-kit/frame";
import "./brand";
import { captionWords, platforms, topMoment } from "./data";
import { Footage } from "./footage-frame";
import { AppHeader, PhoneStatus } from "./phone";
import "./publish.screen.css";

export const frame: ScreenFrame = { width: 390, height: 844, device: "phone" };

/** The caption at the instant the still is taken: "ACTUALLY" is the word being said. */
const spoken = "ACTUALLY";

export default function PublishScreen() {
  return (
    <div className="clipwise phone publish">
      <PhoneStatus />
      <AppHeader title="Publish clip" action="Done" />
      <div className="vertical-clip">
        <Footage shot={{ kind: "desk" }} width={238} height={150} />
        <Footage shot={{ kind: "game", seed: 4, climax: true, area: "arena" }} width={238} height={273} />
        <p className="burned-caption">
          {captionWords.map(({ word }) => (
            <span key={word} className={word === spoken ? "said" : undefined}>
              {word}{" "}
            </span>
          ))}
        </p>
        <span className="clip-length mono">0:{topMoment.length}</span>
      </div>
      <div className="publish-sheet">
        <div className="clip-title">
          <b>{topMoment.title}</b>
          <span className="score top">{topMoment.score}</span>
        </div>
        <ul>
          {platforms.map((platform) => (
            <li key={platform.id}>
              <span className={`platform ${platform.id}`} aria-hidden />
              <span className="where">
                <b>{platform.name}</b>
                <span>{platform.note}</span>
              </span>
              <span className="when mono">{platform.when}</span>
            </li>
          ))}
        </ul>
        <button className="primary wide">Schedule 3 posts</button>
      </div>
    </div>
  );
}
