import { defineBlock } from "../../core/blocks/define-block.ts";

export default defineBlock({
  type: "about-hero",
  load: () => import("./about-hero.tsx"),
  heading: true,
  interactive: false,
  behaviour: () => import("./behaviour.ts"),
});
