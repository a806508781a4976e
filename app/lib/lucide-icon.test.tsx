import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { createLucideIcon, type LucideIconData as LucidesIconData } from "lucide-react";
import { renderToStaticMarkup } from "react-dom/server";
import { expect, it } from "vitest";
import drawnByUs, { type LucideIconData } from "./lucide-icon";

// The build draws lucide's icons with lucide-icon.ts (scripts/lucide-runtime-plugin.ts); dev and
// these tests with lucide's own runtime. Both must give the page the same SVG, for every icon the
// site imports and every way the site passes one.
const app = join(process.cwd(), "app");
const iconModules = new Set(
  readdirSync(app, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file))
    .flatMap((file) => [...readFileSync(join(app, file), "utf8").matchAll(/from "(lucide-react\/icons\/[a-z0-9-]+)"/g)].map((m) => m[1]!)),
);
/** An icon module's drawing; a former name (code-2) re-exports the current one (code-xml), whose module holds it. */
async function drawingOf(specifier: string): Promise<LucideIconData> {
  const { __iconData } = (await import(/* @vite-ignore */ specifier)) as { __iconData?: LucideIconData };
  if (__iconData) return __iconData;
  const file = join(process.cwd(), "node_modules/lucide-react/dist/esm/icons", `${specifier.split("/").pop()}.mjs`);
  const current = /export \{ default \} from '\.\/([a-z0-9-]+)\.mjs'/.exec(readFileSync(file, "utf8"))?.[1];
  if (!current) throw new Error(`${specifier}: no drawing found`);
  return drawingOf(`lucide-react/icons/${current}`);
}

const ways = [
  { "aria-hidden": true, className: "size-4 transition group-hover:translate-x-1" },
  { className: "size-4  motion-safe:group-hover:translate-x-1 size-4" },
  { "aria-label": "Next", className: "size-5" },
  {},
];

it("draws every icon app/ imports as lucide-react does", async () => {
  expect(iconModules.size, "no icon found in app/").toBeGreaterThan(5);
  for (const specifier of iconModules) {
    const data = await drawingOf(specifier);
    const [Lucide, Ours] = [createLucideIcon(data as unknown as LucidesIconData), drawnByUs(data)];
    for (const props of ways)
      expect(renderToStaticMarkup(<Ours {...props} />), specifier).toBe(renderToStaticMarkup(<Lucide {...props} />));
  }
});
