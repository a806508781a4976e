// `npm run dev` shows what the build shows: the artwork (which only the build used to render) and
// a real 404 for a path that is no page; and it stops on SIGTERM, freeing its port.
import { spawn } from "node:child_process";
import { createServer } from "node:net";
import { afterEach, describe, expect, it, vi } from "vitest";
import { artPath, heroArt } from "../app/content/art.ts";
import { freePort } from "../testing/free-port.ts";

const root = new URL("../", import.meta.url).pathname;
const groups: number[] = [];

const portIsFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const probe = createServer()
      .once("error", () => resolve(false))
      .listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
  });

const groupIsGone = (pgid: number) => {
  try {
    process.kill(-pgid, 0);
    return false;
  } catch {
    return true;
  }
};

// Whatever a failed test left running, by the process group it was started in.
afterEach(() => {
  for (const pgid of groups.splice(0)) if (!groupIsGone(pgid)) process.kill(-pgid, "SIGKILL");
});

describe("npm run dev", { timeout: 240_000 }, () => {
  it("serves the pictures and the 404s of the build, and stops on SIGTERM", async () => {
    const port = await freePort();
    const npm = spawn("npm", ["run", "-s", "dev", "--", "--host", "127.0.0.1", "--port", String(port), "--strictPort"], {
      cwd: root,
      detached: true, // a process group of its own, as a terminal gives it
      stdio: ["ignore", "pipe", "pipe"],
    });
    groups.push(npm.pid!);
    let output = "";
    npm.stdout.setEncoding("utf8").on("data", (chunk: string) => (output += chunk));
    npm.stderr.setEncoding("utf8").on("data", (chunk: string) => (output += chunk));
    const exited = new Promise<number | null>((resolve) => npm.once("exit", (code) => resolve(code)));
    const base = `http://127.0.0.1:${port}`;
    await vi.waitFor(async () => expect(await portIsFree(port), output).toBe(false), { timeout: 120_000, interval: 200 });

    const hero = await fetch(`${base}${artPath(heroArt.id, heroArt.widths[0], "avif")}`);
    expect(hero.status, output).toBe(200);
    expect(hero.headers.get("content-type")).toBe("image/avif");
    expect((await hero.arrayBuffer()).byteLength).toBeGreaterThan(1000);
    const webp = await fetch(`${base}${artPath(heroArt.id, heroArt.widths[0], "webp")}`);
    expect(webp.headers.get("content-type")).toBe("image/webp");
    expect((await fetch(`${base}/art/no-such-picture-400.avif`)).status).toBe(404);

    const unknown = await fetch(`${base}/no-such-page`);
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get("content-type")).toMatch(/^text\/html/);
    expect((await fetch(`${base}/contact`)).status).toBe(200);

    // To npm alone, as a supervisor or `kill <pid>` sends it (a signal to the whole group always worked).
    process.kill(npm.pid!, "SIGTERM");
    await exited;
    await vi.waitFor(async () => expect(await portIsFree(port)).toBe(true), { timeout: 15_000, interval: 100 });
    await vi.waitFor(() => expect(groupIsGone(npm.pid!)).toBe(true), { timeout: 15_000, interval: 100 });
  });
});
