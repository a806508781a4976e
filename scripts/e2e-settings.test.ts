// The browser tests read .env the way the build and the server do: an agency that renames the
// studio in .env only builds pages with its name, and the browser tests must expect that name.
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, expect, it } from "vitest";

const root = new URL("../", import.meta.url).pathname;
const scratch = mkdtempSync(join(tmpdir(), "e2e-settings-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** What the browser tests expect, after the harness (playwright.config.ts) has read `envFile`. */
async function expectationsWith(envFile: string) {
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith("PUBLIC_")));
  const script = `
    await import(${JSON.stringify(join(root, "playwright.config.ts"))});
    const { pages, site } = await import(${JSON.stringify(join(root, "e2e/support/site.ts"))});
    console.log(JSON.stringify({ brand: site.brand, email: site.email, homeTitle: pages[0].title }));`;
  const { stdout } = await promisify(execFile)(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], {
    cwd: root,
    env: { ...env, ENV_FILE: envFile },
    timeout: 60_000,
  });
  return JSON.parse(stdout.trim().split("\n").at(-1)!) as { brand: string; email: string; homeTitle: string };
}

it("a brand name and e-mail set in .env reach the browser tests' expectations", async () => {
  const envFile = join(scratch, ".env");
  writeFileSync(envFile, "PUBLIC_BRAND_NAME=Northwind Labs\nPUBLIC_CONTACT_EMAIL=studio@northwind.example\n");
  expect(await expectationsWith(envFile)).toEqual({
    brand: "Northwind Labs",
    email: "studio@northwind.example",
    homeTitle: "Northwind Labs | Design & engineering for startups",
  });
}, 90_000);
