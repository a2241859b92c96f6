import { defineBlock } from "../../core/blocks/define-block.ts";

export default defineBlock({
  type: "page-hero",
  load: () => import("./page-hero.tsx"),
  heading: true,
  interactive: false,
});
