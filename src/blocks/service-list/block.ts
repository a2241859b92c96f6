import { defineBlock } from "../../core/blocks/define-block.ts";

export default defineBlock({
  type: "service-list",
  load: () => import("./service-list.tsx"),
  interactive: false,
  // Each service is findable by its name and its one-line promise.
  searchEntries: (block, route) =>
    block.services.map((service) => ({
      type: "service",
      title: service.title,
      path: route,
      description: service.subtitle,
    })),
});
