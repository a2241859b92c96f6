import { defineBlock } from "../../core/blocks/define-block.ts";
import { MOTION_QUERY } from "../../core/design/media-queries.ts";
import { WIDE_QUERY } from "./story-math.ts";

export default defineBlock({
  type: "story",
  load: () => import("./story.tsx"),
  interactive: true,
  // Phones and reduced motion get the served list as it is (story.tsx): nothing to load there.
  wakeWhile: `${WIDE_QUERY} and ${MOTION_QUERY}`,
});
