import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { TaxonomyDocument } from "../../../../../src/generated/schema.ts";
import {
  MIN_QUERY_LENGTH,
  isSearchable,
  resultTarget,
  searchEntries,
  typeLabel,
  type SearchEntry,
} from "../../../../../src/site/search/search.ts";
import { buildSearchIndex, filterTerms } from "../../../../../scripts/content/search-index.ts";
import { clientSiteData } from "../../../../../scripts/content/resolve.ts";
import { root, validateFixture } from "../../../support/fixture-site.ts";
import { definitions } from "../../../../../src/render/definitions.ts";

/** The real taxonomy: its keywords hold the spec's industry aliases. */
const taxonomy = JSON.parse(
  readFileSync(join(root, "tests/fixtures/render/taxonomy.json"), "utf8"),
) as TaxonomyDocument;

function filterEntry(category: "industry" | "service", id: string): SearchEntry {
  const list = category === "industry" ? taxonomy.industries : taxonomy.services;
  const item = list.find((c) => c.id === id)!;
  return {
    type: "filter",
    title: item.label,
    path: category === "industry" ? `/work?industry=${id}` : `/work?filter=${id}`,
    description:
      category === "industry"
        ? `Case studies for ${item.label} clients`
        : `Case studies in ${item.label}`,
    filter: { id, category, terms: filterTerms(item) },
  };
}

const pages: SearchEntry[] = [
  {
    type: "page",
    title: "Home",
    path: "/",
    description: "A creative and branding agency: identity, graphic design, websites.",
  },
  {
    type: "page",
    title: "About Us",
    path: "/about-us",
    description: "How a one-desk studio grew.",
  },
  { type: "page", title: "Our Work", path: "/work", description: "Case studies, filterable." },
];
const services = taxonomy.services.map((s) => filterEntry("service", s.id));
const industries = taxonomy.industries.map((s) => filterEntry("industry", s.id));
const projects: SearchEntry[] = [
  {
    type: "project",
    title: "AM:PM Café",
    path: "/portfolio/am-pm-cafe",
    description: "A day-to-night identity for a cafe and bar.",
  },
  {
    type: "project",
    title: "The Global Address",
    path: "/portfolio/protfolio/brand-name",
    description: "Real estate launch: hero, screens and a gold gradient.",
  },
  {
    type: "project",
    title: "Pik",
    path: "/portfolio/pik",
    description: "Packaging for a nicotine pouch brand.",
  },
];
const team: SearchEntry = {
  type: "team",
  title: "Asha Rao, founder",
  path: "/about-us",
  description: "Founder and creative director of the studio.",
};
/** In index order, as scripts/content/search-index.ts builds it: pages, services, filters, projects. */
const index: SearchEntry[] = [...pages, team, ...services, ...industries, ...projects];

const search = (query: string) => searchEntries(index, query);
const titles = (query: string) => search(query).map((entry) => entry.title);

describe("site search: the query", () => {
  it("finds nothing with fewer than 2 characters after trimming", () => {
    expect(MIN_QUERY_LENGTH).toBe(2);
    expect(search("")).toEqual([]);
    expect(search("p")).toEqual([]);
    expect(search("  p   ")).toEqual([]);
    expect(isSearchable(" p ")).toBe(false);
    expect(isSearchable("pi")).toBe(true);
    expect(titles("pi")).toContain("Pik");
  });

  it("ignores letter case in the query and in the entries", () => {
    expect(titles("GLOBAL address")).toEqual(["The Global Address"]);
    expect(titles("global ADDRESS")).toEqual(titles("Global Address"));
    expect(titles("CAFE")).toEqual(titles("cafe"));
  });

  it("ignores accents, so “cafe” finds “Café” and “CAFÉ” finds it too", () => {
    expect(titles("am:pm cafe")).toEqual(["Food & Hospitality", "AM:PM Café"]);
    expect(titles("AM:PM CAFÉ")).toEqual(["Food & Hospitality", "AM:PM Café"]);
    expect(titles("day-to-night")).toEqual(["AM:PM Café"]);
  });

  it("matches the whole query as a substring of a title or a description", () => {
    expect(titles("nicotine pouch")).toEqual(["Pik"]);
    expect(titles("one-desk studio")).toEqual(["About Us"]);
    // The words of the query appear, but not as one substring: no title or description matches.
    expect(titles("pouch nicotine")).toEqual([]);
  });

  it("matches each word only against the category labels, aliases and keywords", () => {
    // "bakery" matches nothing; "finance" is a word of the query and an industry label.
    expect(titles("bakery finance")).toEqual(["Finance"]);
    // The same words do not match a project whose text has them apart.
    expect(titles("bar cafe")).toEqual(["Food & Hospitality"]);
  });

  it("ignores one-letter words when matching words", () => {
    // "a" is a substring of most labels; alone with "zz" it must not match anything.
    expect(titles("a zz")).toEqual([]);
  });
});

