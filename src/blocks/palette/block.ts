import { defineBlock } from "../../core/blocks/define-block.ts";

export default defineBlock({
  type: "palette",
  load: () => import("./palette.tsx"),
  interactive: false,
  server: () => import("./server.ts"),
});
