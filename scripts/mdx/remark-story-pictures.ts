// The MDX step that turns a case study's own files into optimised pictures. In an index.mdx:
//   ![Seat map editor](./seat-map.png "caption")      a captioned figure in the text's measure
//   <FullBleed src="./door.png" alt="…" />              a story component (app/components/story)
//   <Wide src="./flow.svg" phoneSrc="./flow-phone.svg"   …with its phone version: its own drawing,
//         phoneCrop="0 0 320 400" />                     a region of it (viewBox units), or both
//   preview: ./seat-map.png                             the frontmatter's preview (cards, social card)
//   phonePreview: ./seat-map-phone.png                  …and its phone version, served below 640 px
//   ./door.dark.png beside ./door.png                    the product's dark screen, shown in the dark scheme
// each relative path becomes an import that vite-imagetools renders to AVIF and WebP at the
// widths of the slot the picture is shown in (app/components/story/picture-slots.ts), and the
// component gets `picture={…}` plus `placeholder="#rrggbb"` (the picture's dominant colour,
// painted while it loads). The frontmatter is checked against the case-study schema here too.
// Anything wrong (a missing file, a source narrower than its slot, a bad field) fails the file
// with one line naming it.
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { dirname, relative, resolve } from "node:path";
import type { Program } from "estree";
import type { Image, Paragraph, Root, RootContent, Yaml } from "mdast";
import type { MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement } from "mdast-util-mdx-jsx";
import type { MdxjsEsm } from "mdast-util-mdxjs-esm";
import type { VFile } from "vfile";
import { parse as parseYaml, stringify as stringifyYaml } from "yaml";
import { caseStudyFrontmatter, describeIssue } from "../../app/content/case-study-schema.ts";
import { pictureSlots, type PictureSlotName } from "../../app/components/story/picture-slots.ts";
import { storyElementProblem } from "../../app/components/story/story-contract.ts";

/** The picture each story component shows, by its name (and, for Shot, its parent's). */
function slotOf(element: string, parent: string | undefined, attributes: Record<string, unknown>): PictureSlotName {
  switch (element) {
    case "FullBleed":
      return "full";
    case "Wide":
    case "Video":
      return "wide";
    case "Device":
      return attributes.kind === "phone" ? "phone" : "screen";
    case "Shot":
      return parent === "Trio" ? "third" : "half";
    default:
      return "text";
  }
}

export const pictureFile = /\.(png|jpe?g|webp|avif|svg)$/i;
const relativePath = /^\.\.?\//;

/** The import query vite-imagetools reads: every width of the slot, AVIF and WebP. */
function pictureQuery(slot: PictureSlotName) {
  const { widths } = pictureSlots[slot];
  // AVIF at effort 2: the encoder's time on a cold build is most of the build (effort 4 saves a
  // few per cent of bytes at three times the time).
  return `?w=${widths.join(";")}&format=avif;webp&effort=2&as=picture`;
}

type Element = MdxJsxFlowElement | MdxJsxTextElement;
type PictureFacts = { width: number; placeholder: string };

// A picture's width and colour, kept by its content's path, size and time: every build step that
// compiles the stories (the check, the client and the server bundles) asks for the same files.
const factsCache = new URL("../../node_modules/.cache/story-pictures.json", import.meta.url);
let knownFacts: Record<string, PictureFacts> | undefined;

export async function pictureFacts(path: string): Promise<PictureFacts> {
  knownFacts ??= existsSync(factsCache) ? (JSON.parse(readFileSync(factsCache, "utf8")) as Record<string, PictureFacts>) : {};
  const { size, mtimeMs } = statSync(path);
  const key = `${path}:${size}:${mtimeMs}`;
  const known = knownFacts[key];
  if (known) return known;
  const { default: sharp } = await import("sharp");
  const { width = 0 } = await sharp(path).metadata();
  // The dominant colour of a small rendering (an SVG drawn at a tenth of its size): the same
  // colour, in a fraction of the time of drawing it whole.
  const small = await sharp(path, path.endsWith(".svg") ? { density: 7.2 } : {})
    .resize(64)
    .png()
    .toBuffer();
  const { dominant } = await sharp(small).stats();
  const hex = (n: number) => n.toString(16).padStart(2, "0");
  const facts = { width, placeholder: `#${hex(dominant.r)}${hex(dominant.g)}${hex(dominant.b)}` };
  knownFacts[key] = facts;
  mkdirSync(dirname(factsCache.pathname), { recursive: true });
  writeFileSync(factsCache, JSON.stringify(knownFacts));
  return facts;
}

