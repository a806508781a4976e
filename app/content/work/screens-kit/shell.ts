// The page the renderer loads a screen into: the bundle's CSS and script inlined (fonts and images
// are data: URLs in them), so the page needs no server and no network. The body has no margin and
// the screen fills the viewport; what a screen looks like is all in its own CSS.

/** Where the screen mounts, and the flag the renderer waits for once it has painted with its fonts. */
export const mountId = "screen";
export const readyFlag = "__screenReady";

const reset = `
*,*::before,*::after{box-sizing:border-box}
html,body{margin:0;padding:0}
#${mountId}{width:100vw;height:100vh;overflow:hidden}
`;

/** The page for one screen's bundle. `</script` and `</style` cannot occur in esbuild's output unescaped. */
export function screenPage({ css, script }: { css: string; script: string }): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><style>${reset}</style><style>${css}</style></head><body><div id="${mountId}"></div><script>${script}</script></body></html>`;
}
