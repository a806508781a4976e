// A horizontal bar chart in Clipwise's type and colours: the bars are one colour (minutes), the
// one that is today's figure is the brand's pink, the colour the editor gives its top moment.
import { clipMinutes } from "./chart-data";
import "./chart.css";

export function MinutesChart({ labelWidth }: { labelWidth: number }) {
  const max = Math.max(...clipMinutes.bars.map((bar) => bar.value));
  return (
    <figure className="cw-chart">
      <h2>{clipMinutes.title}</h2>
      <p className="note">{clipMinutes.note}</p>
      <ol>
        {clipMinutes.bars.map((bar) => (
          <li key={bar.label} className={"now" in bar ? "now" : undefined} style={{ gridTemplateColumns: `${labelWidth}px 1fr` }}>
            <span className="label">{bar.label}</span>
            <span className="track">
              <i style={{ width: `${Math.max(1, (bar.value / max) * 72)}%` }} />
              <b className="mono">
                {bar.value} {clipMinutes.unit}
              </b>
            </span>
          </li>
        ))}
      </ol>
    </figure>
  );
}