export function remarkStoryPictures() {
  return async (tree: Root, file: VFile) => {
    const mdxPath = file.path;
    const folder = dirname(mdxPath);
    const where = relative(process.cwd(), mdxPath);
    const fail = (message: string): never => {
      // A plain Error: its message is the one line the build prints.
      throw new Error(`${where}: ${message}`);
    };
    checkStoryElements(tree, fail);
    const imports: MdxjsEsm[] = [];
    const described = new Map<string, PictureFacts>();

    async function describe(path: string, shownAs: string, slot: PictureSlotName) {
      const absolute = resolve(folder, path);
      if (!existsSync(absolute)) fail(`${path} (${shownAs}) does not exist in ${relative(process.cwd(), folder)}/`);
      let facts = described.get(absolute);
      if (!facts) {
        facts = await pictureFacts(absolute);
        described.set(absolute, facts);
      }
      const { minWidth } = pictureSlots[slot];
      if (facts.width < minWidth)
        fail(
          `${path} is ${facts.width} px wide, narrower than the ${minWidth} px it is shown at (${shownAs}): export it at ${minWidth} px or more`,
        );
      return facts;
    }

    function addImport(source: string): string {
      const name = `__picture${imports.length}`;
      imports.push(esm(importDefault(name, source)));
      return name;
    }

    async function pictureAttributes(path: string, shownAs: string, slot: PictureSlotName): Promise<MdxJsxAttribute[]> {
      const { placeholder } = await describe(path, shownAs, slot);
      const name = addImport(path + pictureQuery(slot));
      return [expressionAttribute("picture", name), { type: "mdxJsxAttribute", name: "placeholder", value: placeholder }];
    }

    // A product's dark screens: a `<name>.dark.png` beside a picture (npm run screens writes one
    // for every screen with a dark scheme) is served in the dark scheme, at the same widths.
    async function darkAttribute(path: string, shownAs: string, slot: PictureSlotName, name: string): Promise<MdxJsxAttribute[]> {
      const dark = darkSibling(path);
      if (!dark || !existsSync(resolve(folder, dark))) return [];
      await describe(dark, `${shownAs}'s dark version`, slot);
      return [expressionAttribute(name, addImport(dark + pictureQuery(slot)))];
    }

    // A picture's phone version: its own portrait drawing (phoneSrc), or a region of it or of that
    // drawing (phoneCrop, in the source's viewBox units, pixels for PNG/JPG), rendered at the
    // phone's widths. The component serves it to narrow windows ahead of the wide one.
    async function phoneAttribute(picture: string, phone: PhoneVersion, element: string): Promise<MdxJsxAttribute[]> {
      const path = phone.src ?? picture;
      const shownAs = `<${element} ${phone.prop}>`;
      if (!pictureFile.test(path)) fail(`${path} (${shownAs}): a picture must be PNG, JPG, WebP, AVIF or SVG`);
      if (!phone.crop) {
        await describe(path, shownAs, "narrow");
        return [
          expressionAttribute("phone", addImport(path + pictureQuery("narrow"))),
          ...(await darkAttribute(path, shownAs, "narrow", "phoneDark")),
        ];
      }
      const absolute = resolve(folder, path);
      if (!existsSync(absolute)) fail(`${path} (${shownAs}) does not exist in ${relative(process.cwd(), folder)}/`);
      const region = phone.crop
        .trim()
        .split(/[\s,]+/)
        .map(Number);
      if (region.length !== 4 || !region.every(Number.isFinite) || region[2]! <= 0 || region[3]! <= 0)
        fail(`${shownAs} phoneCrop="${phone.crop}" is not "x y width height"`);
      const [x, y, width, height] = region as [number, number, number, number];
      const box = await pictureBox(absolute);
      const [bx, by, bw, bh] = box.viewBox;
      if (x < bx || y < by || x + width > bx + bw || y + height > by + bh)
        fail(`${shownAs} phoneCrop="${phone.crop}" lies outside ${path}'s viewBox "${box.viewBox.join(" ")}"`);
      const pixels = [(x - bx) * box.scale, (y - by) * box.scale, width * box.scale, height * box.scale].map(Math.round);
      const { minWidth } = pictureSlots.narrow;
      if (pixels[2]! < minWidth)
        fail(
          `${shownAs} phoneCrop="${phone.crop}" of ${path} is ${pixels[2]} px wide, narrower than the ${minWidth} px a phone shows it at`,
        );
      return [expressionAttribute("phone", addImport(`${path}?extract=${pixels.join(",")}&${pictureQuery("narrow").slice(1)}`))];
    }

    // The frontmatter: checked, and its preview made into the card's picture and the social card.
    const yaml = tree.children.find((node): node is Yaml => node.type === "yaml");
    if (!yaml) fail("no frontmatter (a --- block at the top with the study's fields)");
    let data: unknown;
    try {
      data = parseYaml(yaml!.value);
    } catch (error) {
      fail(`frontmatter is not valid YAML: ${(error as Error).message.split("\n")[0]}`);
    }
    const checked = caseStudyFrontmatter.safeParse(data);
    if (!checked.success) fail(describeIssue(checked.error));
    // The studio's people are listed by name only; the pages read each one's role from the team
    // page, filled in by the schema, so the exported frontmatter carries it.
    yaml!.value = stringifyYaml({ ...(data as object), team: checked.data!.team });
    // Its phone version (phonePreview), if any, at the phone's widths: the cover's box takes its
    // shape below 640 px (app/components/sections/case-study-grid.tsx).
    const { preview, phonePreview } = checked.data!;
    if (preview) {
      const { placeholder } = await describe(preview, "preview", "card");
      const card = addImport(preview + pictureQuery("card"));
      if (phonePreview) await describe(phonePreview, "phonePreview", "narrow");
      const phone = phonePreview ? addImport(phonePreview + pictureQuery("narrow")) : undefined;
      const social = addImport(`${preview}?w=1200&h=630&fit=cover&position=top&format=jpg`);
      imports.push(
        esm(`export const preview = { picture: ${card}, ${phone ? `phone: ${phone}, ` : ""}placeholder: ${JSON.stringify(placeholder)} }`, [
          exportConst("preview", {
            type: "ObjectExpression",
            properties: [
              property("picture", identifier(card)),
              ...(phone ? [property("phone", identifier(phone))] : []),
              property("placeholder", literal(placeholder)),
            ],
          }),
        ]),
        esm(`export const socialImage = ${social}`, [exportConst("socialImage", identifier(social))]),
      );
    }

    // The showcase: the product's screen in Home's hero, with its dark version when it has one.
    // Exported by every study (undefined without one): Home imports this one name of each.
    const showcase = checked.data!.showcase;
    if (!showcase) imports.push(esm("export const showcase = undefined", [exportConst("showcase", identifier("undefined"))]));
    else {
      const { placeholder } = await describe(showcase.src, "showcase", "showcase");
      const picture = addImport(showcase.src + pictureQuery("showcase"));
      const dark = darkSibling(showcase.src);
      const darkPicture = dark && existsSync(resolve(folder, dark)) ? addImport(dark + pictureQuery("showcase")) : undefined;
      if (darkPicture) await describe(dark!, "showcase's dark version", "showcase");
      const fields = { picture, ...(darkPicture ? { dark: darkPicture } : {}) };
      imports.push(
        esm(
          `export const showcase = { ${Object.entries(fields)
            .map(([key, name]) => `${key}: ${name}`)
            .join(", ")}, placeholder: ${JSON.stringify(placeholder)}, alt: ${JSON.stringify(showcase.alt)} }`,
          [
            exportConst("showcase", {
              type: "ObjectExpression",
              properties: [
                ...Object.entries(fields).map(([key, name]) => property(key, identifier(name))),
                property("placeholder", literal(placeholder)),
                property("alt", literal(showcase.alt)),
              ],
            }),
          ],
        ),
      );
    }

    // Markdown pictures become captioned figures; story components get their files imported.
    const jobs: Promise<void>[] = [];
    const pictured: Element[] = [];
    walk(tree, undefined, (node, parent, index) => {
      if (node.type === "paragraph" && node.children.length === 1 && node.children[0]!.type === "image") {
        const image = node.children[0] as Image;
        if (!relativePath.test(image.url)) return;
        const figure: MdxJsxFlowElement = {
          type: "mdxJsxFlowElement",
          name: "Figure",
          attributes: [
            { type: "mdxJsxAttribute", name: "alt", value: image.alt ?? "" },
            ...(image.title ? [{ type: "mdxJsxAttribute" as const, name: "caption", value: image.title }] : []),
          ],
          children: [],
        };
        (parent as Root).children[index] = figure;
        pictured.push(figure);
        const shownAs = `![${image.alt ?? ""}]`;
        jobs.push(pictureAttributes(image.url, shownAs, "text").then((a) => void figure.attributes.push(...a)));
        jobs.push(darkAttribute(image.url, shownAs, "text", "dark").then((a) => void figure.attributes.push(...a)));
        return;
      }
      if (node.type !== "mdxJsxFlowElement" && node.type !== "mdxJsxTextElement") return;
      const element = node as Element;
      const values = Object.fromEntries(
        element.attributes.flatMap((a) => (a.type === "mdxJsxAttribute" && typeof a.value === "string" ? [[a.name, a.value]] : [])),
      );
      const parentName = parent && "name" in parent ? (parent.name ?? undefined) : undefined;
      const phone = takePhoneVersion(element);
      if (phone) {
        const picture = typeof values.src === "string" && relativePath.test(values.src) ? values.src : undefined;
        if (!picture) fail(`<${element.name} ${phone.prop}>: only a picture with its own src="./…" can have a phone version`);
        jobs.push(phoneAttribute(picture!, phone, element.name ?? "").then((added) => void element.attributes.push(...added)));
      }
      for (const attribute of [...element.attributes]) {
        if (attribute.type !== "mdxJsxAttribute" || typeof attribute.value !== "string") continue;
        const path = attribute.value;
        if (!relativePath.test(path)) continue;
        const shownAs = `<${element.name} ${attribute.name}>`;
        if (attribute.name === "src" && element.name === "Video") {
          if (!existsSync(resolve(folder, path))) fail(`${path} (${shownAs}) does not exist in ${relative(process.cwd(), folder)}/`);
          // A video is copied as it is (Vite's asset handling): the study's own short loop.
          element.attributes.splice(element.attributes.indexOf(attribute), 1, expressionAttribute("src", addImport(path)));
          continue;
        }
        if (!pictureFile.test(path)) fail(`${path} (${shownAs}): a picture must be PNG, JPG, WebP, AVIF or SVG`);
        const slot = slotOf(element.name ?? "", parentName, values);
        if (!pictured.includes(element)) pictured.push(element);
        const position = element.attributes.indexOf(attribute);
        element.attributes.splice(position, 1);
        jobs.push(
          pictureAttributes(path, shownAs, slot).then((added) => {
            if (attribute.name !== "src") added[0]!.name = attribute.name; // poster="./x.png" → poster={…}
            element.attributes.push(...added);
          }),
        );
        if (attribute.name === "src")
          jobs.push(darkAttribute(path, shownAs, slot, "dark").then((added) => void element.attributes.push(...added)));
        // A Shot's width depends on its row (Pair or Trio): it is told which.
        if (element.name === "Shot") element.attributes.push({ type: "mdxJsxAttribute", name: "slot", value: slot });
      }
    });
    await Promise.all(jobs);
    // A page fetches one picture at once, at high priority: the one its first screen shows. That is
    // the cover when the study has one (it opens the page, and the story's first picture starts
    // about 1,600 px down at every width from 375 to 2560); otherwise the story's first picture may
    // be on the first screen. A second eager picture only takes the phone's bandwidth from the first.
    if (!preview) pictured[0]?.attributes.push({ type: "mdxJsxAttribute", name: "eager", value: null });
    tree.children.unshift(...imports);
  };
}

