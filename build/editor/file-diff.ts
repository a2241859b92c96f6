/** A file's change as `git diff` shows it (a/ and b/ paths, three lines of context). */
import { createTwoFilesPatch } from "diff";

export function fileDiff(file: string, before: string, after: string): string {
  if (before === after) return "";
  const patch = createTwoFilesPatch(`a/${file}`, `b/${file}`, before, after, "", "", {
    context: 3,
  });
  return patch
    .split("\n")
    .filter((line) => !line.startsWith("Index:") && !/^=+$/.test(line))
    .map((line) => line.replace(/^(---|\+\+\+) (\S+)\t$/, "$1 $2"))
    .join("\n");
}
