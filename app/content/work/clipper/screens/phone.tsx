// What every Clipwise phone screen starts with: the phone's status bar, and the app's header.
import { Logo } from "./brand";
import "./phone.css";

export function PhoneStatus({ time = "21:14" }: { time?: string }) {
  return (
    <div className="phone-status" aria-hidden>
      <b>{time}</b>
      <span className="phone-icons">
        <i className="signal" />
        <i className="battery" />
      </span>
    </div>
  );
}

export function AppHeader({ title, action }: { title?: string; action?: string }) {
  return (
    <header className="app-header">
      {title ? <b>{title}</b> : <Logo size={18} />}
      {action ? <span className="app-action">{action}</span> : null}
    </header>
  );
}
