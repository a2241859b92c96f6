import { defineBlock } from "../../core/define-block.ts";

export default defineBlock({
  type: "contact-form",
  load: () => import("./contact-form.tsx"),
  heading: true,
  interactive: true,
});
