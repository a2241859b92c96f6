import { defineBlock } from "../../core/define-block.ts";

export default defineBlock({
  type: "testimonials",
  load: () => import("./testimonials.tsx"),
  interactive: false,
  behaviour: () => import("./behaviour.ts"),
});
