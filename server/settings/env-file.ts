// The one place that reads `.env`. The build (vite.config.ts, scripts/postbuild.ts) calls it, and
// the server, the worker and every operator command through loadSettings (load-settings.ts), so a setting means the same thing wherever it is read.
// Variables already in the environment win: a supervisor's or CI's value overrides the file.
import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { parseEnv } from "node:util";
import { SettingError } from "./setting-error.ts";

/**
 * Loads `ENV_FILE` (default `.env` in the working directory) into `env` without replacing what is
 * already set. ENV_FILE set to an empty string reads no file: the tests do that, so a developer's
 * own `.env` never leaks into them. Returns the path read, if any.
 */
export function loadEnvFile(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): string | undefined {
  const name = env.ENV_FILE ?? ".env";
  if (name.trim() === "") return undefined;
  const path = resolve(cwd, name);
  if (!existsSync(path)) {
    // No .env is the normal case; a file named on purpose that is missing is a mistake worth a line.
    if (env.ENV_FILE !== undefined) throw new SettingError(`ENV_FILE names ${path}, which does not exist`);
    return undefined;
  }
  // Node's own parser of the dotenv format (KEY=value, quotes, # comments).
  for (const [key, value] of Object.entries(parseEnv(readFileSync(path, "utf8")))) env[key] ??= value;
  return path;
}
