import { defineBlock } from "../../core/blocks/define-block.ts";
import { QUERY_PARAM, SESSION_FILTER, SESSION_TAB } from "./params.ts";

export default defineBlock({
  type: "portfolio",
  load: () => import("./portfolio.tsx"),
  interactive: true,
  // The prerendered listing is exact until a filter arrives: in the URL, or handed over by the
  // site search in session storage. Then the island wakes once the page is idle (the first
  // frame already shows the filter: the head script of server.ts, first-frame.ts; the chips'
  // pressed state and the count are the island's to say to assistive tech); otherwise on the
  // first press, which it replays.
  wake: {
    arrivesWith: {
      query: Object.values(QUERY_PARAM),
      session: [SESSION_TAB, SESSION_FILTER],
    },
  },
  needsTiles: true,
  server: () => import("./server.ts"),
});
