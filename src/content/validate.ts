/**
 * Validates every document under pages/ in one pass: JSON syntax, then the schema (ajv, with
 * the block union discriminated by `type`), then the checks across documents (routes, links,
 * assets, taxonomy ids). Every problem becomes a Diagnostic with file:line:column.
 *
 * Pure apart from the two callbacks in ValidateInput, so tests can feed it in-memory files.
 */
import Ajv, { type ValidateFunction } from "ajv";
import addFormats from "ajv-formats";
import type { PageDocument, SiteDocument, TaxonomyDocument } from "../generated/schema.ts";
import { parseJsonSource, type JsonSource } from "./json-source.ts";
import { didYouMean, sortDiagnostics, type Diagnostic } from "./diagnostics.ts";
import { resolvePath, type RouteTable } from "./routes.ts";
import { buildModel, type SiteModel } from "./model.ts";
import { contentChecks } from "./content-checks.ts";
import { CURRENT_SCHEMA_VERSION, versionOf } from "./migrations.ts";
import { forEachString } from "./strings.ts";
import { Reporter, type DocumentKind, type ParsedDocument, type Reference } from "./document.ts";
import { capitalize, explainSchemaErrors, lastSegment } from "./schema-errors.ts";

export type { DocumentKind, ParsedDocument, Reference };

export interface SourceFile {
  /** Project-relative path with forward slashes, for example pages/portfolio/pik.json. */
  file: string;
  text: string;
}

export type AssetStatus = "ok" | "missing" | "outside" | "unsafe";

export interface ValidateInput {
  files: SourceFile[];
  /** Schema files by path relative to schema/, for example "blocks/banner.schema.json". */
  schemas: Record<string, object>;
  /** Says whether a public path such as /media/pik/banner.png exists inside public/. */
  assetStatus: (publicPath: string) => AssetStatus;
  /** Says whether a `$schema` path, resolved from the document's folder, is the right schema file. */
  schemaPointerResolves?: (file: string, pointer: string, kind: DocumentKind) => boolean;
  /** Every file under public/media as a public path, for the unused-media warning. */
  mediaFiles?: string[];
}

export interface ValidateResult {
  diagnostics: Diagnostic[];
  /** The site model, present when there are no errors. */
  model?: SiteModel;
  documents: ParsedDocument[];
}

const schemaFileOf: Record<DocumentKind, string> = {
  page: "page.schema.json",
  site: "site.schema.json",
  taxonomy: "taxonomy.schema.json",
};

let collecting: Reference[] = [];

interface Validators {
  page: ValidateFunction;
  site: ValidateFunction;
  taxonomy: ValidateFunction;
  blockTypes: string[];
  /** A validator for any part of a schema, by key and JSON pointer ("blocks/text.schema.json#/properties/id"). */
  schemaAt: (ref: string) => ValidateFunction | undefined;
}

const validatorCache = new WeakMap<object, Validators>();

export function createValidators(schemas: Record<string, object>): Validators {
  const cached = validatorCache.get(schemas);
  if (cached) return cached;
  const ajv = new Ajv({
    allErrors: true,
    discriminator: true,
    strict: true,
    verbose: true,
    allowMatchingProperties: true,
  });
  addFormats(ajv, ["email"]);
  // Editor-only keyword (VS Code snippets); ajv must accept it in strict mode.
  ajv.addVocabulary(["defaultSnippets"]);
  ajv.addKeyword({
    keyword: "x-kind",
    schemaType: "string",
    // Collects every link, route, asset and taxonomy id for the checks across documents.
    validate: (
      kind: Reference["kind"],
      data: unknown,
      _schema: unknown,
      ctx?: { instancePath: string },
    ) => {
      if (typeof data === "string")
        collecting.push({ kind, value: data, pointer: ctx?.instancePath ?? "" });
      return true;
    },
  });
  for (const [key, schema] of Object.entries(schemas)) ajv.addSchema(schema, key);
  const get = (key: string) => {
    const fn = ajv.getSchema(key);
    if (!fn) throw new Error(`Schema ${key} is missing from schema/.`);
    return fn;
  };
  const union = schemas["block.schema.json"] as { oneOf: { $ref: string }[] };
  const blockTypes = union.oneOf.map((ref) => {
    const block = schemas[ref.$ref] as { properties: { type: { const: string } } };
    return block.properties.type.const;
  });
  const validators = {
    page: get("page.schema.json"),
    site: get("site.schema.json"),
    taxonomy: get("taxonomy.schema.json"),
    blockTypes,
    schemaAt: (ref: string) => ajv.getSchema(ref),
  };
  validatorCache.set(schemas, validators);
  return validators;
}

