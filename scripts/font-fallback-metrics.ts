// Prints the @font-face overrides that make a local fallback font take the same space as a web
// font, so the swap to the web font moves nothing (CLS 0). Run once when the typeface changes:
//   npx tsx scripts/font-fallback-metrics.ts <file>.woff2 <size-adjust>
// size-adjust is the width of a sample sentence in the web font over its width in Arial at the
// same weight (measured in Chromium with canvas measureText: the fonts' own average-width fields
// are computed differently and do not compare). The vertical overrides are then divided by it.
// WOFF2 keeps the metric tables (head, hhea, OS/2) untransformed inside one brotli stream, so
// reading them needs no font library.
import { readFileSync } from "node:fs";
import { brotliDecompressSync } from "node:zlib";

const knownTags = [
  "cmap",
  "head",
  "hhea",
  "hmtx",
  "maxp",
  "name",
  "OS/2",
  "post",
  "cvt ",
  "fpgm",
  "glyf",
  "loca",
  "prep",
  "CFF ",
  "VORG",
  "EBDT",
  "EBLC",
  "gasp",
  "hdmx",
  "kern",
  "LTSH",
  "PCLT",
  "VDMX",
  "vhea",
  "vmtx",
  "BASE",
  "GDEF",
  "GPOS",
  "GSUB",
  "EBSC",
  "JSTF",
  "MATH",
  "CBDT",
  "CBLC",
  "COLR",
  "CPAL",
  "SVG ",
  "sbix",
  "acnt",
  "avar",
  "bdat",
  "bloc",
  "bsln",
  "cvar",
  "fdsc",
  "feat",
  "fmtx",
  "fvar",
  "gvar",
  "hsty",
  "just",
  "lcar",
  "mort",
  "morx",
  "opbd",
  "prop",
  "trak",
  "Zapf",
  "Silf",
  "Glat",
  "Gloc",
  "Feat",
  "Sill",
];

function readTables(file: Buffer) {
  const numTables = file.readUInt16BE(12);
  let offset = 48;
  const base128 = () => {
    let value = 0;
    for (;;) {
      const byte = file[offset++]!;
      value = value * 128 + (byte & 0x7f);
      if (!(byte & 0x80)) return value;
    }
  };
  const entries: { tag: string; length: number }[] = [];
  for (let i = 0; i < numTables; i++) {
    const flags = file[offset++]!;
    const tag = (flags & 0x3f) === 0x3f ? file.toString("latin1", offset, (offset += 4)) : knownTags[flags & 0x3f]!;
    const origLength = base128();
    const transform = flags >> 6;
    const transformed = tag === "glyf" || tag === "loca" ? transform !== 3 : transform !== 0;
    entries.push({ tag, length: transformed ? base128() : origLength });
  }
  const data = brotliDecompressSync(file.subarray(offset));
  const tables = new Map<string, Buffer>();
  let at = 0;
  for (const { tag, length } of entries) {
    tables.set(tag, data.subarray(at, at + length));
    at += length; // no padding between tables in the stream
  }
  return tables;
}

const tables = readTables(readFileSync(process.argv[2]!));
const unitsPerEm = tables.get("head")!.readUInt16BE(18);
const hhea = tables.get("hhea")!;
const font = {
  ascender: hhea.readInt16BE(4),
  descender: hhea.readInt16BE(6),
  lineGap: hhea.readInt16BE(8),
};
const sizeAdjust = Number(process.argv[3] ?? 1);
const pct = (n: number) => `${(n * 100).toFixed(2)}%`;
console.log({ unitsPerEm, ...font });
console.log(`size-adjust: ${pct(sizeAdjust)};
ascent-override: ${pct(font.ascender / unitsPerEm / sizeAdjust)};
descent-override: ${pct(-font.descender / unitsPerEm / sizeAdjust)};
line-gap-override: ${pct(font.lineGap / unitsPerEm / sizeAdjust)};`);
