import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { loadEnvFile } from "./env-file.ts";

const dirs: string[] = [];
const dirWithEnvFile = (text: string, name = ".env") => {
  const dir = mkdtempSync(join(tmpdir(), "env-file-"));
  dirs.push(dir);
  writeFileSync(join(dir, name), text);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("the .env file every command reads", () => {
  it("fills in what the environment does not set, and the environment wins", () => {
    const dir = dirWithEnvFile("PORT=4000\nPUBLIC_BRAND_NAME='Northwind Labs'\n# a comment\nHOST=0.0.0.0\n");
    const env: NodeJS.ProcessEnv = { HOST: "127.0.0.1" };
    expect(loadEnvFile(env, dir)).toBe(join(dir, ".env"));
    expect(env).toMatchObject({ PORT: "4000", PUBLIC_BRAND_NAME: "Northwind Labs", HOST: "127.0.0.1" });
  });

  it("reads the file ENV_FILE names, none when it is empty, and says so when it is missing", () => {
    const dir = dirWithEnvFile("PORT=5000\n", "production.env");
    const named: NodeJS.ProcessEnv = { ENV_FILE: "production.env" };
    loadEnvFile(named, dir);
    expect(named.PORT).toBe("5000");

    const none: NodeJS.ProcessEnv = { ENV_FILE: "" };
    expect(loadEnvFile(none, dirWithEnvFile("PORT=6000\n"))).toBeUndefined();
    expect(none.PORT).toBeUndefined();

    expect(() => loadEnvFile({ ENV_FILE: "missing.env" }, dir)).toThrow(/ENV_FILE names .*missing\.env, which does not exist/);
    const empty = mkdtempSync(join(tmpdir(), "env-file-none-"));
    try {
      expect(loadEnvFile({}, empty)).toBeUndefined(); // no .env is fine
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });
});
