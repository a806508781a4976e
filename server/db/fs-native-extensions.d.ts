// The part of fs-native-extensions (which ships no types) that data-dir-lock.ts uses.
declare module "fs-native-extensions" {
  /** fcntl F_OFD_SETLK on Linux: true if granted, false if another open file holds a conflicting lock. */
  export function tryLock(fd: number, options?: { shared?: boolean }): boolean;
  export function unlock(fd: number): void;
}
