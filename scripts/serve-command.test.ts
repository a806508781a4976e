// `npm run serve` and `npm run worker` start node with the settings scripts/serve-command.ts gives
// (and measures), which tests and benches use to start the compiled server the same way.
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { compiledServerCommand, packageScriptFor, serverNodeArgs, serverNodeEnv } from "./serve-command.ts";

const scripts = (JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as { scripts: Record<string, string> })
  .scripts;

describe("the production node command", () => {
  it("is what npm run serve and npm run worker run", () => {
    expect(scripts.serve).toBe(packageScriptFor("build/node/main.js"));
    expect(scripts.worker).toBe(packageScriptFor("build/node/worker.js"));
    expect(scripts.serve).toBe(
      "MALLOC_TRIM_THRESHOLD_=131072 exec node --enable-source-maps --v8-pool-size=1 --max-old-space-size=512 build/node/main.js",
    );
  });

  it("is what tests and benches start, without npm", () => {
    expect(compiledServerCommand()).toEqual({
      command: [process.execPath, ...serverNodeArgs, "build/node/main.js"],
      env: serverNodeEnv,
    });
  });

  it("holds only flags node also takes from NODE_OPTIONS, for a supervisor that sets them there", () => {
    // Node refuses to start on a flag it does not allow in NODE_OPTIONS.
    const run = spawnSync(process.execPath, ["-e", "0"], {
      env: { ...process.env, NODE_OPTIONS: serverNodeArgs.join(" ") },
      encoding: "utf8",
    });
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
  });
});
