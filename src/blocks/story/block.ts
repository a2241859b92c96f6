import { defineBlock } from "../../core/define-block.ts";

export default defineBlock({
  type: "story",
  load: () => import("./story.tsx"),
  interactive: true,
});