/**
 * Every element of the story against what its component needs (story-contract.ts), before any is
 * rewritten: a misspelt component, a picture without alt or a Metric without its value.
 */
function checkStoryElements(tree: Root, fail: (message: string) => never) {
  walk(tree, undefined, (node) => {
    const line = node.position ? `line ${node.position.start.line}: ` : "";
    if (node.type === "image" && relativePath.test(node.url) && !node.alt?.trim())
      fail(`${line}![](${node.url}) needs alt text: ![what the picture shows](${node.url})`);
    if ((node.type !== "mdxJsxFlowElement" && node.type !== "mdxJsxTextElement") || !node.name) return;
    // A written value is checked; an expression (value={…}) is the author's to vouch for.
    const attributes = new Map(
      node.attributes.flatMap((attribute) =>
        attribute.type === "mdxJsxAttribute"
          ? [[attribute.name, typeof attribute.value === "object" && attribute.value ? null : (attribute.value ?? "")] as const]
          : [],
      ),
    );
    const problem = storyElementProblem(node.name, attributes);
    if (problem) fail(line + problem);
  });
}

/** The dark version's path beside a picture (`./door.png` → `./door.dark.png`), for PNG only. */
export function darkSibling(path: string): string | undefined {
  return /\.png$/i.test(path) && !/\.dark\.png$/i.test(path) ? path.replace(/\.png$/i, ".dark.png") : undefined;
}

