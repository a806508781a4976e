// What a case study's MDX may write: each story component (story-components.tsx) by name, with
// the attributes it cannot do without. Plain data, so the MDX step that compiles a study
// (scripts/mdx/remark-story-pictures.ts, run first by scripts/check-work.ts) can check a story
// before the bundler sees it: a misspelt <FullBleedd> or a picture without alt stops the build
// with one line, instead of a stack and a whole error page, or a picture shipped without alt.
// story-contract.test.ts keeps the names in step with the components.

export const storyContract = {
  FullBleed: ["src", "alt"],
  Wide: ["src", "alt"],
  Figure: ["src", "alt"],
  Pair: [],
  Trio: [],
  Shot: ["src", "alt"],
  Device: ["kind", "src", "alt"],
  PullQuote: [],
  Metrics: [],
  Metric: ["value", "label"],
  Video: ["src", "poster", "alt"],
} as const satisfies Record<string, readonly string[]>;

/** Letters to change to turn one name into another (to suggest the component meant). */
function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const above = row[j]!;
      row[j] = Math.min(above + 1, row[j - 1]! + 1, diagonal + (a[i - 1]!.toLowerCase() === b[j - 1]!.toLowerCase() ? 0 : 1));
      diagonal = above;
    }
  }
  return row[b.length]!;
}

/**
 * The problem with one element of a story, as one line, or null. `attributes` maps each written
 * attribute to its value (null for an expression such as value={…}, which is not checked).
 */
export function storyElementProblem(name: string, attributes: ReadonlyMap<string, string | null>): string | null {
  // Lower-case names are HTML elements (<br />, <abbr>), which MDX passes through.
  if (/^[a-z]/.test(name)) return null;
  const names = Object.keys(storyContract);
  if (!(name in storyContract)) {
    const closest = [...names].sort((a, b) => distance(name, a) - distance(name, b))[0]!;
    const hint = distance(name, closest) <= 2 ? `did you mean <${closest}>? ` : "";
    return `<${name}> is not a story component: ${hint}(one of ${names.map((known) => `<${known}>`).join(", ")})`;
  }
  for (const required of storyContract[name as keyof typeof storyContract]) {
    const value = attributes.get(required);
    if (value === undefined || (value !== null && value.trim() === ""))
      return required === "alt"
        ? `<${name}> needs alt="…": what the picture shows, for anyone who cannot see it`
        : `<${name}> needs ${required}="…"`;
  }
  return null;
}
