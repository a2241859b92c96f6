import { defineBlock } from "../../core/define-block.ts";

export default defineBlock({
  type: "cta",
  load: () => import("./cta.tsx"),
  interactive: false,
});
