// The phone's own status bar above a Gatepass screen: the time the story's moment happened.
export function StatusBar({ time, offline = false }: { time: string; offline?: boolean }) {
  return (
    <div className="gp-status">
      <span>{time}</span>
      <span className="gp-status-icons">
        {offline ? <span>No Wi-Fi</span> : <span>5G</span>}
        <i />
      </span>
    </div>
  );
}
