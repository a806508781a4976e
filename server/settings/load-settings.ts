// How a program reads its settings: the .env file (the environment wins over it), then the parts of
// the schema it needs, e.g. `const { database, notify } = loadSettings("database", "notify");`
import { loadEnvFile } from "./env-file.ts";
import { readSettings, type Settings, type SettingsPartName } from "./schema.ts";

export function loadSettings<const Names extends SettingsPartName[]>(
  ...names: Names
): Pick<Settings, Names[number]> & { envFile?: string } {
  const envFile = loadEnvFile(process.env);
  return { ...readSettings(process.env, names), envFile };
}
