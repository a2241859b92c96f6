/**
 * A block type's Node-side hooks (src/blocks/<type>/server.ts, see src/core/blocks/block-server.ts)
 * are the Node side's: the validator, the build and the form collector load them through the
 * definitions under tsx. In what Vite builds for the browser, and serves it in development, the
 * definition's `server: () => import("./server.ts")` finds an empty module instead: no hook's
 * code is bundled with the islands, and nothing a hook shares with its component (the contact
 * form's payload.ts) is split out of the component's chunk into one of its own.
 */
import type { Plugin } from "vite";

const BLOCK_SERVER = /\/src\/blocks\/[^/]+\/server\.ts$/;

/** The module the browser gets for a block type's server.ts. */
export const BROWSER_STAND_IN = "export default {};\n";

export function blockServersPlugin(): Plugin {
  return {
    name: "block-servers",
    enforce: "pre",
    load(id, options) {
      if (options?.ssr) return undefined;
      return BLOCK_SERVER.test(id.split("?")[0]!) ? BROWSER_STAND_IN : undefined;
    },
  };
}
