import { describe, expect, it } from "vitest";
import type { PageDocument, TaxonomyDocument } from "../../../../src/generated/schema.ts";
import { PLACEHOLDER_LOGO, buildTiles, type PageEntry } from "../../../../scripts/content/model.ts";

const taxonomy: TaxonomyDocument = {
  $schema: "../schema/taxonomy.schema.json",
  schemaVersion: 1,
  services: [
    { id: "identity", label: "Branding & Identity" },
    { id: "social", label: "Social Media", aliases: ["socialmedia"] },
    { id: "photo", label: "Photography, Videography & Video Editing" },
  ],
  industries: [
    { id: "food", label: "Food & Hospitality" },
    { id: "tech", label: "Technology" },
  ],
};

type Project = NonNullable<PageDocument["project"]>;

/** A loaded case study: `listed` is the schema's default unless the project says otherwise. */
function page(
  route: string,
  project?: Omit<Project, "listed"> & Partial<Pick<Project, "listed">>,
): PageEntry {
  return {
    file: `pages${route}.json`,
    assets: [],
    doc: {
      $schema: "../../schema/page.schema.json",
      schemaVersion: 1,
      route,
      title: route,
      description: route,
      project: project && { listed: true, ...project },
      blocks: [],
    },
  };
}

describe("buildTiles", () => {
  it("makes one tile per case study with its route, id, source, labels and logo", () => {
    const [tile] = buildTiles(
      [
        page("/portfolio/info3/one-bonsai", {
          title: "One Bonsai",
          brand: "One Bonsai Resorts",
          logo: { src: "/media/one-bonsai/logo.webp", alt: "One Bonsai logo" },
          services: ["photo", "identity"],
          industry: "food",
          displayServices: "Branding | Film",
        }),
      ],
      taxonomy,
    );
    expect(tile).toEqual({
      id: "one-bonsai",
      source: "/portfolio/info3",
      route: "/portfolio/info3/one-bonsai",
      title: "One Bonsai",
      logo: { src: "/media/one-bonsai/logo.webp", alt: "One Bonsai logo" },
      placeholderLogo: false,
      services: ["identity", "photo"],
      serviceLabels: ["Branding & Identity", "Photography, Videography & Video Editing"],
      displayServices: "Branding | Film",
      industry: "food",
      industryLabel: "Food & Hospitality",
    });
  });

  it("skips pages that are not case studies and case studies that are not listed", () => {
    const tiles = buildTiles(
      [
        page("/about-us"),
        page("/portfolio/info3/drunken-scholar", { services: ["identity"], listed: false }),
        page("/portfolio/ds/drunken-scholar", { title: "Drunken Scholar", services: ["identity"] }),
      ],
      taxonomy,
    );
    expect(tiles.map((tile) => tile.route)).toEqual(["/portfolio/ds/drunken-scholar"]);
  });

  it("falls back from a missing title to the brand, then to “Untitled”", () => {
    const tiles = buildTiles(
      [
        page("/portfolio/a", { brand: "Acme", services: ["identity"] }),
        page("/portfolio/b", { title: "  ", services: ["identity"] }),
      ],
      taxonomy,
    );
    expect(tiles.map((tile) => tile.title)).toEqual(["Acme", "Untitled"]);
  });

  it("falls back from a missing logo to the placeholder, named after the project", () => {
    const [tile] = buildTiles(
      [page("/portfolio/a", { title: "Acme", services: ["identity"] })],
      taxonomy,
    );
    expect(tile?.logo.src).toBe(PLACEHOLDER_LOGO.src);
    expect(tile?.logo.alt).toBe("Acme (logo to come)");
    expect(tile?.placeholderLogo).toBe(true);
  });

  it("shows “N/A” for a missing industry", () => {
    const [tile] = buildTiles(
      [page("/portfolio/a", { title: "Acme", services: ["identity"] })],
      taxonomy,
    );
    expect(tile?.industry).toBeUndefined();
    expect(tile?.industryLabel).toBe("N/A");
  });

  it("writes the services text from the taxonomy labels when the document has none", () => {
    const [tile] = buildTiles(
      [page("/portfolio/a", { title: "Acme", services: ["social", "identity"] })],
      taxonomy,
    );
    expect(tile?.displayServices).toBe("Branding & Identity, Social Media");
  });

  it("de-duplicates by source plus id, ignoring case, and keeps the same id from another source", () => {
    const tiles = buildTiles(
      [
        page("/portfolio/info5/Oddbolle", { title: "Oddbolle", services: ["identity"] }),
        page("/portfolio/info5/oddbolle", { title: "Oddbolle again", services: ["identity"] }),
        page("/portfolio/oddbolle", { title: "Oddbolle elsewhere", services: ["identity"] }),
      ],
      taxonomy,
    );
    expect(tiles.map((tile) => [tile.source, tile.id, tile.title])).toEqual([
      ["/portfolio/info5", "Oddbolle", "Oddbolle"],
      ["/portfolio", "oddbolle", "Oddbolle elsewhere"],
    ]);
  });
});
