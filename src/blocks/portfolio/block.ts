import { defineBlock } from "../../core/define-block.ts";

export default defineBlock({
  type: "portfolio",
  load: () => import("./portfolio.tsx"),
  interactive: true,
  // Once the page is idle: the URL's filter is in the first frame without it (first-frame.ts),
  // but the chips' pressed state and the count are the island's to say to assistive tech. A
  // chip pressed before then is held and replayed.
  wake: "idle",
  readsQueryBeforePaint: true,
  needsTiles: true,
});
