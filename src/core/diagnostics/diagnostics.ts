/**
 * Errors are data: every problem found in the documents is a Diagnostic with a stable code, a
 * position and a message that says what is wrong and how to fix it. One shape for every side:
 * the validator that reports it (scripts/content), `npm run validate`, the build, the dev
 * server's overlay, and the editor that shows it at the field (its endpoint sends these as they
 * are). Whether it stops the build is its code's, in the catalogue (codes.ts), never stored on it.
 */
import { CODES, type DiagnosticCode, type Severity } from "./codes.ts";

export type { DiagnosticCode, Severity };

export interface Diagnostic {
  /**
   * Stable name of the kind of problem: "unknown-block-type" from the catalogue (codes.ts), or
   * "low-contrast" from a block type's own check (blocks/block-server.ts).
   */
  code: string;
  /** Path of the document relative to the project, with forward slashes. */
  file: string;
  line: number;
  column: number;
  /** Length of the offending span, for the code frame. */
  length: number;
  /** JSON pointer of the offending value, for example /blocks/3/columns. */
  pointer: string;
  message: string;
}

/**
 * Whether the problem stops the build, as the catalogue says of its code. A code the catalogue
 * does not hold is a block type's own check's, which only warns (codes.ts, `catalogue`).
 */
export function severityOf(diagnostic: Pick<Diagnostic, "code">): Severity {
  const { code } = diagnostic;
  return Object.hasOwn(CODES, code) ? CODES[code as DiagnosticCode].severity : "warning";
}

export const isError = (diagnostic: Pick<Diagnostic, "code">): boolean =>
  severityOf(diagnostic) === "error";
