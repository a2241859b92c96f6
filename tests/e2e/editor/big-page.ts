/**
 * The pages the editor's timing tests type on. A big page for timing the editor, made in the editor's scratch copy of the fixture site: the
 * case study `pages/portfolio/tarini.json` grown to 200 blocks (its eight body blocks over and
 * over, each Text block titled "Chapter <n>"), with tarini's pictures copied beside it so the
 * page is valid and the preview draws what an author would see.
 */
import { cpSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { root, type EditorSite } from "./editor-site.ts";

export const BIG_BLOCKS = 200;
export const BIG_FILE = "pages/portfolio/big.json";
export const BENCH_FILE = "pages/bench.json";

export function writeBigPage(site: EditorSite): void {
  const tarini = JSON.parse(readFileSync(join(root, "pages/portfolio/tarini.json"), "utf8")) as {
    blocks: { type: string; title?: string }[];
  } & Record<string, unknown>;
  // Previous/Next names pages the fixture site does not have.
  const body = tarini.blocks.filter((block) => block.type !== "prev-next");
  const blocks = Array.from({ length: BIG_BLOCKS }, (_, i) => {
    const block = structuredClone(body[i % body.length]!);
    return block.type === "text" ? { ...block, title: `Chapter ${i + 1}` } : block;
  });
  const doc = {
    ...tarini,
    // As deep as the fixture's own case studies, so "$schema" resolves in the copy.
    $schema: "../../../../../schema/page.schema.json",
    route: "/portfolio/big",
    title: "Big — two hundred blocks | Saffron Studio",
    // The fixture site's taxonomy.
    project: { ...(tarini.project as object), services: ["identity"], industry: "food" },
    blocks,
  };
  writeFileSync(join(site.dir, BIG_FILE), JSON.stringify(doc, null, 2) + "\n");
  cpSync(join(root, "public/media/tarini"), join(site.dir, "public/media/tarini"), {
    recursive: true,
  });
}

/** A 30-block page, /bench, in the copy: the page the 30-block keystroke test types on. */
export function writeBenchPage(site: EditorSite): void {
  const kinds = [
    {
      type: "text",
      title: "Chapter",
      paragraphs: ["A paragraph of the story, long enough to wrap on a phone."],
    },
    {
      type: "palette",
      colors: [
        { name: "Moss", hex: "#4F6B3A" },
        { name: "Paper", hex: "#F5F1E6" },
      ],
    },
    { type: "banner", image: { src: "/media/fx/banner.png", alt: "A banner" } },
  ];
  const blocks = Array.from({ length: 30 }, (_, i) => ({
    ...kinds[i % 3]!,
    ...(i % 3 === 0 ? { title: `Chapter ${i + 1}` } : {}),
  }));
  const doc = {
    $schema: "../../../../schema/page.schema.json",
    schemaVersion: 1,
    route: "/bench",
    title: "Thirty blocks",
    description: "A long page for timing the editor's preview.",
    blocks,
  };
  writeFileSync(join(site.dir, BENCH_FILE), JSON.stringify(doc, null, 2) + "\n");
}
