// The Vite plugins that make case studies out of app/content/work/<id>/index.mdx, shared by the
// site's build (vite.config.ts) and the unit tests (vitest.config.ts), which read the same folders.
import mdx from "@mdx-js/rollup";
import remarkFrontmatter from "remark-frontmatter";
import remarkMdxFrontmatter from "remark-mdx-frontmatter";
import type { PluggableList } from "unified";
import type { PreRenderedAsset } from "rollup";
import type { PluginOption } from "vite";
import { artFontFiles } from "../art-fonts.ts";
import { extract } from "./extract-directive.ts";
import { placeholderStyles } from "./placeholder-styles.ts";
import { remarkStoryPictures } from "./remark-story-pictures.ts";

/** The MDX steps: frontmatter checked and exported as `frontmatter`, pictures imported. */
export const storyRemarkPlugins: PluggableList = [remarkFrontmatter, remarkStoryPictures, [remarkMdxFrontmatter, { name: "frontmatter" }]];

/**
 * Text in an SVG picture is set in the site's own typefaces: fontconfig is pointed at them before
 * sharp first draws one (scripts/art-fonts.ts).
 */
export async function pointFontconfigAtSiteFonts() {
  const fonts = await artFontFiles(new URL("../../node_modules/.cache/art/fonts", import.meta.url).pathname);
  process.env.FONTCONFIG_FILE = fonts.configFile;
}

export async function storyPlugins(): Promise<PluginOption[]> {
  await pointFontconfigAtSiteFonts();
  const { imagetools } = await import("vite-imagetools");
  // Two shared cores: one thread per encoding (vite-imagetools runs many at once).
  (await import("sharp")).default.concurrency(1);
  return [
    { enforce: "pre", ...mdx({ remarkPlugins: storyRemarkPlugins }) },
    // The pictures' placeholder colours, as a stylesheet each study imports.
    placeholderStyles(),
    // Those imports (`./seat-map.png?w=…&format=avif;webp&as=picture`) rendered by sharp and cached
    // in node_modules/.cache/imagetools; SVG included, drawn at its own width and height. Only the
    // studies' folders and the people's photographs (app/content/people/): the site's other `?url`
    // imports stay Vite's.
    // A phone version's crop (`extract=`) is cut first, before any resizing.
    imagetools({
      include: /\/app\/content\/(work|people)\/[^?]+\.(avif|jpe?g|png|webp|svg)\?(?!url$|raw$).*$/,
      extendTransforms: (builtins) => [extract, ...builtins],
    }),
  ];
}

/**
 * The built files' names: a study's pictures carry their study's id (/assets/nightclub-cover-<hash>.webp,
 * from app/content/work/nightclub/cover.svg), since every study has its own cover.svg or chart.png;
 * so a file in the network panel, and the browser test that counts where each picture is shown
 * (e2e/pictures.spec.ts), name the picture it came from.
 */
export function assetFileNames(asset: PreRenderedAsset): string {
  const study = asset.originalFileNames.map((file) => /^app\/content\/work\/([^/]+)\//.exec(file)?.[1]).find(Boolean);
  return study ? `assets/${study}-[name]-[hash][extname]` : "assets/[name]-[hash][extname]";
}
