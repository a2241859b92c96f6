/**
 * The layer rules of `npm run lint` (.dependency-cruiser.cjs), run on small made-up trees: an
 * import against the flow, between two blocks, round in a circle, from the Node side into a
 * block's folder past its definition, or from src/ into the Node side fails; the same tree
 * without it passes. dependency-cruiser runs in this process, with the configuration file's
 * rules and options and the reporter `npm run layers` uses (a process per case took 21 s for
 * the eight cases here, in-process 1 s).
 */
import { createRequire } from "node:module";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import {
  cruise as depcruise,
  type ICruiseOptions,
  type IForbiddenRuleType,
} from "dependency-cruiser";
import extractTSConfig from "dependency-cruiser/config-utl/extract-ts-config";
import { afterEach, beforeEach, describe, expect, it } from "vitest";

const root = join(dirname(fileURLToPath(import.meta.url)), "../../..");
const config = createRequire(import.meta.url)(join(root, ".dependency-cruiser.cjs")) as {
  forbidden: IForbiddenRuleType[];
  options: ICruiseOptions;
};

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "layers-"));
  writeFileSync(
    join(dir, "tsconfig.json"),
    JSON.stringify({ compilerOptions: { allowImportingTsExtensions: true, noEmit: true } }),
  );
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** Writes the files (path → source) and runs the house's rules on the folders they are in. */
async function cruise(files: Record<string, string>) {
  const folders = [...new Set(Object.keys(files).map((path) => path.split("/")[0]!))];
  for (const [path, source] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), source);
  }
  const result = await depcruise(
    folders,
    {
      ...config.options,
      ruleSet: { forbidden: config.forbidden },
      validate: true,
      outputType: "err-long",
      baseDir: dir,
    },
    undefined,
    { tsConfig: extractTSConfig(join(dir, "tsconfig.json")) },
  );
  // err-long wraps its advice: read it as one line.
  return { code: result.exitCode, output: String(result.output).replace(/\s+/g, " ") };
}

const tree = {
  "src/core/design/tokens.ts": "export const ink = '#000';\n",
  "src/ui/link.ts": "import { ink } from '../core/design/tokens.ts';\nexport const link = ink;\n",
  "src/blocks/cta/cta.ts": "import { link } from '../../ui/link.ts';\nexport const cta = link;\n",
  "src/blocks/text/text.ts":
    "import { ink } from '../../core/design/tokens.ts';\nexport const text = ink;\n",
  "src/render/registry.ts":
    "import { cta } from '../blocks/cta/cta.ts';\nexport const all = [cta];\n",
  "src/blocks/cta/server.ts": "export const check = () => [];\n",
  "src/blocks/cta/block.ts":
    "export default { type: 'cta', load: () => import('./cta.ts'), server: () => import('./server.ts') };\n",
  "src/render/definitions.ts":
    "import cta from '../blocks/cta/block.ts';\nexport const definitions = { cta };\n",
  "scripts/build.ts":
    "import { definitions } from '../src/render/definitions.ts';\nexport const built = definitions;\n",
  "src/site/app.ts": "import { all } from '../render/registry.ts';\nexport const app = all;\n",
};

describe("the layer rules", async () => {
  it("pass a tree whose imports all point down", async () => {
    const { code, output } = await cruise(tree);
    expect(output).toContain("no dependency violations found");
    expect(code).toBe(0);
  });

  it("fail an import up the layers, and say which rule and how to fix it", async () => {
    const { code, output } = await cruise({
      ...tree,
      "src/ui/link.ts": "import { app } from '../site/app.ts';\nexport const link = app;\n",
    });
    expect(code).not.toBe(0);
    expect(output).toContain("ui-not-to-site: src/ui/link.ts → src/site/app.ts");
    expect(output).toContain("move what both need down to ui or below");
  });

  it("fail a block that imports another block", async () => {
    const { code, output } = await cruise({
      ...tree,
      "src/blocks/cta/cta.ts":
        "import { text } from '../text/text.ts';\nexport const cta = text;\n",
    });
    expect(code).not.toBe(0);
    expect(output).toContain("no-block-to-block: src/blocks/cta/cta.ts → src/blocks/text/text.ts");
  });

  it("pass the Node side reaching a block through the definitions or its block.ts", async () => {
    const { code, output } = await cruise({
      ...tree,
      "scripts/check.ts":
        "import cta from '../src/blocks/cta/block.ts';\nexport const checked = cta.server();\n",
    });
    expect(output).toContain("no dependency violations found");
    expect(code).toBe(0);
  });

  it("fail the Node side importing a block's internals, past its definition", async () => {
    for (const internal of ["cta.ts", "server.ts"]) {
      const { code, output } = await cruise({
        ...tree,
        "scripts/build.ts": `import * as inside from '../src/blocks/cta/${internal}';\nexport const built = inside;\n`,
      });
      expect(code).not.toBe(0);
      expect(output).toContain(
        `no-node-side-to-block-internals: scripts/build.ts → src/blocks/cta/${internal}`,
      );
      expect(output).toContain("move what scripts/ needs into the type's Node-side hooks");
    }
  });

  it("fail src/ importing the Node side", async () => {
    const { code, output } = await cruise({
      ...tree,
      "src/core/design/tokens.ts":
        "import { built } from '../../../scripts/build.ts';\nexport const ink = built;\n",
    });
    expect(code).not.toBe(0);
    expect(output).toContain("no-src-to-node-side: src/core/design/tokens.ts → scripts/build.ts");
  });

  it("fail the Node side importing the editor's UI", async () => {
    const { code, output } = await cruise({
      ...tree,
      "src/app/editor/form/schema-tools.ts": "export const keywords = [];\n",
      "scripts/dev.ts":
        "import { keywords } from '../src/app/editor/form/schema-tools.ts';\nexport const dev = keywords;\n",
    });
    expect(code).not.toBe(0);
    expect(output).toContain(
      "no-node-side-to-editor: scripts/dev.ts → src/app/editor/form/schema-tools.ts",
    );
  });

  it("fail a cycle inside one layer", async () => {
    const { code, output } = await cruise({
      ...tree,
      "src/ui/a.ts": "import { b } from './b.ts';\nexport const a = () => b;\n",
      "src/ui/b.ts": "import { a } from './a.ts';\nexport const b = () => a;\n",
    });
    expect(code).not.toBe(0);
    expect(output).toContain("no-circular");
  });
});
