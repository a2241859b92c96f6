/**
 * The Previous/Next bar's Node-side hooks (src/core/blocks/block-server.ts): it is the block that
 * links a case study into the chain of case studies, which the validator checks, the scaffold
 * extends and the scale test builds.
 */
import { defineServer } from "../../core/blocks/block-server.ts";

export default defineServer<"prev-next">({
  chain: {
    links: (block) => ({ previous: block.previous, next: block.next }),
    at: { previous: "/previous", next: "/next" },
    make: ({ previous, next }) => ({ type: "prev-next", previous, next }),
  },
});
