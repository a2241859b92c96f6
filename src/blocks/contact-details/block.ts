import { defineBlock } from "../../core/blocks/define-block.ts";

export default defineBlock({
  type: "contact-details",
  load: () => import("./contact-details.tsx"),
  interactive: false,
});
