import { defineBlock } from "../../core/define-block.ts";

export default defineBlock({
  type: "stats",
  load: () => import("./stats.tsx"),
  interactive: true,
});
