// A frame of nyx.plays' stream as viewers saw it: the game (three.js, footage.ts) with its own HUD,
// and the desk camera in the corner. The editor, the phone and the vertical clip all show it.
import { Footage } from "./footage-frame";
import type { GameShot } from "./footage";
import "./stream-frame.css";

/** Ashfall's own HUD: the boss's bar, the player's health and stamina, the ability slots. */
function GameHud({ scale }: { scale: number }) {
  return (
    <div className="ashfall-hud" style={{ fontSize: 10 * scale }}>
      <div className="ashfall-boss">
        <span>Warden of Ash</span>
        <div className="ashfall-bar boss">
          <i style={{ width: "8%" }} />
        </div>
      </div>
      <div className="ashfall-player">
        <div className="ashfall-bar hp">
          <i style={{ width: "3%" }} />
        </div>
        <div className="ashfall-bar stamina">
          <i style={{ width: "46%" }} />
        </div>
      </div>
      <div className="ashfall-slots">
        {["Q", "E", "R", "F"].map((key, index) => (
          <span key={key} className={index === 2 ? "ready" : undefined}>
            {key}
          </span>
        ))}
      </div>
      <div className="ashfall-hit">1,204</div>
    </div>
  );
}

export function StreamFrame({ width, height, shot, cam = true }: { width: number; height: number; shot: GameShot; cam?: boolean }) {
  const scale = width / 880;
  const camWidth = Math.round(width * 0.22);
  return (
    <div className="stream-frame" style={{ width, height }}>
      <Footage shot={shot} width={width} height={height} />
      {shot.area === "arena" || shot.area === undefined ? <GameHud scale={scale} /> : null}
      {cam ? (
        <div className="stream-cam" style={{ width: camWidth, height: Math.round(camWidth * 0.75) }}>
          <Footage shot={{ kind: "desk" }} width={camWidth} height={Math.round(camWidth * 0.75)} />
        </div>
      ) : null}
    </div>
  );
}
