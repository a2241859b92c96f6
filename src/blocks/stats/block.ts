import { defineBlock } from "../../core/blocks/define-block.ts";
import { MOTION_QUERY } from "../../core/design/media-queries.ts";

export default defineBlock({
  type: "stats",
  load: () => import("./stats.tsx"),
  interactive: true,
  // With reduced motion the numbers stand as served: nothing to count, nothing to load.
  wakeWhile: MOTION_QUERY,
});
