import { defineBlock } from "../../core/blocks/define-block.ts";

export default defineBlock({
  type: "testimonials",
  load: () => import("./testimonials.tsx"),
  interactive: false,
  behaviour: () => import("./behaviour.ts"),
});
