/**
 * A file's change as `git diff` shows it: `--- a/<file>` and `+++ b/<file>` headers, hunks with
 * three lines of context. jsdiff (the `diff` package) writes the unified diff; this drops the
 * `Index:` and `====` lines it adds and, like git, leaves out a hunk's line count when it is 1.
 */
import { createTwoFilesPatch } from "diff";

/** A range of one line is written "7", not "7,1". */
const one = (range: string) => range.replace(/,1$/, "");

export function fileDiff(file: string, before: string, after: string): string {
  if (before === after) return "";
  const patch = createTwoFilesPatch(`a/${file}`, `b/${file}`, before, after, "", "", {
    context: 3,
  });
  return patch
    .split("\n")
    .filter((line) => !line.startsWith("Index:") && !/^=+$/.test(line))
    .map((line) =>
      line.replace(
        /^@@ -(\S+) \+(\S+) @@/,
        (_, a: string, b: string) => `@@ -${one(a)} +${one(b)} @@`,
      ),
    )
    .join("\n");
}