/** Which schema a document claims, from the file name its `$schema` points at. */
function kindOf(value: unknown): DocumentKind | undefined {
  const pointer = (value as { $schema?: unknown } | null)?.$schema;
  if (typeof pointer !== "string") return undefined;
  const name = pointer.split("/").pop();
  return (Object.keys(schemaFileOf) as DocumentKind[]).find((k) => schemaFileOf[k] === name);
}

function relativeSchemaPath(file: string, kind: DocumentKind): string {
  const depth = file.split("/").length - 1;
  return `${"../".repeat(depth)}schema/${schemaFileOf[kind]}`;
}

const SAFE_SCHEMES = /^(https:|mailto:|tel:)/i;

/** Only root-relative paths, fragments, https:, mailto: and tel: may appear in documents. */
export function linkProblem(href: string): string | undefined {
  const trimmed = href.trim();
  if (trimmed !== href)
    return `The link ${JSON.stringify(href)} has spaces around it; remove them.`;
  if (href.startsWith("//"))
    return `The link ${JSON.stringify(href)} leaves the site without a scheme. Write it as https://${href.slice(2)}.`;
  if (href.startsWith("/") || href.startsWith("#")) return undefined;
  if (SAFE_SCHEMES.test(href)) {
    if (/^https:/i.test(href) && !/^https:\/\/[^/\s]+/i.test(href))
      return `The link ${JSON.stringify(href)} is not a complete https:// address.`;
    return undefined;
  }
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(href)?.[1];
  if (scheme)
    return `Links may only use https:, mailto: or tel:, or be a path on this site such as /work. ${JSON.stringify(scheme + ":")} is not allowed.`;
  return `The link ${JSON.stringify(href)} must start with / (a path on this site), https:, mailto: or tel:.`;
}

const LINK_CHECKED_QUERY: Record<string, "services" | "industries"> = {
  filter: "services",
  industry: "industries",
};

