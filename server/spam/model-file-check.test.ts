// The spam model file checked at start (issue 42, finding 6): a file whose weights are NaN once
// let every message through ("model NaN"), and a missing one failed each lead's screening as
// "database unavailable" while /readyz said 200. Now each stops the start with one line.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, expect, it } from "vitest";
import { checkSpamModel } from "../startup-checks.ts";
import { shippedModelUrl } from "./spam-model.ts";

const dir = mkdtempSync(join(tmpdir(), "spam-model-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const shipped = readFileSync(shippedModelUrl);

/** A copy of the shipped file, changed by `edit`, as a file URL. */
function modelFile(name: string, edit: (bytes: Buffer) => Buffer): URL {
  const file = join(dir, name);
  writeFileSync(file, edit(Buffer.from(shipped)));
  return pathToFileURL(file);
}

/** The one line the start stops with. */
function startupLine(url: URL): string {
  try {
    checkSpamModel(url);
  } catch (error) {
    expect((error as Error).name).toBe("StartupError");
    return (error as Error).message;
  }
  throw new Error("the check accepted the file");
}

it("accepts the shipped model", () => {
  expect(() => checkSpamModel()).not.toThrow();
});

it("stops the start on a model whose weights are NaN", () => {
  const weightsStart = shipped.length - 4 * 65536;
  const nan = modelFile("nan.bin", (bytes) => {
    for (let i = 0; i < 100; i++) bytes.writeFloatLE(Number.NaN, weightsStart + 4 * i);
    return bytes;
  });
  expect(startupLine(nan)).toMatch(
    /^server\/spam\/spam-model\.bin holds a weight that is not a finite number \(bucket 0\): run npm run spam:train$/,
  );
  const nanScale = modelFile("nan-scale.bin", (bytes) => (bytes.writeDoubleLE(Number.NaN, 36), bytes));
  expect(startupLine(nanScale)).toMatch(/bias, offset or scale that is not a finite number/);
});

it("stops the start on a missing, truncated or foreign file, in one line", () => {
  const missing = pathToFileURL(join(dir, "missing.bin"));
  expect(startupLine(missing)).toBe(
    `The spam model ${join(dir, "missing.bin")} cannot be read (ENOENT): restore it from the repository, or run npm run spam:train`,
  );
  expect(startupLine(modelFile("short.bin", (bytes) => bytes.subarray(0, 1000)))).toMatch(/is not a model of this version \(1000 bytes/);
  expect(startupLine(modelFile("foreign.bin", (bytes) => (bytes.write("NOTSPAM\n", 0, "latin1"), bytes)))).toMatch(
    /is not a model of this version/,
  );
});
