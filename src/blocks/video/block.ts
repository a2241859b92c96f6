import { defineBlock } from "../../core/blocks/define-block.ts";

export default defineBlock({
  type: "video",
  load: () => import("./video.tsx"),
  interactive: true,
});
