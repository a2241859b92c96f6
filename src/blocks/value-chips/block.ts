import { defineBlock } from "../../core/define-block.ts";

export default defineBlock({
  type: "value-chips",
  load: () => import("./value-chips.tsx"),
  interactive: false,
});
