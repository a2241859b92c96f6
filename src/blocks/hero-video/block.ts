import { defineBlock } from "../../core/blocks/define-block.ts";

export default defineBlock({
  type: "hero-video",
  load: () => import("./hero-video.tsx"),
  heading: true,
  interactive: false,
  behaviour: () => import("./behaviour.ts"),
});
