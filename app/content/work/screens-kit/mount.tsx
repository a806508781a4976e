// The script the renderer bundles for each screen: it renders the screen's component into the
// shell's mount point, waits for every font the page asked for, then raises the ready flag.
import { flushSync } from "react-dom";
import { createRoot } from "react-dom/client";
import type { ComponentType } from "react";
import { mountId, readyFlag } from "./shell";

export function mount(Screen: ComponentType) {
  const root = createRoot(document.getElementById(mountId)!);
  flushSync(() => root.render(<Screen />));
  void document.fonts.ready.then(() => {
    // Two frames: the layout the loaded fonts cause is painted before the picture is taken.
    requestAnimationFrame(() => requestAnimationFrame(() => ((window as unknown as Record<string, boolean>)[readyFlag] = true)));
  });
}
