/**
 * Reads schema/ and pages/ from disk and checks asset paths
 * against public/, then hands everything to the pure validator.
 */
import { readFileSync, readdirSync, existsSync, realpathSync, statSync } from "node:fs";
import { join, relative, resolve, sep, dirname } from "node:path";
import {
  validateDocuments,
  type AssetStatus,
  type SourceFile,
  type ValidateResult,
} from "./validate.ts";
import { documentSchemaKey, type DocumentKind } from "../../src/core/schema/schema-keys.ts";
import type { Schemas } from "../../src/core/schema/json-schema.ts";
import type { BlockServers } from "../../src/core/blocks/block-server.ts";
import { VECTOR_FILE } from "./resolve.ts";
import { vectorProblem } from "./vector.ts";

export interface LoadOptions {
  /** Project root: holds schema/, pages/ and public/. */
  root: string;
  /** Folder with the documents; defaults to <root>/pages. */
  pagesDir?: string;
  /** Folder with the assets; defaults to <root>/public. */
  publicDir?: string;
  /** Extra in-memory documents (tests), paths relative to root. */
  extraFiles?: SourceFile[];
  /**
   * A document's text read in place of its file's (the editor's unsaved edit), its path relative
   * to root like the files read; one that names no file under pagesDir is not added.
   */
  edited?: SourceFile;
  /**
   * The schemas, when the caller keeps them: the validators compiled for a schemas object are
   * reused while it is the same object (validators.ts). Read from root unless given.
   */
  schemas?: Schemas;
  /** The block types' Node-side hooks, whose checks then run too (see ValidateInput). */
  servers?: BlockServers;
}

function walk(dir: string, out: string[] = []): string[] {
  if (!existsSync(dir)) return out;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) walk(path, out);
    else if (entry.name.endsWith(".json")) out.push(path);
  }
  return out;
}

const toPosix = (path: string) => path.split(sep).join("/");

/**
 * Every schema, keyed by its path from the project root (see schema-keys.ts): the document
 * schemas under schema/ and each block type's src/blocks/<type>/schema.json.
 */
export function loadSchemas(root: string): Schemas {
  const schemas: Schemas = {};
  const blocksDir = join(root, "src", "blocks");
  const blockSchemas = existsSync(blocksDir)
    ? readdirSync(blocksDir)
        .map((type) => join(blocksDir, type, "schema.json"))
        .filter((file) => existsSync(file))
    : [];
  for (const file of [...walk(join(root, "schema")), ...blockSchemas]) {
    schemas[toPosix(relative(root, file))] = JSON.parse(readFileSync(file, "utf8"));
  }
  return schemas;
}

export function readDocuments(root: string, pagesDir = join(root, "pages")): SourceFile[] {
  return walk(pagesDir)
    .sort()
    .map((path) => ({ file: toPosix(relative(root, path)), text: readFileSync(path, "utf8") }));
}

/** Asset paths are public paths: "/media/x.png" → <public>/media/x.png, and must stay inside. */
export function assetChecker(publicDir: string): (publicPath: string) => AssetStatus {
  const base = realpathSync(publicDir);
  return (publicPath) => {
    if (!publicPath.startsWith("/") || publicPath.startsWith("//")) return "unsafe";
    if (/[\\%]|\.\.|\p{Cc}/u.test(publicPath) || /(^|\/)\.(\/|$)/.test(publicPath)) return "unsafe";
    const target = resolve(base, "." + publicPath);
    if (!target.startsWith(base + sep)) return "outside";
    if (!existsSync(target)) return "missing";
    const real = realpathSync(target);
    if (!real.startsWith(base + sep)) return "outside";
    if (!statSync(real).isFile()) return "missing";
    return VECTOR_FILE.test(real) && vectorProblem(readFileSync(real, "utf8")) ? "active" : "ok";
  };
}

/**
 * Where the documents and assets are: pages/ and public/ unless CONTENT_PAGES_DIR and
 * CONTENT_PUBLIC_DIR say otherwise (fixture sites, the scale test).
 */
export function contentDirs(root: string, env: Record<string, string | undefined> = process.env) {
  return {
    pagesDir: resolve(root, env.CONTENT_PAGES_DIR || "pages"),
    publicDir: resolve(root, env.CONTENT_PUBLIC_DIR || "public"),
  };
}

/** Every file under <public>/media, as public paths. */
export function listMedia(publicDir: string): string[] {
  const out: string[] = [];
  const visit = (dir: string) => {
    if (!existsSync(dir)) return;
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) visit(path);
      else out.push("/" + toPosix(relative(publicDir, path)));
    }
  };
  visit(join(publicDir, "media"));
  return out.sort();
}

export function loadAndValidate(options: LoadOptions): ValidateResult {
  const root = resolve(options.root);
  const schemas = options.schemas ?? loadSchemas(root);
  const { edited } = options;
  const files = [
    ...readDocuments(root, options.pagesDir).map((f) => (f.file === edited?.file ? edited : f)),
    ...(options.extraFiles ?? []),
  ];
  const publicDir = options.publicDir ?? join(root, "public");
  return validateDocuments({
    files,
    schemas,
    mediaFiles: listMedia(publicDir),
    assetStatus: assetChecker(publicDir),
    schemaPointerResolves: schemaPointerChecker(root),
    servers: options.servers,
  });
}

/** Whether a document's "$schema", resolved from its folder, is the schema file of its kind. */
export function schemaPointerChecker(root: string) {
  return (file: string, pointer: string, kind: DocumentKind) =>
    resolve(root, dirname(file), pointer) === join(root, documentSchemaKey[kind]);
}
