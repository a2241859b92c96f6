/**
 * A reading of a file under public/ (a clip's or a drawing's size) kept until the file changes:
 * the development server asks again on every page it renders.
 */
import { existsSync, statSync } from "node:fs";
import { join } from "node:path";

/** Wraps `read` so each file is read again only when its modification time changes. */
export function readOnChange<T>(
  read: (file: string) => T | undefined,
): (publicDir: string, src: string) => T | undefined {
  const cache = new Map<string, { mtime: number; value: T | undefined }>();
  return (publicDir, src) => {
    const file = join(publicDir, src);
    if (!existsSync(file)) return undefined;
    const mtime = statSync(file).mtimeMs;
    const hit = cache.get(file);
    if (hit?.mtime === mtime) return hit.value;
    const value = read(file);
    cache.set(file, { mtime, value });
    return value;
  };
}
