import { defineBlock } from "../../core/blocks/define-block.ts";

export default defineBlock({
  type: "founder",
  load: () => import("./founder.tsx"),
  interactive: false,
  // The founder is the search index's team entry.
  searchEntries: (block, route) => [
    {
      type: "team",
      title: block.name,
      path: route,
      description: `${block.role}. ${block.bio[0] ?? ""}`.trim(),
    },
  ],
});
