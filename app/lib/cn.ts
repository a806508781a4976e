import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names. Deliberately without tailwind-merge (9 KB gzip on every page, against
 * a 120 KB budget): components never pass a utility that conflicts with a base one; where a
 * caller needs a different look, the component offers a variant instead.
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs);
}
