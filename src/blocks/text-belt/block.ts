import { defineBlock } from "../../core/blocks/define-block.ts";

export default defineBlock({
  type: "text-belt",
  load: () => import("./text-belt.tsx"),
  interactive: false,
  behaviour: () => import("./behaviour.ts"),
});
