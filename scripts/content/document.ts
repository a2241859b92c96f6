/**
 * What the validator and its error explainer share: a parsed document, the references found in
 * it, and the reporter that turns a problem at a JSON pointer into a file:line:column diagnostic.
 */
import type { Diagnostic, DiagnosticCode } from "../../src/core/diagnostics/diagnostics.ts";
import type { JsonSource } from "./json-source.ts";
import type { DocumentKind } from "../../src/core/schema/schema-keys.ts";

/** What the project says of an asset path a document names. */
/** `active`: an SVG that holds more than drawing (scripts/content/vector.ts). */
export type AssetStatus = "ok" | "missing" | "outside" | "unsafe" | "active";

export interface ParsedDocument<T = unknown> {
  file: string;
  kind: DocumentKind;
  source: JsonSource;
  value: T;
  /** Values found while validating, by their `x-kind` in the schema. */
  refs: Reference[];
}

export interface Reference {
  kind: "asset" | "route" | "link" | "endpoint" | "service-id" | "industry-id";
  value: string;
  pointer: string;
}

type Located = { file: string; source: JsonSource };

/** Collects diagnostics, each placed at its pointer in its document's source. */
export class Reporter {
  readonly list: Diagnostic[] = [];
  /** A problem of the catalogue (src/core/diagnostics/codes.ts). */
  add(
    doc: Located,
    pointer: string,
    message: string,
    options: { code: DiagnosticCode; part?: "key" | "value" },
  ) {
    this.place(doc, pointer, message, options.code, options.part);
  }
  /** A problem a block type's own check found, under the code it declares (block-server.ts). */
  addBlockProblem(doc: Located, pointer: string, message: string, code: string) {
    this.place(doc, pointer, message, code);
  }
  private place(
    doc: Located,
    pointer: string,
    message: string,
    code: string,
    part?: "key" | "value",
  ) {
    const pos = doc.source.locate(pointer, part);
    this.list.push({
      code,
      file: doc.file,
      line: pos.line,
      column: pos.column,
      length: pos.length,
      pointer,
      message,
    });
  }
}
