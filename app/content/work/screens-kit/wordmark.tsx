// A client's logo in its screens, cut from the same sprite the site's logo strip and the covers use
// (app/assets/client-logos.svg, made by scripts/client-logos.ts from app/content/clients.ts): one
// drawing per client, so a screen can never show a different mark. In currentColor, like the strip.
import sprite from "../../../assets/client-logos.svg?raw";

type Symbol = { viewBox: string; body: string };

/** A client's <symbol> in the sprite: its viewBox and its drawing. */
export function wordmarkSymbol(id: string): Symbol {
  const found = new RegExp(`<symbol id="${id}" viewBox="([^"]+)">([\\s\\S]*?)</symbol>`).exec(sprite);
  if (!found) throw new Error(`No wordmark "${id}" in app/assets/client-logos.svg (is it in app/content/clients.ts?)`);
  return { viewBox: found[1]!, body: found[2]! };
}

/** The wordmark, `height` CSS pixels tall; its width follows from the sprite's viewBox. */
export function Wordmark({ id, label, height, className }: { id: string; label: string; height: number; className?: string }) {
  const { viewBox, body } = wordmarkSymbol(id);
  const [, , width = 0, boxHeight = 1] = viewBox.split(" ").map(Number);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={viewBox}
      height={height}
      width={Math.round((width / boxHeight) * height * 100) / 100}
      fill="currentColor"
      className={className}
      dangerouslySetInnerHTML={{ __html: body }}
    />
  );
}
