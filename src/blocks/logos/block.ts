import { defineBlock } from "../../core/blocks/define-block.ts";

export default defineBlock({
  type: "logos",
  load: () => import("./logos.tsx"),
  interactive: false,
});