export function validateDocuments(input: ValidateInput): ValidateResult {
  const report = new Reporter();
  const validators = createValidators(input.schemas);
  const documents: ParsedDocument[] = [];
  const routeClaims: RouteClaim[] = [];
  const invalidDocuments: ParsedDocument[] = [];

  // 1. Syntax and schema, document by document.
  for (const { file, text } of [...input.files].sort((a, b) => a.file.localeCompare(b.file))) {
    const source = parseJsonSource(text);
    const bare = { file, source };
    const claim = routeClaimOf(file, source);
    if (claim) routeClaims.push(claim);
    if (source.syntaxErrors.length) {
      for (const s of source.syntaxErrors) {
        report.list.push({
          code: "json-syntax",
          severity: "error",
          file,
          line: s.line,
          column: s.column,
          length: s.length,
          pointer: "",
          message: s.message,
        });
      }
      continue;
    }
    const kind = kindOf(source.value);
    if (!kind) {
      const isObject =
        source.value !== null && typeof source.value === "object" && !Array.isArray(source.value);
      const expected = relativeSchemaPath(
        file,
        file.endsWith("site.json") ? "site" : file.endsWith("taxonomy.json") ? "taxonomy" : "page",
      );
      report.add(
        bare,
        isObject && "$schema" in (source.value as object) ? "/$schema" : "",
        `This document does not say which schema it follows. Start it with "$schema": "${expected}".`,
        { code: "unknown-schema" },
      );
      continue;
    }
    const schemaPointer = (source.value as { $schema: string }).$schema;
    if (input.schemaPointerResolves && !input.schemaPointerResolves(file, schemaPointer, kind)) {
      report.add(
        bare,
        "/$schema",
        `"$schema" points at ${schemaPointer}, which is not the schema file from this folder. Use "${relativeSchemaPath(file, kind)}".`,
        { code: "schema-pointer" },
      );
    }
    collecting = [];
    const validate = validators[kind];
    const ok = validate(source.value);
    const refs = collecting;
    collecting = [];
    const doc: ParsedDocument = { file, kind, source, value: source.value, refs };
    if (!ok) {
      const version = versionOf(source.value as Record<string, unknown>);
      if (version < CURRENT_SCHEMA_VERSION) {
        // Everything else follows from the old version; migrating is the one fix.
        const where = version === 0 ? "" : "/schemaVersion";
        const message =
          version === 0
            ? 'This document has no "schemaVersion": it was written before schema versions.'
            : `This document is written for schema version ${version}; the current version is ${CURRENT_SCHEMA_VERSION}.`;
        report.add(doc, where, `${message} Run \`npm run migrate\` to update it.`, {
          code: "old-schema-version",
        });
        continue;
      }
      explainSchemaErrors(doc, validate.errors ?? [], validators.blockTypes, report);
      // Its links and files are still checked, so one pass reports every problem.
      invalidDocuments.push(doc);
      continue;
    }
    documents.push(doc);
  }

  // 2. Across documents.
  const sites = documents.filter((d) => d.kind === "site") as ParsedDocument<SiteDocument>[];
  const taxonomies = documents.filter(
    (d) => d.kind === "taxonomy",
  ) as ParsedDocument<TaxonomyDocument>[];
  const pages = documents.filter((d) => d.kind === "page") as ParsedDocument<PageDocument>[];
  for (const [list, name] of [
    [sites, "site"],
    [taxonomies, "taxonomy"],
  ] as const) {
    for (const extra of list.slice(1)) {
      report.add(
        extra,
        "/$schema",
        `There is already a ${name} document (${list[0]!.file}); there can be only one.`,
        { code: "duplicate-document" },
      );
    }
  }
  const site = sites[0];
  const taxonomy = taxonomies[0];
  const hasSchemaErrors = report.list.some((d) => d.severity === "error");
  if (!hasSchemaErrors && !site) report.list.push(missingDocument("pages/site.json", "site"));
  if (!hasSchemaErrors && !taxonomy)
    report.list.push(missingDocument("pages/taxonomy.json", "taxonomy"));

  // Routes and aliases: each address belongs to one page. Documents that failed the schema
  // still claim their routes, so one broken page does not make every link to it an error too.
  const claims = new Map<string, { doc: RouteClaim; pointer: string }[]>();
  for (const claim of routeClaims) {
    const addresses: [string, string][] = [
      [claim.route, "/route"],
      ...claim.aliases.map((a, i): [string, string] => [a, `/aliases/${i}`]),
    ];
    for (const [address, pointer] of addresses)
      claims.set(address, [...(claims.get(address) ?? []), { doc: claim, pointer }]);
  }
  const table: RouteTable = { routes: [], aliases: {}, families: site?.value.routeFamilies ?? [] };
  for (const [address, owners] of claims) {
    if (owners.length > 1) {
      for (const { doc, pointer } of owners) {
        const others = owners
          .filter((o) => o.doc !== doc || o.pointer !== pointer)
          .map((o) => (o.doc === doc ? `this document (${o.pointer})` : o.doc.file));
        report.add(
          doc,
          pointer,
          `The address ${address} is also used by ${others.join(" and ")}. Every page needs its own address; change one of them.`,
          { code: "duplicate-route" },
        );
      }
    }
    const first = owners[0]!;
    if (first.pointer === "/route") table.routes.push(address);
    else table.aliases[address] = first.doc.route;
  }
  const everyAddress = [...claims.keys()];

  const serviceIds = new Set<string>();
  const industryIds = new Set<string>();
  const linkIds = { services: new Set<string>(), industries: new Set<string>() };
  if (taxonomy) {
    for (const [listName, ids] of [
      ["services", serviceIds],
      ["industries", industryIds],
    ] as const) {
      const seenIds = new Map<string, number>();
      taxonomy.value[listName].forEach((cat, i) => {
        for (const [id, pointer] of [
          [cat.id, `/${listName}/${i}/id`],
          ...(cat.aliases ?? []).map((a, j) => [a, `/${listName}/${i}/aliases/${j}`]),
        ] as const) {
          if (seenIds.has(id))
            report.add(
              taxonomy,
              pointer,
              `The id "${id}" is already used in ${listName} (entry ${seenIds.get(id)}). Ids and aliases must be unique.`,
              { code: "duplicate-id" },
            );
          seenIds.set(id, i);
          linkIds[listName].add(id);
        }
        ids.add(cat.id);
      });
    }
  }

  for (const doc of [...documents, ...invalidDocuments]) {
    for (const ref of doc.refs) {
      const what = refLabel(doc, ref.pointer);
      switch (ref.kind) {
        case "asset": {
          const status = input.assetStatus(ref.value);
          if (status === "unsafe" || status === "outside") {
            report.add(
              doc,
              ref.pointer,
              `${ref.value} is not a safe asset path. Use a plain path under public/ such as /media/acme/banner.png (no "..", backslashes, encoded dots or links that leave the project).`,
              { code: "unsafe-asset" },
            );
          } else if (status === "missing") {
            report.add(
              doc,
              ref.pointer,
              `The file public${ref.value} does not exist. Add it, or fix the path.`,
              { code: "missing-asset" },
            );
          }
          break;
        }
        case "route": {
          if (resolvePath(ref.value, table).kind !== "page") {
            const guess = didYouMean(ref.value, everyAddress);
            report.add(
              doc,
              ref.pointer,
              `${what} of ${doc.file} points to ${ref.value}, but no page has that route.${guess ? ` Did you mean ${guess}?` : ""}`,
              { code: "unknown-route" },
            );
          }
          break;
        }
        case "link":
        case "endpoint": {
          const problem = linkProblem(ref.value);
          if (problem) {
            report.add(doc, ref.pointer, problem, { code: "unsafe-link" });
            break;
          }
          if (!ref.value.startsWith("/")) break;
          if (ref.kind === "endpoint") break; // served by the form collector, not a page
          const url = new URL(ref.value, "https://site.invalid");
          if (resolvePath(url.pathname, table).kind !== "page") {
            const guess = didYouMean(url.pathname, everyAddress);
            report.add(
              doc,
              ref.pointer,
              `The link ${ref.value} goes to no page.${guess ? ` Did you mean ${guess}?` : ""}`,
              { code: "unknown-route" },
            );
            break;
          }
          for (const [param, listName] of Object.entries(LINK_CHECKED_QUERY)) {
            const id = url.searchParams.get(param);
            if (id !== null && taxonomy && !linkIds[listName].has(id)) {
              const guess = didYouMean(id, linkIds[listName]);
              report.add(
                doc,
                ref.pointer,
                `The link ${ref.value} filters by ${param} "${id}", which is no ${listName === "services" ? "service" : "industry"} id or alias in pages/taxonomy.json.${guess ? ` Did you mean "${guess}"?` : ""}`,
                { code: "unknown-taxonomy-id" },
              );
            }
          }
          break;
        }
        case "service-id":
        case "industry-id": {
          const ids = ref.kind === "service-id" ? serviceIds : industryIds;
          if (taxonomy && !ids.has(ref.value)) {
            const guess = didYouMean(ref.value, ids);
            report.add(
              doc,
              ref.pointer,
              `"${ref.value}" is not a${ref.kind === "service-id" ? " service" : "n industry"} id in pages/taxonomy.json.${guess ? ` Did you mean "${guess}"?` : ` Use one of: ${[...ids].join(", ")}.`}`,
              { code: "unknown-taxonomy-id" },
            );
          }
          break;
        }
      }
    }
  }

  contentChecks({
    documents,
    table,
    mediaFiles: input.mediaFiles,
    schemaAssets: schemaAssetPaths(input.schemas),
    warn: (doc, pointer, message, code, part) =>
      report.add(doc, pointer, message, { code, part, severity: "warning" }),
  });

  const diagnostics = sortDiagnostics(report.list);
  const failed = diagnostics.some((d) => d.severity === "error");
  return {
    diagnostics,
    documents,
    model:
      failed || !site || !taxonomy
        ? undefined
        : buildModel({
            site: site.value,
            taxonomy: taxonomy.value,
            pages: pages.map((p) => ({
              file: p.file,
              doc: p.value,
              assets: [...new Set(p.refs.filter((r) => r.kind === "asset").map((r) => r.value))],
            })),
            routeTable: table,
          }),
  };
}

