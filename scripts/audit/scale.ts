/**
 * The scale test (`npm run scale`, scripts/cli/scale.ts): generates 100 and then 1,000 synthetic case studies (next to copies of the
 * real documents, reusing the real media), validates and builds each set in a child process,
 * and reports seconds and peak memory. Fails when the cost per case study at 1,000 is more
 * than twice the cost at 100 (growth should be linear) or a step fails.
 * SCALE_SIZES=100,1000 changes the sizes.
 */
import { spawnSync } from "node:child_process";
import { cpSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { chainOf, type BlockChain, type BlockServers } from "../../src/core/blocks/block-server.ts";

const root = join(dirname(fileURLToPath(import.meta.url)), "../..");

const BANNERS = readdirSync(join(root, "public/media"))
  .filter((folder) => {
    try {
      return readdirSync(join(root, "public/media", folder)).includes("banner.webp");
    } catch {
      return false;
    }
  })
  .map((folder) => folder);

function synthetic(i: number, n: number, depth: number, chain: BlockChain<never>) {
  const folder = BANNERS[i % BANNERS.length]!;
  const slug = `synthetic-${String(i).padStart(4, "0")}`;
  const at = (k: number) => `/portfolio/synthetic-${String((k + n) % n).padStart(4, "0")}`;
  return {
    $schema: `${"../".repeat(depth)}schema/page.schema.json`,
    schemaVersion: 1,
    route: `/portfolio/${slug}`,
    title: `Synthetic study ${i} — scale test | Saffron Studio`,
    description: `A generated case study used to measure how validation and the build grow with the number of documents.`,
    project: {
      title: `Synthetic ${i}`,
      logo: { src: `/media/${folder}/logo.webp`, alt: `Logo ${i}` },
      services: ["identity", "print"],
      industry: "others",
    },
    blocks: [
      {
        type: "banner",
        image: { src: `/media/${folder}/banner.webp`, alt: `Banner of synthetic study ${i}` },
      },
      {
        type: "text",
        title: `Synthetic ${i}`,
        paragraphs: [
          "A generated paragraph for the scale test.",
          "Another one, so the text block has some weight.",
        ],
        services: "Branding | Print",
      },
      {
        type: "palette",
        colors: [
          { name: "Ink", hex: "#141210" },
          { name: "Paper", hex: "#F6F2EA" },
        ],
      },
      chain.make({ previous: at(i - 1), next: at(i + 1) }),
    ],
  };
}

function makeSite(n: number, chain: BlockChain<never>): string {
  const dir = join(root, "tests/.tmp", `scale-${n}`);
  rmSync(dir, { recursive: true, force: true });
  const pagesDir = join(dir, "pages");
  cpSync(join(root, "pages"), pagesDir, { recursive: true });
  // The copies sit three folders deeper; their "$schema" paths must still resolve.
  for (const file of readdirSync(pagesDir, { recursive: true }) as string[]) {
    if (!file.endsWith(".json")) continue;
    const path = join(pagesDir, file);
    const depth = relative(root, dirname(path)).split("/").length;
    const text = readFileSync(path, "utf8").replace(
      /"\$schema": "(?:\.\.\/)+schema\//,
      `"$schema": "${"../".repeat(depth)}schema/`,
    );
    writeFileSync(path, text);
  }
  mkdirSync(join(pagesDir, "portfolio"), { recursive: true });
  const depth = relative(root, join(pagesDir, "portfolio")).split("/").length;
  for (let i = 0; i < n; i++)
    writeFileSync(
      join(pagesDir, "portfolio", `synthetic-${String(i).padStart(4, "0")}.json`),
      JSON.stringify(synthetic(i, n, depth, chain), null, 2),
    );
  return dir;
}

/** Runs a script in a child process; returns its wall time and peak resident memory. */
function measure(script: string, args: string[], env: Record<string, string>) {
  const wrapper = `const t=performance.now();process.on("exit",(c)=>{process.stderr.write("\\n@@stats "+JSON.stringify({code:c,seconds:(performance.now()-t)/1000,maxRssMb:process.resourceUsage().maxRSS/1024})+"\\n")});await import(${JSON.stringify(join(root, script))});`;
  const run = spawnSync(
    process.execPath,
    ["--import", "tsx", "--input-type=module", "-e", wrapper, "--", ...args],
    { cwd: root, env: { ...process.env, ...env }, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 },
  );
  const stats = /@@stats (.*)/.exec(run.stderr)?.[1];
  if (!stats)
    throw new Error(
      `${script} did not finish:\n${run.stdout.slice(-2000)}\n${run.stderr.slice(-2000)}`,
    );
  const parsed = JSON.parse(stats) as {
    code: number;
    seconds: number;
    maxRssMb: number;
    output: string;
  };
  parsed.output = run.stdout;
  if (parsed.code !== 0 || run.status !== 0)
    throw new Error(`${script} failed:\n${run.stdout.slice(-3000)}\n${run.stderr.slice(-3000)}`);
  return parsed;
}

/**
 * Builds each size in turn, prints its row, and exits 1 when cost grows worse than linearly. The
 * synthetic studies are chained by the block the block types' Node-side hooks say (BlockChain).
 */
export function runScaleTest(sizes: number[], servers: BlockServers) {
  const chain = chainOf(servers)?.chain;
  if (!chain) throw new Error("No block type links the case studies' chain.");
  const rows: {
    n: number;
    validate: ReturnType<typeof measure>;
    build: ReturnType<typeof measure>;
  }[] = [];
  for (const n of sizes) {
    const dir = makeSite(n, chain);
    const env = {
      CONTENT_PAGES_DIR: join(dir, "pages"),
      CONTENT_PUBLIC_DIR: join(root, "public"),
      BUILD_OUT_DIR: join(dir, "dist"),
    };
    const validate = measure("scripts/cli/validate.ts", [], env);
    const build = measure("scripts/cli/build.ts", [], env);
    const documents = Number(/✓ (\d+) documents valid/.exec(validate.output)?.[1]);
    const pages = Number(/(\d+) pages prerendered/.exec(build.output)?.[1]);
    // The real site's 34 pages and 2 aliases come along; every synthetic study must be there too.
    if (!(documents >= n + 36) || !(pages >= n + 36))
      throw new Error(
        `Expected at least ${n + 36} documents and pages, got ${documents} and ${pages}.`,
      );
    rows.push({ n, validate, build });
    console.log(
      `${String(n).padStart(5)} synthetic case studies (${documents} documents, ${pages} pages prerendered): validate ${validate.seconds.toFixed(1)} s (peak ${Math.round(validate.maxRssMb)} MB), build ${build.seconds.toFixed(1)} s (peak ${Math.round(build.maxRssMb)} MB)`,
    );
    rmSync(dir, { recursive: true, force: true });
  }

  const [small, large] = [rows[0]!, rows[rows.length - 1]!];
  if (small !== large) {
    // Fixed costs (Vite's bundling, the real pages) hide in the small run; compare the marginal cost.
    const perPage = (a: number, b: number) => (b - a) / (large.n - small.n);
    const validatePer = perPage(small.validate.seconds, large.validate.seconds) * 1000;
    const buildPer = perPage(small.build.seconds, large.build.seconds) * 1000;
    const ratio = large.build.seconds / small.build.seconds;
    console.log(
      `Marginal cost per case study: validate ${validatePer.toFixed(1)} ms, build ${buildPer.toFixed(1)} ms. ${large.n} vs ${small.n}: build time × ${ratio.toFixed(2)} for × ${(large.n / small.n).toFixed(0)} documents.`,
    );
    const smallPer = small.build.seconds / small.n;
    const largePer = large.build.seconds / large.n;
    if (largePer > 2 * smallPer) {
      console.error(
        `Build cost per document grew from ${(smallPer * 1000).toFixed(1)} ms to ${(largePer * 1000).toFixed(1)} ms: worse than linear.`,
      );
      process.exit(1);
    }
    console.log("Cost grows linearly (or better) with the number of documents.");
  }
}
