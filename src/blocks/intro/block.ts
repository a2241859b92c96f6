import { defineBlock } from "../../core/blocks/define-block.ts";

export default defineBlock({
  type: "intro",
  load: () => import("./intro.tsx"),
  interactive: false,
});
