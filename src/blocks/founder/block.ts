import { defineBlock } from "../../core/define-block.ts";

export default defineBlock({
  type: "founder",
  load: () => import("./founder.tsx"),
  interactive: false,
});
