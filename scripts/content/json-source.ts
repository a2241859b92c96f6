/**
 * Parses a JSON document while keeping positions, so every problem can be reported as
 * file:line:column. Pure: no file system access, usable in Node and in the browser.
 */
import {
  parse,
  parseTree,
  findNodeAtLocation,
  printParseErrorCode,
  type Node,
  type ParseError,
} from "jsonc-parser";

export interface Position {
  line: number;
  column: number;
  /** Length of the offending span, for underlining. */
  length: number;
  offset: number;
}

export interface SyntaxProblem extends Position {
  message: string;
}

export interface JsonSource {
  text: string;
  tree: Node | undefined;
  value: unknown;
  /** A best-effort value even when there are syntax errors (for recovering the route). */
  lenientValue: unknown;
  syntaxErrors: SyntaxProblem[];
  /** Position of the value at a JSON pointer; falls back to the closest existing parent. */
  locate(pointer: string, part?: "key" | "value"): Position;
}

const syntaxMessages: Record<string, string> = {
  InvalidSymbol: "This character is not valid JSON here.",
  InvalidNumberFormat: "This number is not written the JSON way.",
  PropertyNameExpected: "A property name in double quotes is expected here.",
  ValueExpected: "A value is expected here.",
  ColonExpected: 'A ":" is expected after the property name.',
  CommaExpected: 'A "," is expected between two entries.',
  CloseBraceExpected: 'A closing "}" is expected here.',
  CloseBracketExpected: 'A closing "]" is expected here.',
  EndOfFileExpected: "The document should end here; there is extra text after it.",
  InvalidCommentToken: "Comments are not allowed in JSON.",
  UnexpectedEndOfComment: "Comments are not allowed in JSON.",
  UnexpectedEndOfString: 'This text is missing its closing double quote (").',
  UnexpectedEndOfNumber: "This number is cut off.",
  InvalidUnicode: "This \\u escape is not valid.",
  InvalidEscapeCharacter: "This backslash escape is not valid JSON.",
  InvalidCharacter: "This character must be escaped inside a string.",
};

export function lineStarts(text: string): number[] {
  const starts = [0];
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 10) starts.push(i + 1);
  return starts;
}

export function positionAt(starts: number[], offset: number, length = 1): Position {
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (starts[mid]! <= offset) lo = mid;
    else hi = mid - 1;
  }
  return { line: lo + 1, column: offset - starts[lo]! + 1, length: Math.max(1, length), offset };
}

export function pointerToPath(pointer: string): (string | number)[] {
  if (pointer === "" || pointer === "/") return [];
  return pointer
    .slice(1)
    .split("/")
    .map((raw) => raw.replace(/~1/g, "/").replace(/~0/g, "~"))
    .map((seg) => (/^\d+$/.test(seg) ? Number(seg) : seg));
}

/**
 * A trailing comma makes the parser complain at the bracket after it; point at the comma,
 * which is what the author has to delete.
 */
function trailingCommaBefore(text: string, offset: number): number | undefined {
  let i = offset - 1;
  while (i >= 0 && /\s/.test(text[i]!)) i--;
  return text[i] === "," ? i : undefined;
}

export function parseJsonSource(text: string): JsonSource {
  const errors: ParseError[] = [];
  const tree = parseTree(text, errors, {
    allowTrailingComma: false,
    disallowComments: true,
    allowEmptyContent: false,
  });
  const starts = lineStarts(text);
  const seen = new Set<number>();
  const syntaxErrors: SyntaxProblem[] = [];
  for (const error of errors) {
    const code = printParseErrorCode(error.error);
    let offset = error.offset;
    let length = error.length;
    let message = syntaxMessages[code] ?? `JSON syntax error (${code}).`;
    const atClosing = text[offset] === "}" || text[offset] === "]";
    const comma = atClosing ? trailingCommaBefore(text, offset) : undefined;
    if ((code === "PropertyNameExpected" || code === "ValueExpected") && comma !== undefined) {
      offset = comma;
      length = 1;
      message = 'Remove this trailing comma: JSON does not allow a "," before a closing bracket.';
    }
    if (seen.has(offset)) continue;
    seen.add(offset);
    syntaxErrors.push({ ...positionAt(starts, offset, length), message });
  }
  let value: unknown;
  if (syntaxErrors.length === 0) value = JSON.parse(text);

  return {
    text,
    tree,
    value,
    lenientValue: value ?? parse(text, [], { allowTrailingComma: true }),
    syntaxErrors,
    locate(pointer, part = "value") {
      if (!tree) return positionAt(starts, 0);
      const path = pointerToPath(pointer);
      for (let n = path.length; n >= 0; n--) {
        const node = findNodeAtLocation(tree, path.slice(0, n));
        if (!node) continue;
        if (part === "key" && n === path.length && node.parent?.type === "property") {
          const key = node.parent.children![0]!;
          return positionAt(starts, key.offset, key.length);
        }
        return positionAt(
          starts,
          node.offset,
          node.type === "object" || node.type === "array" ? 1 : node.length,
        );
      }
      return positionAt(starts, tree.offset);
    },
  };
}
