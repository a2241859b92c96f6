/**
 * The block types' own checks (src/core/blocks/block-server.ts), run over every page's blocks: what
 * a block's data can get wrong beyond its schema, said by the type that knows (a palette's
 * unreadable swatch label). Reported as warnings at the value's position, with the check's code.
 * Nothing here names a block type; the caller passes the hooks it loaded from the definitions.
 */
import type { PageDocument } from "../../src/generated/schema.ts";
import { blockChecks, type BlockServers } from "../../src/core/blocks/block-server.ts";

export function checkBlocks<P extends { value: PageDocument }>(
  pages: readonly P[],
  servers: BlockServers,
  report: (page: P, pointer: string, message: string, code: string) => void,
): void {
  const checks = blockChecks(servers);
  for (const page of pages)
    page.value.blocks.forEach((block, b) => {
      for (const { type, check } of checks) {
        if (block.type !== type) continue;
        for (const problem of check.check(block as never))
          report(page, `/blocks/${b}${problem.pointer}`, problem.message, check.code);
      }
    });
}
