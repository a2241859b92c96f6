import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type {
  PageDocument,
  ServiceListBlock,
  TaxonomyDocument,
} from "../../../../../src/generated/schema.ts";
import { definitions } from "../../../../../src/render/definitions.ts";
import { selectionFromSearch } from "../../../../../src/blocks/portfolio/filter.ts";
import { root } from "../../../support/fixture-site.ts";

const read = <T>(file: string) => JSON.parse(readFileSync(join(root, file), "utf8")) as T;
// A fixture copy of the Services document, so an edit to pages/ never breaks these tests.
const services = read<PageDocument>("tests/fixtures/render/services.json");
const taxonomy = read<TaxonomyDocument>("tests/fixtures/render/taxonomy.json");
const list = services.blocks.find((b): b is ServiceListBlock => b.type === "service-list")!;

describe("the Services page document (fixture)", () => {
  it("has five services, each with Contact Us → /contact-us and Our Projects → /work?filter=…", () => {
    expect(list.services.map((s) => s.title)).toEqual([
      "Graphic Designing",
      "Copywriting & Creative Writing",
      "Website Design & SEO",
      "Photography & Videography",
      "Social Media Management & Marketing",
    ]);
    expect(list.services.map((s) => [s.contact.label, s.contact.href])).toEqual(
      Array(5).fill(["Contact Us", "/contact-us"]),
    );
    expect(list.services.map((s) => [s.projects.label, s.projects.href])).toEqual([
      ["Our Projects", "/work?filter=graphic"],
      ["Our Projects", "/work?filter=content"],
      ["Our Projects", "/work?filter=website"],
      ["Our Projects", "/work?filter=photo"],
      ["Our Projects", "/work?filter=socialmedia"],
    ]);
  });

  it("links only to filters that select a service chip (socialmedia is social)", () => {
    const chips = list.services.map(
      (s) => selectionFromSearch(new URL(s.projects.href, "https://x").search, taxonomy)?.id,
    );
    expect(chips).toEqual(["graphic", "content", "website", "photo", "social"]);
  });
});

describe("search entries of the service list", () => {
  it("are one entry of type service per service, on the page's route", () => {
    const entries = definitions["service-list"]!.searchEntries!(list as never, "/services");
    expect(entries).toEqual(
      list.services.map((s) => ({
        type: "service",
        title: s.title,
        path: "/services",
        description: s.subtitle,
      })),
    );
  });
});
