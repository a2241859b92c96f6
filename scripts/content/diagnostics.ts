/**
 * The Node side's tools for diagnostics (src/core/diagnostics/diagnostics.ts, the shape every side
 * shares): "did you mean" for near misses, and one formatter that prints them for `npm run
 * validate`, the build and the dev server's overlay.
 */
import { isError, severityOf, type Diagnostic } from "../../src/core/diagnostics/diagnostics.ts";

export function levenshtein(a: string, b: string): number {
  const prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let diag = prev[0]!;
    prev[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const tmp = prev[j]!;
      prev[j] = Math.min(prev[j]! + 1, prev[j - 1]! + 1, diag + (a[i - 1] === b[j - 1] ? 0 : 1));
      diag = tmp;
    }
  }
  return prev[b.length]!;
}

/** The closest candidate, if it is close enough to be a likely typo. */
export function didYouMean(input: string, candidates: Iterable<string>): string | undefined {
  let best: string | undefined;
  let bestScore = Infinity;
  const lower = input.toLowerCase();
  for (const candidate of candidates) {
    const score = levenshtein(lower, candidate.toLowerCase());
    if (score < bestScore) {
      best = candidate;
      bestScore = score;
    }
  }
  if (best === undefined) return undefined;
  const limit = Math.max(2, Math.floor(Math.max(input.length, best.length) / 3));
  return bestScore <= limit ? best : undefined;
}

export function quoteList(values: readonly unknown[]): string {
  const shown = values.map((v) => JSON.stringify(v));
  if (shown.length <= 1) return shown.join("");
  return `${shown.slice(0, -1).join(", ")} or ${shown[shown.length - 1]}`;
}

export function sortDiagnostics(list: Diagnostic[]): Diagnostic[] {
  return [...list].sort(
    (a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column,
  );
}

/** `pages/portfolio/pik.json:14:9 error <message> (at /blocks/3/columns)` */
export function formatDiagnostic(d: Diagnostic): string {
  const at = d.pointer ? ` (at ${d.pointer})` : "";
  return `${d.file}:${d.line}:${d.column} ${severityOf(d)} ${d.message}${at}`;
}

/** A few lines of the document around the problem, with the offending span underlined. */
export function codeFrame(text: string, d: Pick<Diagnostic, "line" | "column" | "length">): string {
  const lines = text.split("\n");
  const first = Math.max(1, d.line - 2);
  const last = Math.min(lines.length, d.line + 1);
  const width = String(last).length;
  const out: string[] = [];
  for (let n = first; n <= last; n++) {
    const marker = n === d.line ? ">" : " ";
    out.push(`${marker} ${String(n).padStart(width)} | ${lines[n - 1] ?? ""}`);
    if (n === d.line) {
      const lineText = lines[n - 1] ?? "";
      const span = Math.max(1, Math.min(d.length, lineText.length - d.column + 1));
      out.push(`  ${" ".repeat(width)} | ${" ".repeat(d.column - 1)}${"^".repeat(span)}`);
    }
  }
  return out.join("\n");
}

export function summary(list: Diagnostic[]): string {
  const errors = list.filter(isError).length;
  const warnings = list.length - errors;
  const plural = (n: number, w: string) => `${n} ${w}${n === 1 ? "" : "s"}`;
  return `${plural(errors, "error")}, ${plural(warnings, "warning")}`;
}
