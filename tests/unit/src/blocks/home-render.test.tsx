/**
 * The home page's blocks as the server renders them, from a fixture copy of the home document
 * (tests/fixtures/render/home.json): an author's edit to pages/home.json never breaks it. The
 * HTML is read through a DOM; expectations come from the fixture's own data.
 */
import { beforeAll, describe, expect, it } from "vitest";
import type {
  CtaBlock,
  HeroVideoBlock,
  IntroBlock,
  LogoStripBlock,
  ServiceCardsBlock,
  TestimonialsBlock,
} from "../../../../src/generated/schema.ts";
import {
  blockOf as blockOfPage,
  renderFixturePage,
  sectionOf,
  texts,
  type RenderedPage,
} from "./render-page.tsx";

let page: RenderedPage;
beforeAll(async () => {
  page = await renderFixturePage("home");
});

const blockOf = <T,>(type: string) => blockOfPage<T>(page, type);

const section = (id: string | undefined) => sectionOf(page, id);

const button = (name: string) =>
  [...page.document.querySelectorAll("button")].filter((b) => b.textContent?.trim() === name);

describe("the home page, rendered from its fixture", () => {
  it("opens with the film's heading as the page's only h1", () => {
    const hero = blockOf<HeroVideoBlock>("hero-video");
    expect(texts(page.document, "h1")).toEqual([hero.heading]);
  });

  it("serves the hero film muted, looping and inline, without a source until its behaviour picks one", () => {
    const hero = blockOf<HeroVideoBlock>("hero-video");
    const videos = page.document.querySelectorAll("video");
    expect(videos).toHaveLength(1);
    const video = videos[0]!;
    for (const attribute of ["muted", "loop", "playsinline"])
      expect(video.hasAttribute(attribute), attribute).toBe(true);
    expect(video.hasAttribute("src")).toBe(false);
    expect(video.querySelector("source[src]")).toBeNull();
    expect(video.getAttribute("preload")).toBe("none");
    const poster = page.document.querySelector(`img[src="${hero.poster.src}"]`);
    expect(poster?.getAttribute("fetchpriority")).toBe("high");
    expect(button(hero.pauseLabel)).toHaveLength(1);
  });

  it("has the intro's title and its button linking where the document says", () => {
    const intro = blockOf<IntroBlock>("intro");
    const element = section(intro.id);
    expect(texts(element, "h2")).toEqual([intro.title]);
    const link = element.querySelector(`a[href="${intro.button.href}"]`);
    expect(link?.textContent).toContain(intro.button.label);
  });

  it("links each service card to its page, in the document's order", () => {
    const cards = blockOf<ServiceCardsBlock>("service-cards");
    const links = [...section(cards.id).querySelectorAll("a[href]")].map((a) =>
      a.getAttribute("href"),
    );
    expect(links).toEqual(cards.cards.map((card) => card.button.href));
  });

  it("ships the client logos once, with alt text (the app clones the other copies)", () => {
    const strip = blockOf<LogoStripBlock>("logo-strip");
    const element = section(strip.id);
    const copies = element.querySelectorAll("ul.copy");
    expect(copies).toHaveLength(1);
    expect(copies[0]!.hasAttribute("aria-hidden")).toBe(false);
    const alts = [...element.querySelectorAll("img")].map((img) => img.getAttribute("alt"));
    expect(alts).toEqual(strip.logos.map((logo) => logo.alt));
    expect(element.querySelector("[data-cloned]")).toBeNull();
    expect(button(strip.pauseLabel)).toHaveLength(1);
  });

  it("loops the logo strip by one copy of its repeats in its duration", () => {
    const strip = blockOf<LogoStripBlock>("logo-strip");
    const shift = (100 / strip.repeat).toFixed(6);
    expect(page.css).toContain(`translateX(-${shift}%)`);
    expect(page.css).toContain(`${strip.durationSeconds * 1000}ms linear infinite`);
  });

  it("ships the testimonials once, one copy of their repeats moving in their duration, pausing on hover", () => {
    const strip = blockOf<TestimonialsBlock>("testimonials");
    const element = section(strip.id);
    expect(element.querySelectorAll("ul.copy")).toHaveLength(1);
    const alts = [...element.querySelectorAll("img")].map((img) => img.getAttribute("alt"));
    expect(alts).toEqual(strip.images.map((image) => image.alt));
    expect(element.querySelector("[data-hover-pause]")).not.toBeNull();
    expect(page.css).toContain(`${strip.durationSeconds * 1000}ms linear infinite`);
    expect(page.css).toContain(`translateX(-${(100 / strip.repeat).toFixed(6)}%)`);
  });

  it("closes with the call to action: its link, accessible name and hover label", () => {
    const cta = blockOf<CtaBlock>("cta");
    const element = section(cta.id);
    const link = element.querySelector("a");
    expect(link?.getAttribute("href")).toBe(cta.button.href);
    expect(link?.getAttribute("aria-label")).toBe(cta.button.label);
    expect(element.textContent).toContain(cta.button.hoverLabel);
  });

  it("uses no inline style attributes", () => {
    expect(page.document.querySelectorAll("[style]")).toHaveLength(0);
  });
});
