import { defineBlock } from "../../core/define-block.ts";

export default defineBlock({
  type: "stacked-cards",
  load: () => import("./stacked-cards.tsx"),
  interactive: true,
});
