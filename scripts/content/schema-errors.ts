/**
 * Turns ajv's errors for one document into plain-words diagnostics, one per real problem: what
 * is wrong, where, and how to fix it.
 */
import type { ErrorObject } from "ajv";
import { didYouMean, quoteList } from "./diagnostics.ts";
import type { ParsedDocument, Reporter } from "./document.ts";

function valueAt(root: unknown, pointer: string): unknown {
  let node = root;
  for (const seg of pointer.split("/").slice(1)) {
    if (node === null || typeof node !== "object") return undefined;
    node = (node as Record<string, unknown>)[seg.replace(/~1/g, "/").replace(/~0/g, "~")];
  }
  return node;
}

/** "the palette block" for /blocks/2, "this entry" elsewhere. */
function describeObject(root: unknown, pointer: string): string {
  const block = /^\/blocks\/\d+$/.test(pointer) ? valueAt(root, pointer) : undefined;
  const type = (block as { type?: unknown } | undefined)?.type;
  return typeof type === "string"
    ? `the ${type} block`
    : pointer === ""
      ? "this document"
      : "this entry";
}

function typeName(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "a list";
  if (typeof value === "string")
    return `text (${JSON.stringify(value.length > 30 ? value.slice(0, 30) + "…" : value)})`;
  if (typeof value === "number") return `a number (${value})`;
  if (typeof value === "boolean") return `${value}`;
  return "an object";
}

const expectedName: Record<string, string> = {
  string: "text in double quotes",
  integer: "a whole number",
  number: "a number",
  boolean: "true or false",
  array: "a list in [ ]",
  object: "an object in { }",
};

export function lastSegment(pointer: string): string {
  return pointer.split("/").pop() ?? "";
}

