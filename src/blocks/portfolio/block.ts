import { defineBlock } from "../../core/define-block.ts";

export default defineBlock({
  type: "portfolio",
  load: () => import("./portfolio.tsx"),
  interactive: true,
  readsQueryBeforePaint: true,
  needsTiles: true,
});
