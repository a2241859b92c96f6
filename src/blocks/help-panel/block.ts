import { defineBlock } from "../../core/blocks/define-block.ts";

export default defineBlock({
  type: "help-panel",
  load: () => import("./help-panel.tsx"),
  interactive: false,
});
