import { defineBlock } from "../../core/blocks/define-block.ts";

export default defineBlock({
  type: "text",
  load: () => import("./text.tsx"),
  heading: true,
  interactive: false,
});
