import type { Tile } from "../../../../../src/core/types.ts";

/** A listing tile for the portfolio tests: only its id, services and industry matter. */
export function tile(id: string, services: string[], industry?: string): Tile {
  return {
    id,
    source: "/portfolio",
    route: `/portfolio/${id}`,
    title: id,
    logo: { src: `/media/${id}/logo.webp`, alt: "" },
    placeholderLogo: false,
    services,
    serviceLabels: services,
    displayServices: services.join(", "),
    industry,
    industryLabel: industry ?? "N/A",
  };
}