/** Turns ajv's errors for one document into plain-words diagnostics, one per real problem. */
export function explainSchemaErrors(
  doc: ParsedDocument,
  errors: ErrorObject[],
  blockTypes: string[],
  report: Reporter,
) {
  const root = doc.value;
  // A misspelt property shows up twice: unknown "colour" and missing "colors". Report it once.
  const missingByObject = new Map<string, Set<string>>();
  for (const e of errors) {
    if (e.keyword === "required") {
      const set = missingByObject.get(e.instancePath) ?? new Set();
      set.add((e.params as { missingProperty: string }).missingProperty);
      missingByObject.set(e.instancePath, set);
    }
  }
  const explainedMissing = new Set<string>();
  for (const e of errors) {
    if (e.keyword !== "additionalProperties") continue;
    const prop = (e.params as { additionalProperty: string }).additionalProperty;
    const missing = missingByObject.get(e.instancePath);
    const suggestion = missing ? didYouMean(prop, missing) : undefined;
    if (suggestion) explainedMissing.add(`${e.instancePath}\u0000${suggestion}`);
  }

  const seen = new Set<string>();
  for (const e of errors) {
    const path = e.instancePath;
    const where = describeObject(root, path);
    const key = `${e.keyword}${path}${JSON.stringify(e.params)}`;
    if (seen.has(key)) continue;
    seen.add(key);
    switch (e.keyword) {
      case "discriminator": {
        const params = e.params as { error: string; tag: string; tagValue: unknown };
        const isBlock = /^\/blocks\/\d+$/.test(path) && params.tag === "type";
        const options = isBlock ? blockTypes : discriminatorOptions(e);
        const noun = isBlock ? "block type" : `"${params.tag}"`;
        if (params.error === "mapping" && typeof params.tagValue === "string") {
          const guess = didYouMean(params.tagValue, options);
          const hint = guess ? ` Did you mean "${guess}"?` : ` Use one of: ${options.join(", ")}.`;
          report.add(doc, `${path}/${params.tag}`, `Unknown ${noun} "${params.tagValue}".${hint}`, {
            code: isBlock ? "unknown-block-type" : "unknown-variant",
          });
        } else {
          report.add(
            doc,
            path,
            `This ${isBlock ? "block" : "entry"} needs a "${params.tag}" (text): one of ${options.join(", ")}.`,
            { code: "missing-type" },
          );
        }
        break;
      }
      case "additionalProperties": {
        const prop = (e.params as { additionalProperty: string }).additionalProperty;
        const allowed = Object.keys((e.parentSchema as { properties?: object }).properties ?? {});
        const missing = missingByObject.get(path);
        const guess =
          didYouMean(prop, missing && missing.size ? [...missing] : allowed) ??
          didYouMean(prop, allowed);
        const hint = guess ? ` Did you mean "${guess}"?` : ` Allowed here: ${allowed.join(", ")}.`;
        report.add(
          doc,
          `${path}/${prop.replace(/~/g, "~0").replace(/\//g, "~1")}`,
          `Unknown property "${prop}" in ${where}.${hint}`,
          { code: "unknown-property", part: "key" },
        );
        break;
      }
      case "required": {
        const prop = (e.params as { missingProperty: string }).missingProperty;
        if (explainedMissing.has(`${path}\u0000${prop}`)) break;
        if (path === "" && prop === "schemaVersion") {
          report.add(
            doc,
            "",
            'This document has no "schemaVersion": it was written before schema versions. Run `npm run migrate` to update it.',
            { code: "old-schema-version" },
          );
          break;
        }
        const propSchema = ((
          e.parentSchema as { properties?: Record<string, { description?: string }> }
        ).properties ?? {})[prop];
        const about = propSchema?.description
          ? ` ${propSchema.description.charAt(0).toLowerCase()}${propSchema.description.slice(1)}`
          : "";
        report.add(
          doc,
          path,
          `${capitalize(where)} is missing the required property "${prop}". Add it:${about || " see the schema."}`,
          { code: "missing-property" },
        );
        break;
      }
      case "type": {
        const want = String((e.params as { type: string }).type)
          .split(",")
          .map((t) => expectedName[t] ?? t)
          .join(" or ");
        report.add(
          doc,
          path,
          `${fieldName(path)} should be ${want}, but it is ${typeName(e.data)}.`,
          { code: "wrong-type" },
        );
        break;
      }
      case "enum": {
        const allowed = (e.params as { allowedValues: unknown[] }).allowedValues;
        const guess =
          typeof e.data === "string" ? didYouMean(e.data, allowed.map(String)) : undefined;
        report.add(
          doc,
          path,
          `${JSON.stringify(e.data)} is not allowed for "${lastSegment(path)}".${guess ? ` Did you mean "${guess}"?` : ""} Use ${quoteList(allowed)}.`,
          { code: "not-allowed-value" },
        );
        break;
      }
      case "const": {
        const allowed = (e.params as { allowedValue: unknown }).allowedValue;
        if (lastSegment(path) === "schemaVersion" && Number(e.data) > Number(allowed)) {
          // Migrating cannot help: the document is ahead of this copy of the project.
          report.add(
            doc,
            path,
            `This document is written for schema version ${JSON.stringify(e.data)}, which is newer than this project knows: it reads version ${JSON.stringify(allowed)}. Update the project (git pull, then npm ci), or set "schemaVersion": ${JSON.stringify(allowed)} if ${JSON.stringify(e.data)} was a slip.`,
            { code: "newer-schema-version" },
          );
        } else if (lastSegment(path) === "schemaVersion") {
          report.add(
            doc,
            path,
            `This document is written for schema version ${JSON.stringify(e.data)}, but the current version is ${JSON.stringify(allowed)}. Run \`npm run migrate\` to update it.`,
            { code: "old-schema-version" },
          );
        } else {
          report.add(doc, path, `"${lastSegment(path)}" must be ${JSON.stringify(allowed)}.`, {
            code: "not-allowed-value",
          });
        }
        break;
      }
      case "pattern": {
        const description = (e.parentSchema as { description?: string }).description ?? "";
        report.add(
          doc,
          path,
          `${JSON.stringify(e.data)} is not in the expected form for "${lastSegment(path)}". ${description}`.trim(),
          { code: "bad-format" },
        );
        break;
      }
      case "format":
        report.add(
          doc,
          path,
          `${JSON.stringify(e.data)} is not a valid ${(e.params as { format: string }).format} address.`,
          { code: "bad-format" },
        );
        break;
      case "minLength":
        report.add(doc, path, `"${lastSegment(path)}" must not be empty.`, { code: "empty-value" });
        break;
      case "minItems":
        report.add(
          doc,
          path,
          `"${lastSegment(path)}" needs at least ${(e.params as { limit: number }).limit} entr${(e.params as { limit: number }).limit === 1 ? "y" : "ies"}.`,
          { code: "empty-value" },
        );
        break;
      case "uniqueItems":
        report.add(
          doc,
          path,
          `"${lastSegment(path)}" lists the same value twice (entries ${(e.params as { j: number; i: number }).j} and ${(e.params as { i: number }).i}). Remove the repeat.`,
          { code: "duplicate-value" },
        );
        break;
      case "minimum":
      case "maximum":
        report.add(doc, path, `"${lastSegment(path)}" ${e.message}.`, { code: "out-of-range" });
        break;
      case "if":
      case "oneOf":
        break; // the branch's own error says what is wrong
      default:
        report.add(
          doc,
          path,
          `${capitalize(lastSegment(path) || "value")} ${e.message ?? "is not valid"}.`,
          { code: "schema" },
        );
    }
  }
}

function discriminatorOptions(e: ErrorObject): string[] {
  const parent = e.parentSchema as {
    oneOf?: { properties?: Record<string, { const?: string }> }[];
    discriminator?: { propertyName: string };
  };
  const tag = parent.discriminator?.propertyName ?? "type";
  return (parent.oneOf ?? [])
    .map((branch) => branch.properties?.[tag]?.const)
    .filter((v): v is string => typeof v === "string");
}

/** "hex" for /blocks/2/colors/0/hex; "Entry 1 of "paragraphs"" for /blocks/1/paragraphs/0. */
function fieldName(pointer: string): string {
  const parts = pointer.split("/");
  const last = parts[parts.length - 1] ?? "";
  if (/^\d+$/.test(last)) return `Entry ${Number(last) + 1} of "${parts[parts.length - 2] ?? ""}"`;
  return `"${last}"`;
}

export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
