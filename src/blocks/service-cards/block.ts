import { defineBlock } from "../../core/blocks/define-block.ts";

export default defineBlock({
  type: "service-cards",
  load: () => import("./service-cards.tsx"),
  interactive: false,
});
