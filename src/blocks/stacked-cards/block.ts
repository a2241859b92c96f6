import { defineBlock } from "../../core/blocks/define-block.ts";
import { MOTION_QUERY } from "../../core/design/media-queries.ts";

export default defineBlock({
  type: "stacked-cards",
  load: () => import("./stacked-cards.tsx"),
  interactive: true,
  // With reduced motion the cards stack as served, without the scroll-driven depth.
  wakeWhile: MOTION_QUERY,
});
