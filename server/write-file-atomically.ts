import { randomBytes } from "node:crypto";
import { closeSync, fsyncSync, openSync, renameSync, rmSync, writeSync } from "node:fs";
import { basename, dirname, join } from "node:path";

export type TemporaryFile = {
  /** Open for writing. */
  fd: number;
  path: string;
  /** Closes it; safe to call twice. */
  close(): void;
  /** Closes and removes it (after a failure); safe to call twice. */
  remove(): void;
};

/**
 * A new, empty, owner-only file beside `path` (so a rename moves it into place), named at random.
 * Exclusive creation (O_CREAT|O_EXCL) never opens a file that exists and never follows a symlink:
 * at a name others could guess (`<path>.partial`), another user could have placed a file they can
 * read, or a link to a file of ours, before the personal data was written.
 */
export function createTemporaryBeside(path: string): TemporaryFile {
  const temporary = join(dirname(path), `.${basename(path)}.${randomBytes(8).toString("hex")}.partial`);
  const fd = openSync(temporary, "wx", 0o600);
  let open = true;
  const close = () => {
    if (open) closeSync(fd);
    open = false;
  };
  return {
    fd,
    path: temporary,
    close,
    remove: () => {
      close();
      rmSync(temporary, { force: true });
    },
  };
}

/**
 * Writes `data` to `path` whole or not at all (a half-written export or backup would look like a
 * good one), readable by its owner only: what the operator commands write holds personal data.
 */
export function writeFileAtomically(path: string, data: string | Uint8Array) {
  const temporary = createTemporaryBeside(path);
  try {
    const bytes = typeof data === "string" ? Buffer.from(data) : data;
    for (let written = 0; written < bytes.length;) written += writeSync(temporary.fd, bytes, written);
    fsyncSync(temporary.fd);
    temporary.close();
    renameSync(temporary.path, path);
  } catch (error) {
    temporary.remove();
    throw error;
  }
}
