import { defineBlock } from "../../core/blocks/define-block.ts";

export default defineBlock({
  type: "banner",
  load: () => import("./banner.tsx"),
  interactive: false,
  shareImage: (block) => block.image,
});
