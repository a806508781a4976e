// Gatepass's own brand, as its screens use it: Archivo Black for the words that must read across a
// dark hall (the wordmark's face), Archivo for everything else; coral for anything you can press,
// ink for the door, gold for a valid scan, cream for paper. Nothing here is the studio's.
import "@fontsource/archivo-black/latin-400.css";
import "@fontsource/archivo/latin-400.css";
import "@fontsource/archivo/latin-500.css";
import "@fontsource/archivo/latin-600.css";
import "@fontsource/archivo/latin-700.css";
import "./brand.css";
import type * as React from "react";
import { Wordmark } from "../../screens-kit/wordmark";

export const palette = {
  coral: "#e8442a",
  ink: "#10162b",
  gold: "#ffc94d",
  cream: "#fff4ea",
} as const;

/** Gatepass's logo: the same mark as the site's logo strip and the study's cover. */
export function Logo({ height = 24, className }: { height?: number; className?: string }) {
  return <Wordmark id="gatepass" label="Gatepass" height={height} className={className} />;
}

/** A Gatepass screen: its type and colours apply inside, and nowhere else. `door` is the ink theme. */
export function GatepassScreen({ children, className = "" }: { children: React.ReactNode; className?: string }) {
  return <div className={`gp ${className}`}>{children}</div>;
}
