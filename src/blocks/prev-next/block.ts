import { defineBlock } from "../../core/blocks/define-block.ts";

export default defineBlock({
  type: "prev-next",
  load: () => import("./prev-next.tsx"),
  interactive: false,
  server: () => import("./server.ts"),
});
