// Afterglow's brand as its apps set it: Syne for the wordmark and display (the face clients.ts cuts
// the logo strip's wordmark from), Manrope for everything read at a glance, on near-black; neon for
// your own things, ember for guest lists, violet for members (brand.css).
import "@fontsource/syne/latin-700.css";
import "@fontsource/syne/latin-800.css";
import "@fontsource/manrope/latin-400.css";
import "@fontsource/manrope/latin-500.css";
import "@fontsource/manrope/latin-700.css";
import "./brand.css";
import { Wordmark } from "../../screens-kit/wordmark";

export const palette = {
  night: "#0d0510",
  neon: "#ff4fa3",
  ember: "#ff9f43",
  violet: "#8b5cf6",
  haze: "#f5eef3",
} as const;

/** Afterglow's logo: the same drawing as the site's logo strip and the study's cover (one sprite). */
export function Logo({ size = 20 }: { size?: number }) {
  return <Wordmark id="afterglow" label="Afterglow" height={Math.round(size * 1.15)} className="afterglow-logo" />;
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
