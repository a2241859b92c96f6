import { defineBlock } from "../../core/blocks/define-block.ts";

export default defineBlock({
  type: "contact-form",
  load: () => import("./contact-form.tsx"),
  heading: true,
  interactive: true,
  // The form works as HTML until a press or a key in it wakes it; a submit made before it is
  // awake is held and sent once it is.
  wake: "interaction",
  server: () => import("./server.ts"),
});
