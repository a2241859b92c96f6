/**
 * The About page's blocks as the server renders them, from a fixture copy of the About document
 * (tests/fixtures/render/about-us.json), read through a DOM, with expectations taken from the
 * fixture's own data: an author's edit to pages/about-us.json never breaks it.
 */
import { beforeAll, describe, expect, it } from "vitest";
import type {
  AboutHeroBlock,
  FounderBlock,
  StackedCardsBlock,
  StatsBlock,
  StoryBlock,
  TextBeltBlock,
  ValueChipsBlock,
} from "../../../../src/generated/schema.ts";
import { definitions } from "../../../../src/render/definitions.ts";
import {
  blockOf as blockOfPage,
  renderFixturePage,
  sectionOf,
  texts,
  type RenderedPage,
} from "./render-page.tsx";

let page: RenderedPage;
beforeAll(async () => {
  page = await renderFixturePage("about-us");
});

const blockOf = <T,>(type: string) => blockOfPage<T>(page, type);

const section = (id: string | undefined) => sectionOf(page, id);

describe("the About page, rendered from its fixture", () => {
  it("renders every block in the document's order, each under its id", () => {
    // Not every block type need have an id; every block of this fixture gives one.
    const ids = page.doc.blocks.map((block) => ("id" in block ? block.id : undefined) ?? "");
    expect(ids.every(Boolean)).toBe(true);
    const rendered = [...page.document.querySelectorAll("[id]")]
      .map((element) => element.id)
      .filter((id) => ids.includes(id));
    expect(rendered).toEqual(ids);
  });

  it("opens with a “We are …” h1 and one picture per circle, served settled (no entrance yet)", () => {
    const hero = blockOf<AboutHeroBlock>("about-hero");
    const h1 = page.document.querySelectorAll("h1");
    expect(h1).toHaveLength(1);
    expect(texts(h1[0]!, ".lead")).toEqual([hero.lead]);
    expect(texts(h1[0]!, ".title")).toEqual([hero.title]);
    expect(section(hero.id).querySelectorAll("li.circle")).toHaveLength(hero.circles.length);
    expect(page.document.querySelector("[data-enter]")).toBeNull();
    // In the first screen, loaded at once, but after the words' font: they are not its largest
    // paint, the words beside them are.
    for (const img of section(hero.id).querySelectorAll("li.circle img")) {
      expect(img.getAttribute("loading")).toBe("eager");
      expect(img.getAttribute("fetchpriority")).toBe("low");
    }
  });

  it("serves every step of the story readable, each with its ring text", () => {
    const story = blockOf<StoryBlock>("story");
    const element = section(story.id);
    // The steps are drawn twice, as the desktop list and the phone's cards: each title, in order.
    expect([...new Set(texts(element, "h3"))]).toEqual(story.steps.map((step) => step.title));
    expect(element.getAttribute("data-variant")).toBe("static");
    const rings = texts(element, "textPath");
    expect(rings.length).toBeGreaterThanOrEqual(story.steps.length);
    for (const step of story.steps)
      expect(rings.some((ring) => ring.includes(step.ringText))).toBe(true);
  });

  it("shows the founder, the value cards, the counters and the value chips", () => {
    const founder = blockOf<FounderBlock>("founder");
    expect(texts(section(founder.id), "h2")).toContain(founder.name);
    const cards = blockOf<StackedCardsBlock>("stacked-cards");
    expect(texts(section(cards.id), "h3")).toEqual(cards.cards.map((card) => card.content.title));
    const stats = blockOf<StatsBlock>("stats");
    const counters = section(stats.id);
    expect(texts(counters, ".value")).toEqual(
      stats.items.map((item) => `${item.value}${item.suffix ?? ""}`),
    );
    expect(texts(counters, ".label")).toEqual(stats.items.map((item) => item.label));
    const chips = blockOf<ValueChipsBlock>("value-chips");
    const chipsElement = section(chips.id);
    expect(texts(chipsElement, "h2")).toEqual([chips.title]);
    expect(texts(chipsElement, "li")).toEqual(chips.chips.map((chip) => chip.text));
  });

  it("moves the belt its percentage of a row per frame, with a pause button", () => {
    const belt = blockOf<TextBeltBlock>("text-belt");
    // At 60 frames a second, one row takes 100 / percentPerFrame frames.
    const ms = Math.round((100 / belt.percentPerFrame / 60) * 1000);
    expect(page.css).toContain(`${ms}ms linear infinite`);
    const buttons = texts(page.document, "button");
    expect(buttons).toContain(belt.pauseLabel);
  });

  it("uses no inline style attributes", () => {
    expect(page.document.querySelectorAll("[style]")).toHaveLength(0);
  });
});

describe("the founder in the site search", () => {
  it("is the team entry: the name, the About page and the role first", () => {
    const founder = blockOf<FounderBlock>("founder");
    const entries = definitions.founder!.searchEntries!(founder as never, page.doc.route);
    expect(entries).toEqual([
      {
        type: "team",
        title: founder.name,
        path: page.doc.route,
        description: expect.stringMatching(
          new RegExp(`^${founder.role.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\. `),
        ),
      },
    ]);
  });
});