type PhoneVersion = { src?: string; crop?: string; prop: "phoneSrc" | "phoneCrop" };

/** A component's phoneSrc and phoneCrop, taken off it (the component receives `phone={…}` instead). */
function takePhoneVersion(element: Element): PhoneVersion | undefined {
  const found: Partial<Record<"phoneSrc" | "phoneCrop", string>> = {};
  element.attributes = element.attributes.filter((attribute) => {
    if (attribute.type !== "mdxJsxAttribute" || (attribute.name !== "phoneSrc" && attribute.name !== "phoneCrop")) return true;
    found[attribute.name] = typeof attribute.value === "string" ? attribute.value : "";
    return false;
  });
  if (found.phoneSrc === undefined && found.phoneCrop === undefined) return undefined;
  return { src: found.phoneSrc, crop: found.phoneCrop, prop: found.phoneCrop === undefined ? "phoneSrc" : "phoneCrop" };
}

/**
 * The coordinates phoneCrop is written in: an SVG's viewBox (and how many of its rendered pixels
 * make one unit), or a bitmap's own pixels.
 */
async function pictureBox(path: string): Promise<{ viewBox: [number, number, number, number]; scale: number }> {
  const { default: sharp } = await import("sharp");
  const { width = 0, height = 0 } = await sharp(path).metadata();
  if (!path.toLowerCase().endsWith(".svg")) return { viewBox: [0, 0, width, height], scale: 1 };
  const viewBox = /<svg[^>]*\sviewBox="([^"]+)"/
    .exec(readFileSync(path, "utf8"))?.[1]
    ?.trim()
    .split(/[\s,]+/)
    .map(Number);
  if (!viewBox || viewBox.length !== 4) return { viewBox: [0, 0, width, height], scale: 1 };
  return { viewBox: viewBox as [number, number, number, number], scale: width / viewBox[2]! };
}