interface RouteClaim {
  file: string;
  source: JsonSource;
  route: string;
  aliases: string[];
}

/** The addresses a page document claims, read leniently so even a broken document keeps them. */
function routeClaimOf(file: string, source: JsonSource): RouteClaim | undefined {
  const value = (source.value ?? source.lenientValue) as
    { route?: unknown; aliases?: unknown; $schema?: unknown } | undefined;
  if (
    !value ||
    typeof value.route !== "string" ||
    kindOf(value) === "site" ||
    kindOf(value) === "taxonomy"
  )
    return undefined;
  const aliases = Array.isArray(value.aliases)
    ? value.aliases.filter((a): a is string => typeof a === "string")
    : [];
  return { file, source, route: value.route, aliases };
}

/** Asset paths the schemas mention (their examples), which count as used. */
function schemaAssetPaths(schemas: Record<string, object>): string[] {
  const found = new Set<string>();
  forEachString(schemas, (text) => {
    if (text.startsWith("/media/")) found.add(text);
  });
  return [...found];
}

function refLabel(doc: ParsedDocument, pointer: string): string {
  const last = lastSegment(pointer);
  if (doc.kind === "page" && (last === "next" || last === "previous")) return capitalize(last);
  if (last === "fallback") return "The fallback";
  return `"${last}"`;
}

function missingDocument(file: string, kind: DocumentKind): Diagnostic {
  return {
    code: "missing-document",
    severity: "error",
    file,
    line: 1,
    column: 1,
    length: 1,
    pointer: "",
    message: `The ${kind} document is missing. Create ${file} with "$schema": "../schema/${schemaFileOf[kind]}".`,
  };
}
