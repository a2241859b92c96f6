import { defineBlock } from "../../core/blocks/define-block.ts";

export default defineBlock({
  type: "cta",
  load: () => import("./cta.tsx"),
  interactive: false,
});
