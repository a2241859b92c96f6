/**
 * The head scripts the block types ask for (`headScript` in src/core/blocks/block-server.ts; Our
 * Work's marks the page with the URL's filter before the first paint): each written once as a
 * hashed file (cached for a year; the CSP allows scripts from 'self' only, so it cannot be inline),
 * its tag put in the head of every page that holds a block of the type.
 */
import { createHash } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Block } from "../../src/generated/schema.ts";
import type { BlockServers, HeadScriptInput } from "../../src/core/blocks/block-server.ts";

/**
 * Writes dist/assets/<type>-head-<hash>.js for every block type with a head script; returns the
 * <script> tags a page's blocks need, once per type, in the order the page first shows them.
 */
export function writeHeadScripts(
  dist: string,
  servers: BlockServers,
  site: HeadScriptInput,
): (blocks: readonly Block[]) => string[] {
  const tags = new Map<string, string>();
  for (const [type, server] of Object.entries(servers)) {
    if (!server.headScript) continue;
    const source = server.headScript(site);
    const hash = createHash("sha256").update(source).digest("hex").slice(0, 10);
    const name = `assets/${type}-head-${hash}.js`;
    mkdirSync(join(dist, "assets"), { recursive: true });
    writeFileSync(join(dist, name), source);
    // Classic and blocking on purpose: it must run before the page paints. It is tiny.
    tags.set(type, `<script src="/${name}"></script>`);
  }
  return (blocks) =>
    [...new Set(blocks.map((block) => block.type))].flatMap((type) => tags.get(type) ?? []);
}
