import { defineBlock } from "../../core/define-block.ts";

export default defineBlock({
  type: "service-list",
  load: () => import("./service-list.tsx"),
  interactive: false,
});
