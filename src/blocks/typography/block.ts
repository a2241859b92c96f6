import { defineBlock } from "../../core/blocks/define-block.ts";

export default defineBlock({
  type: "typography",
  load: () => import("./typography.tsx"),
  interactive: false,
});