describe("site search: industry aliases", () => {
  it.each([
    ["cafe", "food"],
    ["restaurant", "food"],
    ["dining", "food"],
    ["hospitality", "food"],
    ["ngo", "social"],
    ["community", "social"],
    ["property", "estate"],
    ["realty", "estate"],
    ["housing", "estate"],
    ["software", "tech"],
    ["banking", "finance"],
    ["investment", "finance"],
    ["lifestyle", "wellness"],
  ])("“%s” puts the %s industry filter at the very top", (query, id) => {
    const [first] = search(query);
    expect(first?.type).toBe("filter");
    expect(first?.filter).toMatchObject({ id, category: "industry" });
  });

  it("finds the food filter for “cafe” before the cafe's own case study", () => {
    expect(titles("cafe")).toEqual(["Food & Hospitality", "AM:PM Café"]);
  });

  it("finds the estate filter for “property”, though no title or description says property", () => {
    expect(titles("property")).toEqual(["Real Estate"]);
  });

  it("matches a word inside a label or keyword, not only whole words", () => {
    expect(titles("prop")).toEqual(["Real Estate"]);
  });
});

describe("site search: order and duplicates", () => {
  it("puts industry filters first, then service filters, then everything else in index order", () => {
    // "social" is an industry (Social & Environment), a service (Social Media), and in no page.
    // "design" is a service label, in the home page's description and in nothing else.
    const results = search("social design");
    expect(results.map((r) => r.type)).toEqual(["filter", "filter", "filter", "filter"]);
    expect(results.map((r) => ({ id: r.filter?.id, category: r.filter?.category }))).toEqual([
      { id: "social", category: "industry" },
      { id: "social", category: "service" },
      { id: "print", category: "service" },
      { id: "graphic", category: "service" },
    ]);
    expect(titles("design")).toEqual(["Print/Packaging Design", "Graphic Design", "Home"]);
  });

  it("lists industry filters above service filters even when services come first in the index", () => {
    const reversed = [...projects, ...services, ...industries, ...pages];
    const results = searchEntries(reversed, "digital social");
    const categories = results.map((r) => r.filter?.category ?? r.type);
    expect(categories).toEqual(["industry", "industry", "service"]);
    expect(results.map((r) => r.title)).toEqual([
      "Social & Environment",
      "Technology",
      "Social Media",
    ]);
  });

  it("keeps one entry when the index holds the same path and title twice", () => {
    const twice = [...index, { ...projects[0]! }, { ...industries[0]! }];
    const results = searchEntries(twice, "cafe");
    expect(results.map((r) => r.path)).toEqual(["/work?industry=food", "/portfolio/am-pm-cafe"]);
  });

  it("keeps two entries that share a path but not a title", () => {
    expect(search("studio").map((r) => [r.path, r.title])).toEqual([
      ["/about-us", "About Us"],
      ["/about-us", "Asha Rao, founder"],
    ]);
  });
});

describe("choosing a result", () => {
  it("goes to /work?industry={id} and remembers the industry tab for an industry filter", () => {
    expect(resultTarget(filterEntry("industry", "food"))).toEqual({
      path: "/work?industry=food",
      session: { activeTab: "industry", activeFilter: "food" },
    });
  });

  it("goes to /work?filter={id} and remembers the displayService tab for a service filter", () => {
    expect(resultTarget(filterEntry("service", "photo"))).toEqual({
      path: "/work?filter=photo",
      session: { activeTab: "displayService", activeFilter: "photo" },
    });
  });

  it("goes to the entry's own path for anything else, storing nothing", () => {
    expect(resultTarget(projects[0]!)).toEqual({ path: "/portfolio/am-pm-cafe" });
  });

  it("labels each result with its type", () => {
    expect(typeLabel(filterEntry("industry", "food"))).toBe("Industry filter");
    expect(typeLabel(filterEntry("service", "photo"))).toBe("Service filter");
    expect(typeLabel(projects[0]!)).toBe("Project");
    expect(typeLabel(pages[0]!)).toBe("Page");
    expect(typeLabel(team)).toBe("Team");
  });
});

describe("search over the index the build derives", () => {
  it("carries each category's keywords, which the data every page's script gets leaves out", () => {
    const { model } = validateFixture();
    if (!model) throw new Error("The fixture site should be valid.");
    const food = model.taxonomy.industries.find((category) => category.id === "food")!;
    expect(food.keywords?.length).toBeGreaterThan(0);
    const entry = buildSearchIndex(model, definitions).find(
      (e) => e.filter?.category === "industry" && e.filter.id === "food",
    );
    expect(entry?.filter?.terms).toEqual(expect.arrayContaining([food.label, ...food.keywords!]));
    // Searched for only once the search is open: not in the chrome's data of every page.
    const data = clientSiteData(model);
    const categories = [...data.taxonomy.services, ...data.taxonomy.industries];
    expect(categories.filter((category) => "keywords" in category)).toEqual([]);
    for (const key of ["$schema", "schemaVersion", "routeFamilies", "shareImage"])
      expect(Object.keys(data.site), key).not.toContain(key);
  });

  it("finds the fixture site's case study once, and its food filter by the alias cafe", () => {
    const { model } = validateFixture();
    if (!model) throw new Error("The fixture site should be valid.");
    const built = buildSearchIndex(model, definitions);
    // Alpha is both a header link (a page entry) and a case study: one result, not two.
    expect(searchEntries(built, "alpha")).toEqual([
      expect.objectContaining({ title: "Alpha", path: "/portfolio/alpha" }),
    ]);
    const [first] = searchEntries(built, "Cafe");
    expect(first).toMatchObject({
      type: "filter",
      path: "/work?industry=food",
      filter: { id: "food", category: "industry" },
    });
  });
});
