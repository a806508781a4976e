// One detected moment as the editor and the phone list it: rank, title, where, why, score.
import { timecode, topMoment, type Moment } from "./data";
import "./moment-row.css";

export function MomentRow({ moment, rank }: { moment: Moment; rank: number }) {
  const top = moment.id === topMoment.id;
  return (
    <li className={`moment-row${top ? " top" : ""}`}>
      <span className="rank mono">{String(rank).padStart(2, "0")}</span>
      <span className="what">
        <b>{moment.title}</b>
        <span className="where">
          <span className="mono">{timecode(moment.at)}</span> · <span className="mono">{moment.length}s</span>
          {moment.signals.map((signal) => (
            <span key={signal} className={`chip ${signal}`}>
              {signal}
            </span>
          ))}
        </span>
      </span>
      <span className="meter" aria-hidden>
        <i style={{ width: `${moment.score}%` }} />
      </span>
      <span className={`score${top ? " top" : ""}`}>{moment.score}</span>
    </li>
  );
}
