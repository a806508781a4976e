// Afterglow's brand as its apps set it: Syne for the wordmark and display (the face clients.ts cuts
// the logo strip's wordmark from), Manrope for everything read at a glance, on near-black; neon for
// your own things, ember for guest lists, violet for members (brand.css).
import "@fontsource/syne/latin-700.css";
import "@fontsource/syne/latin-800.css";
import "@fontsource/manrope/latin-400.css";
import "@fontsource/manrope/latin-500.css";
import "@fontsource/manrope/latin-700.css";
import "./brand.css";

export const palette = {
  night: "#0d0510",
  neon: "#ff4fa3",
  ember: "#ff9f43",
  violet: "#8b5cf6",
  haze: "#f5eef3",
} as const;

/** The wordmark: a sun setting into a line, and "afterglow" in Syne ExtraBold. */
export function Logo({ size = 20 }: { size?: number }) {
  return (
    <span className="afterglow-logo" style={{ fontSize: size }}>
      <svg viewBox="0 0 40 40" width={size * 1.15} height={size * 1.15} aria-hidden>
        <path fill="var(--ag-neon)" d="M8 27a12 12 0 0 1 24 0z" />
        <path fill="currentColor" d="M3 31h34v3H3z" />
        <path fill="var(--ag-neon)" d="M18.5 6h3v6h-3zM6.2 11.4l2.1-2.1 4.2 4.2-2.1 2.1zM31.7 9.3l2.1 2.1-4.2 4.2-2.1-2.1z" />
      </svg>
      <span>afterglow</span>
    </span>
  );
}

export function StatusBar({ time = "01:12" }: { time?: string }) {
  return (
    <div className="ag-status" aria-hidden>
      <b>{time}</b>
      <span>
        <i className="signal" />
        <i className="battery" />
      </span>
    </div>
  );
}
