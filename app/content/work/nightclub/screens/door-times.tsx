// The story's chart in Afterglow's type and colours: seconds to get one guest through the door,
// the bars in the members' violet, today's in neon (the colour for your own things).
import "./door-times.css";

const doorTimes = {
  title: "Seconds to get one guest through the door",
  note: "Timed on Fridays, 23:00–03:00, at all three venues",
  bars: [
    { label: "Printed list, before", value: 40 },
    { label: "Shared spreadsheet on a phone", value: 27 },
    { label: "Member pass, first month", value: 9 },
    { label: "Member pass, today", value: 4, now: true },
  ],
} as const;

export function DoorTimesChart() {
  const max = Math.max(...doorTimes.bars.map((bar) => bar.value));
  return (
    <figure className="ag-chart">
      <h2>{doorTimes.title}</h2>
      <p className="note">{doorTimes.note}</p>
      <ol>
        {doorTimes.bars.map((bar) => (
          <li key={bar.label} className={"now" in bar ? "now" : undefined}>
            <span className="label">{bar.label}</span>
            <span className="track">
              <i style={{ width: `${(bar.value / max) * 76}%` }} />
              <b>{bar.value} s</b>
            </span>
          </li>
        ))}
      </ol>
    </figure>
  );
}
