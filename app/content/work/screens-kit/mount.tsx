// The script the renderer bundles for each screen: it renders the screen's component into the
// shell's mount point, loads every font face the page declares, then raises the ready flag.
import { flushSync } from "react-dom";
import { createRoot } from "react-dom/client";
import type { ComponentType } from "react";
import { mountId, readyFlag } from "./shell";

export function mount(Screen: ComponentType) {
  const root = createRoot(document.getElementById(mountId)!);
  flushSync(() => root.render(<Screen />));
  // document.fonts.ready alone can resolve before layout has asked for a face (the picture then
  // catches a fallback font now and then): every declared face is loaded explicitly first.
  void Promise.all([...document.fonts].map((face) => face.load().catch(() => undefined)))
    .then(() => document.fonts.ready)
    .then(() => {
      // Two frames: the layout the loaded fonts cause is painted before the picture is taken.
      requestAnimationFrame(() => requestAnimationFrame(() => ((window as unknown as Record<string, boolean>)[readyFlag] = true)));
    });
}
