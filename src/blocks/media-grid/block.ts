import { defineBlock } from "../../core/blocks/define-block.ts";

export default defineBlock({
  type: "media-grid",
  load: () => import("./media-grid.tsx"),
  // A clip has a player (pause control); a grid of pictures alone needs no app.
  interactive: (block) => block.items.some((item) => item.kind !== "image"),
});