type Parent = Root | Paragraph | Element | { children: RootContent[] };

function walk(node: Parent, parent: Parent | undefined, visit: (node: RootContent, parent: Parent, index: number) => void) {
  void parent;
  const children = (node as { children?: RootContent[] }).children ?? [];
  children.forEach((child, index) => {
    visit(child, node, index);
    const current = children[index]!;
    if ("children" in current) walk(current as Parent, node, visit);
  });
}

// estree builders: MDX reads imports and expressions from their syntax trees, not their text.
const identifier = (name: string) => ({ type: "Identifier" as const, name });
const literal = (value: string) => ({ type: "Literal" as const, value });
const property = (key: string, value: object) => ({
  type: "Property" as const,
  key: identifier(key),
  value,
  kind: "init" as const,
  computed: false,
  method: false,
  shorthand: false,
});
const exportConst = (name: string, init: object) => ({
  type: "ExportNamedDeclaration" as const,
  declaration: {
    type: "VariableDeclaration" as const,
    kind: "const" as const,
    declarations: [{ type: "VariableDeclarator" as const, id: identifier(name), init }],
  },
  specifiers: [],
  source: null,
});
const importDefault = (name: string, source: string) => ({
  type: "ImportDeclaration" as const,
  specifiers: [{ type: "ImportDefaultSpecifier" as const, local: identifier(name) }],
  source: literal(source),
});

function esm(value: string | ReturnType<typeof importDefault>, body?: object[]): MdxjsEsm {
  const statements = typeof value === "string" ? body! : [value];
  const text = typeof value === "string" ? value : `import ${value.specifiers[0]!.local.name} from ${JSON.stringify(value.source.value)}`;
  const program = { type: "Program", sourceType: "module", body: statements } as unknown as Program;
  return { type: "mdxjsEsm", value: text, data: { estree: program } };
}

function expressionAttribute(name: string, variable: string): MdxJsxAttribute {
  const program = {
    type: "Program",
    sourceType: "module",
    body: [{ type: "ExpressionStatement", expression: identifier(variable) }],
  } as unknown as Program;
  return { type: "mdxJsxAttribute", name, value: { type: "mdxJsxAttributeValueExpression", value: variable, data: { estree: program } } };
}
