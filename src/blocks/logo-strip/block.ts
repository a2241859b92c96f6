import { defineBlock } from "../../core/blocks/define-block.ts";

export default defineBlock({
  type: "logo-strip",
  load: () => import("./logo-strip.tsx"),
  interactive: false,
  behaviour: () => import("./behaviour.ts"),
});
