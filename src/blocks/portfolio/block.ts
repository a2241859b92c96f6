import { defineBlock } from "../../core/define-block.ts";

export default defineBlock({
  type: "portfolio",
  load: () => import("./portfolio.tsx"),
  interactive: true,
  // The URL's filter is in the first frame without it (first-frame.ts); a chip pressed
  // before it is awake is held and replayed.
  wake: "interaction",
  readsQueryBeforePaint: true,
  needsTiles: true,
});
