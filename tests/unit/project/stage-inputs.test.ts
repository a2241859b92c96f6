/**
 * A stage wireit skips as fresh must not have missed a change it reads: each stage's input files
 * (package.json's `wireit` section, expanded by wireit's own glob) are checked against what git
 * would commit. A stage reads every file but the ones it is said not to need; the list below is
 * what each may leave out, and nothing the run itself writes is an input (it would never be fresh).
 */
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import ts from "typescript";
import { beforeAll, describe, expect, it } from "vitest";
import { glob } from "wireit/lib/util/glob.js";
import { readStages, type StageConfig } from "../../../scripts/checks/test-stages.ts";

const root = join(import.meta.dirname, "../../..");
/** What wireit leaves out of every stage's files by itself. */
const WIREIT_EXCLUDES = ["!.git/**", "!node_modules/**", "!.wireit/**"];

function gitFiles(...args: string[]) {
  return execFileSync("git", ["ls-files", "-z", ...args], {
    cwd: root,
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  })
    .split("\0")
    .filter(Boolean);
}

async function inputsOf(stage: StageConfig) {
  const found = await glob([...stage.files, ...WIREIT_EXCLUDES], {
    cwd: root,
    absolute: true,
    followSymlinks: true,
    includeDirectories: false,
    expandDirectories: true,
    throwIfOutsideCwd: false,
  });
  return new Set(found.map((file) => relative(root, file.path)));
}

/** Files a stage may leave out of its inputs: it never reads them. */
const NOT_READ: Record<string, RegExp> = {
  // The site's build reads no test, doc, or CI script.
  build: /^(tests\/|docs\/|\.ci\/|[^/]+\.md$)/,
  budgets: /^(tests\/|docs\/|\.ci\/|[^/]+\.md$)/,
  "check:dist": /^(tests\/|docs\/|\.ci\/|[^/]+\.md$)/,
  // The browser tests read no unit or host test, doc or CI script (docs/editor/ they only write).
  e2e: /^(tests\/unit\/|tests\/hosts\/|docs\/|\.ci\/|[^/]+\.md$)/,
  "e2e:timing": /^(tests\/unit\/|tests\/hosts\/|docs\/|\.ci\/|[^/]+\.md$)/,
  hosts: /^(tests\/e2e\/.*\.spec\.ts$|tests\/unit\/|docs\/|[^/]+\.md$)/,
  // The unit tests import the browser tests' helpers, not their specs.
  unit: /^tests\/e2e\/.*\.spec\.ts$/,
  // tsc reads the code and the JSON it imports.
  typecheck: /^(?!.*\.(ts|tsx|mts|cts|json)$)/,
};

describe("npm test's stages read every file they depend on", () => {
  const stages = readStages(root);
  const inputs = new Map<string, Set<string>>();
  // What git would commit: tracked, or new and not ignored.
  const committed = gitFiles("--cached", "--others", "--exclude-standard");
  beforeAll(async () => {
    for (const stage of stages) inputs.set(stage.name, await inputsOf(stage));
  }, 60_000);

  it.each(stages.map((s) => s.name))("%s", (name) => {
    const read = inputs.get(name)!;
    const rule = NOT_READ[name];
    const missed = committed.filter((file) => !read.has(file) && !rule?.test(file));
    expect(missed, `${name} does not hear of a change to these`).toEqual([]);
    // Every stage reads the site's sources and documents.
    for (const file of ["src/ui/modal.tsx", "pages/home.json", "package.json"])
      expect(read.has(file), `${name} reads ${file}`).toBe(true);
  });

  // What a rule above leaves out must really be unread: nothing a stage reads imports it.
  const imports = new Map<string, string[]>();
  function importsOf(file: string) {
    let found = imports.get(file);
    if (!found) {
      const text = readFileSync(join(root, file), "utf8");
      found = ts
        .preProcessFile(text, true, true)
        .importedFiles.map((i) => i.fileName)
        .filter((name) => name.startsWith("."))
        .map((name) => relative(root, join(root, dirname(file), name)))
        .filter((target) => existsSync(join(root, target)));
      imports.set(file, found);
    }
    return found;
  }
  it.each(stages.map((s) => s.name))("%s: what its files import is among them", (name) => {
    const read = inputs.get(name)!;
    const missed = [...read]
      .filter((file) => /\.(ts|tsx|mts|cts)$/.test(file))
      .flatMap((file) => importsOf(file).map((target) => [file, target]))
      .filter(([, target]) => !read.has(target!));
    expect(missed, `${name} reads these, not among its files`).toEqual([]);
  });

  it("takes nothing the run writes or git ignores as an input", () => {
    const ignored = new Set(gitFiles("--others", "--ignored", "--exclude-standard"));
    for (const stage of stages) {
      const written = [...inputs.get(stage.name)!].filter((file) => ignored.has(file));
      expect(written, `${stage.name}'s inputs`).toEqual([]);
    }
  });
});
