/**
 * The new-block check (`npm run check:new-block`, scripts/cli/check-new-block.ts) proves the recipe in CONTRIBUTING.md, that a new block type is one
 * new folder. In a throwaway copy of the project it
 *  1. adds src/blocks/pull-quote/ (schema.json with a default, block.ts, pull-quote.tsx, and
 *     server.ts with a content check) and, beside it, a folder holding only a schema: after
 *     `npm run types`, tsc over what a block touches (the registry and what it imports) must
 *     fail, name that folder, and report nothing else (so the new block type itself
 *     typechecks, its component reading the defaulted property as present: one tsc run proves
 *     both);
 *  2. removes the incomplete folder, regenerates, adds a page that uses the new block (leaving
 *     out the defaulted property, and tripping the check) and builds: the page must show the
 *     quote and the default, the build must print the check's warning, AUTHORING.md must list
 *     its code, and the search index must hold the block's entry;
 *  3. asks git what changed: the new folder, the page, and only the generated files.
 * The media, the derived images and the installed packages are linked, not copied. Run by
 * `npm test` after the build (it reuses the encoded images).
 */
import { execFileSync, spawnSync } from "node:child_process";
import {
  appendFileSync,
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { JSDOM } from "jsdom";

const root = join(dirname(fileURLToPath(import.meta.url)), "../..");
const TYPE = "pull-quote";

const schema = {
  $schema: "http://json-schema.org/draft-07/schema#",
  title: "PullQuoteBlock",
  description: "One sentence from the case study, set large.",
  type: "object",
  additionalProperties: false,
  required: ["type", "quote"],
  properties: {
    type: { description: `Always "${TYPE}".`, const: TYPE, examples: [TYPE] },
    quote: {
      description: "The sentence.",
      type: "string",
      minLength: 1,
      examples: ["Good design is obvious."],
    },
    by: {
      description: "Who said it.",
      type: "string",
      minLength: 1,
      default: "A client",
      examples: ["The founder"],
    },
  },
  examples: [{ type: TYPE, quote: "Good design is obvious.", by: "A client" }],
};

const definition = `import { defineBlock } from "../../core/blocks/define-block.ts";

export default defineBlock({
  type: "${TYPE}",
  load: () => import("./${TYPE}.tsx"),
  interactive: false,
  server: () => import("./server.ts"),
  searchEntries: (block, route) => [
    { type: "content", title: block.quote, path: route, description: block.by },
  ],
});
`;

const component = `import type { PullQuoteBlock } from "../../generated/schema.ts";
import type { BlockProps } from "../../core/types.ts";

export default function PullQuote({ block }: BlockProps<PullQuoteBlock>) {
  return (
    <figure className="pull-quote">
      <blockquote>{block.quote}</blockquote>
      <figcaption>{block.by.trim()}</figcaption>
    </figure>
  );
}
`;

/** The block's own content check: a warning, with its own code, from its folder. */
const CHECK_CODE = "pull-quote-stop";
const server = `import { defineServer } from "../../core/blocks/block-server.ts";

export default defineServer<"${TYPE}">({
  checks: [
    {
      code: "${CHECK_CODE}",
      title: "A pull quote without its full stop",
      hint: "End the quote with . ! or ?",
      check: (block) =>
        /[.!?]$/.test(block.quote)
          ? []
          : [{ pointer: "/quote", message: \`The quote "\${block.quote}" does not end with . ! or ?.\` }],
    },
  ],
});
`;

const page = {
  $schema: "../schema/page.schema.json",
  schemaVersion: 1,
  route: "/pull-quote-check",
  title: "Pull quote check | Saffron Studio",
  description: "A page that shows the throwaway block type.",
  blocks: [
    { type: "text", title: "Pull quote check", paragraphs: ["The block below is new."] },
    // No "by": the schema's default is the loader's to fill in. No full stop: the check warns.
    { type: TYPE, quote: "A new block type is one new folder" },
  ],
};

function step(name: string, copy: string, command: string, args: string[]) {
  const started = performance.now();
  const run = spawnSync(command, args, {
    cwd: copy,
    encoding: "utf8",
    env: { ...process.env, BUILD_OUT_DIR: join(copy, "dist"), BUILD_PRECOMPRESS: "off" },
    maxBuffer: 64 * 1024 * 1024,
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`  ${name} (${seconds} s, exit ${run.status})`);
  return { ok: run.status === 0, output: `${run.stdout}\n${run.stderr}` };
}

class CheckFailed extends Error {}

function fail(message: string, output = ""): never {
  const tail = output.trim().split("\n").slice(-30).join("\n");
  throw new CheckFailed(tail ? `${message}\n${tail}` : message);
}

const git = (cwd: string, ...args: string[]) =>
  execFileSync("git", ["-c", "user.name=check", "-c", "user.email=check@localhost", ...args], {
    cwd,
    encoding: "utf8",
  });

/** Runs the whole check in a throwaway copy; false (after saying why) when it fails. */
export function checkNewBlock(): boolean {
  const copy = mkdtempSync(join(tmpdir(), "new-block-"));
  try {
    console.log(`Adding the block type "${TYPE}" in a copy of the project (${copy})…`);
    // The tracked files, as a fresh clone has them; the media and the installed packages are linked.
    const tracked = git(root, "ls-files", "-z").split("\0").filter(Boolean);
    const linked = ["public", "derived", "node_modules"];
    for (const file of tracked) {
      if (linked.some((folder) => file.startsWith(`${folder}/`))) continue;
      mkdirSync(dirname(join(copy, file)), { recursive: true });
      copyFileSync(join(root, file), join(copy, file));
    }
    for (const folder of linked) symlinkSync(join(root, folder), join(copy, folder));
    appendFileSync(join(copy, ".gitignore"), `\n${linked.join("\n")}\ndist\n`);
    git(copy, "init", "-q");
    git(copy, "add", "-A");
    git(copy, "commit", "-qm", "before");

    const folder = join(copy, "src/blocks", TYPE);
    mkdirSync(folder);
    writeFileSync(join(folder, "schema.json"), JSON.stringify(schema, null, 2) + "\n");
    writeFileSync(join(folder, "block.ts"), definition);
    writeFileSync(join(folder, `${TYPE}.tsx`), component);
    writeFileSync(join(folder, "server.ts"), server);

    // A schema with no definition beside it: the compiler must refuse it, by name.
    const orphan = join(copy, "src/blocks/orphan-check");
    mkdirSync(orphan);
    const orphanSchema = JSON.parse(JSON.stringify(schema).replaceAll(TYPE, "orphan-check"));
    orphanSchema.title = "OrphanCheckBlock";
    writeFileSync(join(orphan, "schema.json"), JSON.stringify(orphanSchema, null, 2) + "\n");
    if (!step("npm run types", copy, "npx", ["tsx", "scripts/cli/types.ts"]).ok)
      fail("npm run types failed with a schema that has no definition.");
    // One run of the compiler over what a new block touches: the registry (which imports every
    // block's definition, and through it its component and server hooks, the renderer's and
    // the UI's modules they import) and the two new folders; the rest of the project (scripts,
    // tests, the editor) is the typecheck stage's, and unchanged here. It must refuse the
    // folder without a definition, by name, and find nothing else wrong, the new block type
    // included. (The whole project's check took 117 s beside the end-to-end tests, this 28 s.)
    const scoped = join(copy, "tsconfig.new-block.json");
    writeFileSync(
      scoped,
      JSON.stringify({
        extends: "./tsconfig.json",
        include: [
          "src/vite-env.d.ts",
          "src/render/definitions.ts",
          `src/blocks/${TYPE}`,
          "src/blocks/orphan-check",
        ],
      }),
    );
    const checked = step("tsc", copy, "npx", ["tsc", "-p", scoped]);
    rmSync(scoped);
    if (process.env.CHECK_VERBOSE) console.log(checked.output);
    if (checked.ok) fail("tsc accepted a block schema that has no block.ts beside it.");
    const errors = checked.output.split("\n").filter((line) => /\berror TS\d+/.test(line));
    if (!errors.some((line) => line.includes("orphan-check")))
      fail("tsc failed without naming the folder that lacks its definition.", checked.output);
    const others = errors.filter((line) => !line.includes("orphan-check"));
    if (others.length) fail("The new block type does not typecheck.", others.join("\n"));
    rmSync(orphan, { recursive: true });

    const types = step("npm run types", copy, "npx", ["tsx", "scripts/cli/types.ts"]);
    if (!types.ok) fail("npm run types failed.", types.output);
    writeFileSync(join(copy, "pages/pull-quote-check.json"), JSON.stringify(page, null, 2) + "\n");
    const built = step("npm run build", copy, "npx", ["tsx", "scripts/cli/build.ts"]);
    if (!built.ok) fail("The build failed with the new block type.", built.output);

    const html = readFileSync(join(copy, "dist/pull-quote-check/index.html"), "utf8");
    const { document } = new JSDOM(html).window;
    const quote = document.querySelector("main figure.pull-quote blockquote")?.textContent;
    if (quote !== page.blocks[1]!.quote)
      fail(`The built page does not show the new block's quote (found ${JSON.stringify(quote)}).`);
    const by = document.querySelector("main figure.pull-quote figcaption")?.textContent;
    if (by !== schema.properties.by.default)
      fail(`The built page does not show the schema's default (found ${JSON.stringify(by)}).`);
    const warning = `pages/pull-quote-check.json:`;
    const warned = built.output
      .split("\n")
      .some(
        (line) =>
          line.startsWith(warning) &&
          line.includes(" warning ") &&
          line.includes("(at /blocks/1/quote)"),
      );
    if (!warned) fail("The build did not print the new block's own check's warning.", built.output);
    const authoring = readFileSync(join(copy, "AUTHORING.md"), "utf8");
    if (!authoring.includes(`| \`${CHECK_CODE}\` | warning |`))
      fail(`AUTHORING.md's catalogue of codes does not list the check's code ${CHECK_CODE}.`);
    const index = JSON.parse(readFileSync(join(copy, "dist/_search.json"), "utf8")) as {
      title: string;
      path: string;
    }[];
    if (!index.some((entry) => entry.title === quote && entry.path === page.route))
      fail("The search index lacks the entry the new block's definition contributes.");

    const changed = git(copy, "status", "--porcelain", "--untracked-files=all")
      .split("\n")
      .filter(Boolean)
      .map((line) => line.slice(3))
      .sort();
    const expected = [
      "AUTHORING.md",
      "pages/pull-quote-check.json",
      "schema/block.schema.json",
      `src/blocks/${TYPE}/${TYPE}.tsx`,
      `src/blocks/${TYPE}/block.ts`,
      `src/blocks/${TYPE}/schema.json`,
      `src/blocks/${TYPE}/server.ts`,
      "src/generated/schema.ts",
      "src/render/definitions.ts",
    ].sort();
    if (JSON.stringify(changed) !== JSON.stringify(expected))
      fail(`Adding the block changed other files than expected:\n${changed.join("\n")}`);
    console.log(
      "✓ A new block type is one folder: it typechecks, builds, renders with its default, is " +
        "searchable and has its content check run and catalogued, and git shows its 4 files, the " +
        "page that uses it and the 4 generated files, nothing else.",
    );
    return true;
  } catch (error) {
    if (!(error instanceof CheckFailed)) throw error;
    console.error(`✗ ${error.message}`);
    return false;
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}
