// The contract of a case study's frontmatter (app/content/work/<id>/index.mdx). The build checks
// every study against it before anything is bundled (scripts/check-work.ts), so a missing or
// mistyped field stops the build with one line naming the file and the field.
import { z } from "zod";

const text = z.string().trim().min(1);

export const caseStudyFrontmatter = z.strictObject({
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
  /** Position in the Work grid and the next-project loop (lowest first; then by folder name). */
  order: z.number().int().optional(),
  client: text,
  year: z.union([text, z.number().int()]).transform(String),
  duration: text,
  team: z.array(z.strictObject({ name: text, role: text })).min(1),
  services: z.array(text).min(1),
  outcomes: z.array(z.strictObject({ value: text, label: text, context: text })).min(1),
  quote: z.strictObject({ text: text, name: text, role: text }),
  credits: z.array(z.strictObject({ name: text, role: text })).optional(),
});

export type CaseStudyFrontmatter = z.output<typeof caseStudyFrontmatter>;

/** The first problem, as one line: `quote.name: expected a string`. */
export function describeIssue(error: z.ZodError): string {
  const issue = error.issues[0]!;
  const field = issue.path.length ? issue.path.join(".") : "(frontmatter)";
  if (issue.code === "invalid_type" && issue.message.endsWith("received undefined")) return `${field}: missing`;
  if (issue.code === "unrecognized_keys")
    return `${issue.keys.map((key) => [...issue.path, key].join(".")).join(", ")}: not a field of a case study`;
  return `${field}: ${issue.message}`;
}
