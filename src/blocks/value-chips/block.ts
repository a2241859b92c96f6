import { defineBlock } from "../../core/blocks/define-block.ts";

export default defineBlock({
  type: "value-chips",
  load: () => import("./value-chips.tsx"),
  interactive: false,
});
