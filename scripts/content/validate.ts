/**
 * Validates every document under pages/ in one pass: JSON syntax, then the schema (ajv, with
 * the block union discriminated by `type`; validators.ts, worded by schema-errors.ts), then the
 * checks across documents: routes (route-claims.ts), links, assets and taxonomy ids
 * (reference-checks.ts), the content lint (content-checks.ts), links from live pages to drafts
 * (drafts.ts) and the block types' own checks (block-checks.ts). Every problem becomes a
 * Diagnostic with file:line:column.
 *
 * Pure apart from the two callbacks in ValidateInput, so tests can feed it in-memory files.
 */
import type { PageDocument, SiteDocument, TaxonomyDocument } from "../../src/generated/schema.ts";
import { parseJsonSource } from "./json-source.ts";
import type { Schemas } from "../../src/core/schema/json-schema.ts";
import { sortDiagnostics } from "./diagnostics.ts";
import { isError, type Diagnostic } from "../../src/core/diagnostics/diagnostics.ts";
import { buildModel, type SiteModel } from "./model.ts";
import { contentChecks } from "./content-checks.ts";
import { checkBlocks } from "./block-checks.ts";
import type { BlockServers } from "../../src/core/blocks/block-server.ts";
import { CURRENT_SCHEMA_VERSION, versionOf } from "./migrations.ts";
import { forEachString } from "./strings.ts";
import { Reporter, type AssetStatus, type ParsedDocument, type Reference } from "./document.ts";
import type { DocumentKind } from "../../src/core/schema/schema-keys.ts";
import { explainSchemaErrors } from "./schema-errors.ts";
import { createValidators, kindOf, relativeSchemaPath, schemaFileOf } from "./validators.ts";
import { routeClaimOf, routeTableOf, type RouteClaim } from "./route-claims.ts";
import { checkReferences } from "./reference-checks.ts";
import { draftLinkWarnings } from "./drafts.ts";

export type { AssetStatus, ParsedDocument, Reference };

export interface SourceFile {
  /** Project-relative path with forward slashes, for example pages/portfolio/pik.json. */
  file: string;
  text: string;
}

export interface ValidateInput {
  files: SourceFile[];
  /** Schema files by path from the project root, for example "src/blocks/banner/schema.json". */
  schemas: Schemas;
  /** Says whether a public path such as /media/pik/banner.png exists inside public/. */
  assetStatus: (publicPath: string) => AssetStatus;
  /** Says whether a `$schema` path, resolved from the document's folder, is the right schema file. */
  schemaPointerResolves?: (file: string, pointer: string, kind: DocumentKind) => boolean;
  /** Every file under public/media as a public path, for the unused-media warning. */
  mediaFiles?: string[];
  /**
   * The block types' Node-side hooks, whose checks run over the pages (loaded by the caller from
   * src/render/definitions.ts with loadServers), and which say the block that links the case
   * studies' chain, checked too. Without them only the house's other checks run: the dev
   * server's gate, which reports errors only, and the tools that need the model alone.
   */
  servers?: BlockServers;
}

export interface ValidateResult {
  diagnostics: Diagnostic[];
  /** The site model, present when there are no errors. */
  model?: SiteModel;
  documents: ParsedDocument[];
}

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
    const { ok, refs } = validators.check(kind, source.value);
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
      explainSchemaErrors(doc, validators[kind].errors ?? [], validators.blockTypes, report);
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
  const hasSchemaErrors = report.list.some(isError);
  if (!hasSchemaErrors && !site) report.list.push(missingDocument("pages/site.json", "site"));
  if (!hasSchemaErrors && !taxonomy)
    report.list.push(missingDocument("pages/taxonomy.json", "taxonomy"));

  const { table, everyAddress } = routeTableOf(routeClaims, site?.value, report);
  checkReferences({
    documents: [...documents, ...invalidDocuments],
    taxonomy,
    table,
    everyAddress,
    assetStatus: input.assetStatus,
    report,
  });

  contentChecks({
    documents,
    table,
    mediaFiles: input.mediaFiles,
    schemaAssets: schemaAssetPaths(input.schemas),
    servers: input.servers,
    warn: (doc, pointer, message, code, part) => report.add(doc, pointer, message, { code, part }),
  });
  draftLinkWarnings(documents, table, report, input.servers ?? {});
  checkBlocks(pages, input.servers ?? {}, (page, pointer, message, code) =>
    report.addBlockProblem(page, pointer, message, code),
  );

  const diagnostics = sortDiagnostics(report.list);
  const failed = diagnostics.some(isError);
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

/** Asset paths the schemas mention (their examples), which count as used. */
function schemaAssetPaths(schemas: Schemas): string[] {
  const found = new Set<string>();
  forEachString(schemas, (text) => {
    if (text.startsWith("/media/")) found.add(text);
  });
  return [...found];
}

function missingDocument(file: string, kind: DocumentKind): Diagnostic {
  return {
    code: "missing-document",
    file,
    line: 1,
    column: 1,
    length: 1,
    pointer: "",
    message: `The ${kind} document is missing. Create ${file} with "$schema": "../schema/${schemaFileOf[kind]}".`,
  };
}
