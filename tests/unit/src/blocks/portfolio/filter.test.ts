import { describe, expect, it } from "vitest";
import type { TaxonomyDocument } from "../../../../../src/generated/schema.ts";
import { tile } from "./tile-fixture.ts";
import {
  canonicalCategory,
  countByCategory,
  countText,
  filterTiles,
  searchFor,
  selectionFromSearch,
  selectionFromSession,
  tileMatches,
} from "../../../../../src/blocks/portfolio/filter.ts";

const taxonomy: TaxonomyDocument = {
  $schema: "../schema/taxonomy.schema.json",
  schemaVersion: 1,
  services: [
    { id: "identity", label: "Branding & Identity" },
    { id: "social", label: "Social Media", aliases: ["socialmedia"] },
    { id: "photo", label: "Photography, Videography & Video Editing" },
    { id: "website", label: "Website & SEO" },
  ],
  industries: [
    { id: "food", label: "Food & Hospitality" },
    { id: "social", label: "Social & Environment" },
    { id: "tech", label: "Technology" },
  ],
};

const tiles = [
  tile("cafe", ["identity", "social"], "food"),
  tile("lab", ["website"], "tech"),
  tile("films", ["photo", "social"], "social"),
  tile("nameless", ["identity"]),
];

describe("tileMatches", () => {
  it("matches a service chip when the project's services contain its id", () => {
    expect(tileMatches(tiles[0]!, "service", "social")).toBe(true);
    expect(tileMatches(tiles[1]!, "service", "social")).toBe(false);
  });

  it("matches the photo chip for photography, videography and video editing work", () => {
    expect(filterTiles(tiles, { mode: "service", id: "photo" }).map((t) => t.id)).toEqual([
      "films",
    ]);
  });

  it("matches an industry chip only when the industry equals its id", () => {
    expect(tileMatches(tiles[2]!, "industry", "social")).toBe(true);
    // Social media work is not the social industry.
    expect(tileMatches(tiles[0]!, "industry", "social")).toBe(false);
    expect(tileMatches(tiles[3]!, "industry", "food")).toBe(false);
  });
});

describe("filterTiles", () => {
  it("shows every tile when no chip is selected", () => {
    expect(filterTiles(tiles, { mode: "service", id: null })).toHaveLength(4);
    expect(filterTiles(tiles, { mode: "industry", id: null })).toHaveLength(4);
  });

  it("shows only the matching tiles for a chip", () => {
    expect(filterTiles(tiles, { mode: "service", id: "identity" }).map((t) => t.id)).toEqual([
      "cafe",
      "nameless",
    ]);
    expect(filterTiles(tiles, { mode: "industry", id: "tech" }).map((t) => t.id)).toEqual(["lab"]);
  });

  it("shows nothing for an id no category has", () => {
    expect(filterTiles(tiles, { mode: "service", id: null, unknown: "bogus" })).toEqual([]);
  });
});

describe("countByCategory", () => {
  it("counts the tiles of every category of the mode", () => {
    expect([...countByCategory(tiles, taxonomy, "service")]).toEqual([
      ["identity", 2],
      ["social", 2],
      ["photo", 1],
      ["website", 1],
    ]);
    expect([...countByCategory(tiles, taxonomy, "industry")]).toEqual([
      ["food", 1],
      ["social", 1],
      ["tech", 1],
    ]);
  });
});

describe("canonicalCategory", () => {
  it("accepts ids and aliases, ignoring case, per mode", () => {
    expect(canonicalCategory(taxonomy, "service", "socialmedia")).toBe("social");
    expect(canonicalCategory(taxonomy, "service", "SocialMedia")).toBe("social");
    expect(canonicalCategory(taxonomy, "service", "Photo")).toBe("photo");
    expect(canonicalCategory(taxonomy, "industry", "socialmedia")).toBeUndefined();
    expect(canonicalCategory(taxonomy, "industry", "food")).toBe("food");
    expect(canonicalCategory(taxonomy, "service", "food")).toBeUndefined();
  });
});

describe("selectionFromSearch", () => {
  it("selects a service chip from ?filter= and an industry chip from ?industry=", () => {
    expect(selectionFromSearch("?filter=photo", taxonomy)).toEqual({
      mode: "service",
      id: "photo",
    });
    expect(selectionFromSearch("?industry=tech", taxonomy)).toEqual({
      mode: "industry",
      id: "tech",
    });
  });

  it("resolves aliases (socialmedia → social)", () => {
    expect(selectionFromSearch("?filter=socialmedia", taxonomy)).toEqual({
      mode: "service",
      id: "social",
    });
  });

  it("keeps an unknown id, so the listing can say nothing matches", () => {
    expect(selectionFromSearch("?industry=space", taxonomy)).toEqual({
      mode: "industry",
      id: null,
      unknown: "space",
    });
  });

  it("selects nothing without a parameter or with an empty one", () => {
    expect(selectionFromSearch("", taxonomy)).toBeUndefined();
    expect(selectionFromSearch("?filter=", taxonomy)).toBeUndefined();
    expect(selectionFromSearch("?utm_source=x", taxonomy)).toBeUndefined();
  });
});

describe("selectionFromSession", () => {
  it("reads the search's hand-off: displayService is service mode, industry is industry mode", () => {
    expect(selectionFromSession("displayService", "socialmedia", taxonomy)).toEqual({
      mode: "service",
      id: "social",
    });
    expect(selectionFromSession("industry", "food", taxonomy)).toEqual({
      mode: "industry",
      id: "food",
    });
  });

  it("ignores a missing or unknown tab and a missing filter", () => {
    expect(selectionFromSession(null, "food", taxonomy)).toBeUndefined();
    expect(selectionFromSession("projects", "food", taxonomy)).toBeUndefined();
    expect(selectionFromSession("industry", null, taxonomy)).toBeUndefined();
  });
});

describe("searchFor and countText", () => {
  it("writes the query string of a chip", () => {
    expect(searchFor("service", "photo")).toBe("?filter=photo");
    expect(searchFor("industry", "food")).toBe("?industry=food");
    expect(searchFor("industry", null)).toBe("");
  });

  it("fills in the count text", () => {
    expect(countText("Showing {shown} of {total} projects", 3, 28)).toBe(
      "Showing 3 of 28 projects",
    );
  });
});
