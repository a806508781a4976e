// The contract of a case study's frontmatter (app/content/work/<id>/index.mdx). The build checks
// every study against it before anything is bundled (scripts/check-work.ts), so a missing or
// mistyped field stops the build with one line naming the file and the field.
import { z } from "zod";
import { studioRole } from "./team";

const text = z.string().trim().min(1);

/**
 * Someone on the study's team. The studio's people take their role from the team page, so it is
 * written once (About, the studies and the thank-you never disagree); anyone else needs one here.
 */
const teamMember = z
  .strictObject({ name: text, role: text.optional() })
  .superRefine(({ name, role }, context) => {
    const known = studioRole(name);
    if (known && role)
      context.addIssue({
        code: "custom",
        path: ["role"],
        message: `leave it out: ${name} is "${known}" on the team page (app/content/team.ts), the one place a role is written`,
      });
    if (!known && !role)
      context.addIssue({
        code: "custom",
        path: ["role"],
        message: `missing: ${name} is not on the team page (app/content/team.ts), so the study names the role`,
      });
  })
  .transform(({ name, role }) => ({ name, role: studioRole(name) ?? role ?? "" }));

export const caseStudyFrontmatter = z
  .strictObject({
    name: text,
    subtitle: text,
    blurb: text,
    /** The page's meta description and the social card's text. */
    summary: text,
    tags: z.array(text).min(1),
    /** The tint behind the preview and the study's accents. */
    accent: z.enum(["violet", "lime", "peach", "sky"]),
    /** A picture in the folder (./name.png); left out, the card says 'Preview coming soon'. */
    preview: z
      .string()
      .regex(/^\.\.?\//, "a path relative to the study's folder, e.g. ./preview.png")
      .optional(),
    /**
     * The preview's phone version (./cover-phone.png): the same work drawn taller (4:3 or taller, at
     * least 640 px wide), served below 640 px instead of a preview drawn wider than 4:3, which is a
     * strip on a phone (a 16:10 cover fills 29% of a 375×812 first screen). Left out, phones get the preview.
     */
    phonePreview: z
      .string()
      .regex(/^\.\.?\/.+\.(png|jpe?g|webp|avif|svg)$/i, "a picture relative to the study's folder, e.g. ./cover-phone.png")
      .optional(),
    /**
     * One of the product's own screens (a phone screen drawn by `npm run screens`, ./ticket.png) that
     * Home's hero shows beside the other studies', and what it shows, for its alt text. Its
     * `<name>.dark.png`, if there is one, is shown in the dark scheme. Left out, the hero leaves the
     * study out.
     */
    showcase: z
      .strictObject({
        src: z.string().regex(/^\.\.?\/.+\.(png|jpe?g|webp|avif)$/i, "a picture relative to the study's folder, e.g. ./ticket.png"),
        alt: text,
      })
      .optional(),
    /** Position in the Work grid and the next-project loop (lowest first; then by folder name). */
    order: z.number().int().optional(),
    client: text,
    year: z.union([text, z.number().int()], { error: "expected a year, e.g. 2025" }).transform(String),
    duration: text,
    team: z.array(teamMember).min(1),
    services: z.array(text).min(1),
    outcomes: z.array(z.strictObject({ value: text, label: text, context: text })).min(1),
    quote: z.strictObject({ text: text, name: text, role: text }),
    credits: z.array(z.strictObject({ name: text, role: text })).optional(),
    /**
     * The launch as Home's outcomes cite it: weeks the client had planned before us, weeks it took,
     * and the uptime measured since (with where it was measured). Left out, the study is not cited.
     */
    launch: z
      .strictObject({
        plannedWeeks: z.number().int().positive(),
        weeks: z.number().int().positive(),
        uptime: z
          .string()
          .trim()
          .regex(/^\d{2}(\.\d+)?%$/, "a percentage such as 99.95%"),
        measured: text,
      })
      .optional(),
  })
  .refine((study) => !study.phonePreview || study.preview, {
    path: ["phonePreview"],
    message: "a phone version of no preview: add the preview it stands in for (preview: ./cover.png)",
  });

export type CaseStudyFrontmatter = z.output<typeof caseStudyFrontmatter>;

/** The first problem, as one line: `quote.name: expected a string`. */
export function describeIssue(error: z.ZodError): string {
  const issue = error.issues[0]!;
  const field = issue.path.length ? issue.path.join(".") : "(frontmatter)";
  if (issue.code === "invalid_type" && issue.message.endsWith("received undefined")) return `${field}: missing`;
  if (issue.code === "unrecognized_keys") {
    const where = issue.path.length ? `of ${field}` : "of a case study";
    return `${issue.keys.map((key) => [...issue.path, key].join(".")).join(", ")}: not a field ${where} (its fields: ${fieldsAt(issue.path).join(", ")})`;
  }
  return `${field}: ${issue.message}`;
}

type SchemaDef = { type: string; shape?: Record<string, unknown>; element?: unknown; innerType?: unknown; in?: unknown };
const defOf = (schema: unknown) => (schema as { _zod: { def: SchemaDef } })._zod.def;

/** The field names the schema accepts at a path of the frontmatter (`["team", 0]` → name, role). */
function fieldsAt(path: readonly PropertyKey[]): string[] {
  let schema: unknown = caseStudyFrontmatter;
  const unwrap = () => {
    for (let def = defOf(schema); ; def = defOf(schema)) {
      if (def.type === "optional" || def.type === "nullable") schema = def.innerType;
      else if (def.type === "pipe") schema = def.in;
      else return def;
    }
  };
  for (const key of path) {
    const def = unwrap();
    schema = def.type === "array" ? def.element : def.shape?.[String(key)];
    if (!schema) return [];
  }
  return Object.keys(unwrap().shape ?? {});
}
