// The building blocks of the schema: a part of the settings, and the rules a value may follow,
// each with its error message in plain words (setting-error.ts turns it into the operator's line).
import { z } from "zod";
import { blankIsUnset } from "./blank-is-unset.ts";
import { settingErrorFrom } from "./setting-error.ts";

export type Env = Record<string, string | undefined>;

/**
 * One part of the settings: its variables (a zod schema each, blank already meaning unset) and
 * what a program gets from them. `read` may check settings together and throw settingsError.
 */
export type SettingsPart<Shape extends z.ZodRawShape = z.ZodRawShape, Value = unknown> = {
  readonly variables: Shape;
  readonly read: (values: z.output<z.ZodObject<Shape>>, env: Env) => Value;
};

export const settingsPart = <Shape extends z.ZodRawShape, Value>(
  variables: Shape,
  read: (values: z.output<z.ZodObject<Shape>>, env: Env) => Value,
): SettingsPart<Shape, Value> => ({ variables, read });

/** A part's value from `env`, or the SettingError for its first bad variable. */
export function readPart<Shape extends z.ZodRawShape, Value>(part: SettingsPart<Shape, Value>, env: Env): Value {
  const schema = z.object(
    Object.fromEntries(Object.entries(part.variables).map(([name, rule]) => [name, z.preprocess(blankIsUnset, rule as z.ZodType)])),
  );
  const parsed = schema.safeParse(env);
  if (!parsed.success) throw settingErrorFrom(parsed.error, env);
  return part.read(parsed.data as z.output<z.ZodObject<Shape>>, env);
}

/** A whole number in a range, with the rule in plain words as its only error message. */
export function wholeNumber(
  min: number,
  max?: number,
  { rule = `must be a whole number ${max === undefined ? `of ${min} or more` : `from ${min} to ${max}`}` } = {},
) {
  const number = z.coerce.number({ error: rule }).int({ error: rule }).min(min, { error: rule });
  return max === undefined ? number : number.max(max, { error: rule });
}

/** A number of seconds in a range (fractions allowed). */
export function seconds(min: number, max: number) {
  const rule = `must be a number of seconds from ${min} to ${max}`;
  return z.coerce.number({ error: rule }).min(min, { error: rule }).max(max, { error: rule });
}

/** Text that is not blank (blank is unset before this rule sees it), trimmed. */
export const text = (rule: string) => z.string({ error: rule }).trim().min(1, { error: rule });

/** One of a few words. */
export const oneOf = <const T extends readonly [string, ...string[]]>(values: T, rule = `must be one of ${values.join(", ")}`) =>
  z.enum(values, { error: rule });
