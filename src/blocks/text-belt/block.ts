import { defineBlock } from "../../core/define-block.ts";

export default defineBlock({
  type: "text-belt",
  load: () => import("./text-belt.tsx"),
  interactive: false,
  behaviour: () => import("./behaviour.ts"),
});
