/**
 * Keyboard: on every route, Tab reaches every interactive element, in document order, each one
 * with a visible focus indicator and not hidden behind anything (WCAG 2.1.1, 2.4.3, 2.4.7,
 * 2.4.11). Dialogs (search, menu, thank-you overlays) are tested where they open.
 */
import type { Page } from "@playwright/test";
import { expect, sitemapRoutes, test } from "../support/fixtures.ts";

interface Stop {
  /** Index of the focused element among the page's interactive elements; -1 if not one of them. */
  index: number;
  label: string;
  /** How the focus shows: "outline", "changed: box-shadow…", or undefined when it does not. */
  indicator?: string;
  /** What was measured, for the failure message. */
  seen: string;
  /** What covers the focused element's centre, when something does. */
  coveredBy?: string;
}

interface Walk {
  elements: string[];
  radioGroups: Record<string, number[]>;
  stops: Stop[];
}

/** Marks the page's interactive elements and their look before focus, in the page. */
async function markInteractive(page: Page) {
  return page.evaluate(() => {
    const selector = [
      "a[href]",
      "area[href]",
      "button",
      "input:not([type=hidden])",
      "select",
      "textarea",
      "summary",
      "iframe",
      "video[controls]",
      "audio[controls]",
      "[contenteditable]:not([contenteditable=false])",
      "[tabindex]",
    ].join(",");
    const describe = (el: Element) => {
      const name =
        el.getAttribute("aria-label") ??
        el.getAttribute("title") ??
        (el as HTMLInputElement).placeholder ??
        el.textContent?.trim().slice(0, 40);
      return `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""} "${name ?? ""}"`;
    };
    const props = [
      "outline-style",
      "outline-width",
      "outline-color",
      "box-shadow",
      "border-top-color",
      "border-bottom-color",
      "background-color",
      "text-decoration-line",
    ];
    // The element and three ancestors: a field's ring is often drawn by its wrapper.
    const signature = (el: Element) => {
      const chain: string[][] = [];
      for (let node: Element | null = el, depth = 0; node && depth < 4; depth++) {
        const style = getComputedStyle(node);
        chain.push(props.map((p) => style.getPropertyValue(p)));
        node = node.parentElement;
      }
      return chain;
    };
    const list = [...document.querySelectorAll<HTMLElement>(selector)].filter(
      (el) =>
        el.tabIndex >= 0 &&
        !el.matches(":disabled") &&
        !el.closest("[inert]") &&
        el.checkVisibility({ visibilityProperty: true }),
    );
    const radioGroups: Record<string, number[]> = {};
    list.forEach((el, i) => {
      if (el instanceof HTMLInputElement && el.type === "radio" && el.name)
        (radioGroups[el.name] ??= []).push(i);
    });
    const w = window as unknown as {
      __keyboard: { list: HTMLElement[]; before: string[][][]; props: string[] };
    };
    w.__keyboard = { list, before: list.map(signature), props };
    return { elements: list.map(describe), radioGroups };
  });
}

/** Where the focus is now, and whether it can be seen. */
async function focusStop(page: Page): Promise<Stop | undefined> {
  return page.evaluate(async () => {
    // Read the styles focus ends in. Under reduced motion every change is still a 0.01 ms
    // transition, and Chromium does not always advance it within a frame or two: let the
    // transitions the focus started begin (a style read), then jump them to their end.
    await new Promise((resolve) => requestAnimationFrame(resolve));
    document.body.getBoundingClientRect();
    for (const animation of document.getAnimations())
      if (animation instanceof CSSTransition) animation.finish();
    const w = window as unknown as {
      __keyboard: { list: HTMLElement[]; before: string[][][]; props: string[] };
    };
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body || el === document.documentElement) return undefined;
    const { list, before, props } = w.__keyboard;
    const index = list.indexOf(el);
    const label = `${el.tagName.toLowerCase()} "${(el.getAttribute("aria-label") ?? el.textContent ?? "").trim().slice(0, 40)}"`;
    const style = getComputedStyle(el);
    let indicator: string | undefined;
    let seen = "no outline";
    const alpha = (color: string) => !/rgba\([^)]*,\s*0\)|transparent/.test(color);
    if (
      style.outlineStyle !== "none" &&
      parseFloat(style.outlineWidth) >= 2 &&
      alpha(style.outlineColor)
    ) {
      indicator = "outline";
    } else if (index >= 0) {
      const changed: string[] = [];
      for (let node: Element | null = el, depth = 0; node && depth < 4; depth++) {
        const now = getComputedStyle(node);
        props.forEach((p, k) => {
          if (now.getPropertyValue(p) !== before[index]?.[depth]?.[k])
            changed.push(`${p}@${depth}`);
        });
        node = node.parentElement;
      }
      // A ring, border or shadow that appears on focus counts; a colour change alone does not.
      if (changed.some((c) => /^(outline|box-shadow|border)/.test(c)))
        indicator = `changed: ${changed.join(" ")}`;
      seen = `changed on focus: ${changed.join(" ") || "nothing"}; page focused: ${document.hasFocus()}`;
    }
    const rect = el.getBoundingClientRect();
    const x = Math.min(Math.max(rect.left + rect.width / 2, 0), innerWidth - 1);
    const y = Math.min(Math.max(rect.top + rect.height / 2, 0), innerHeight - 1);
    const hit = document.elementFromPoint(x, y);
    const coveredBy =
      rect.width > 0 && hit && !el.contains(hit) && !hit.contains(el)
        ? `${hit.tagName.toLowerCase()}.${hit.className}`
        : undefined;
    return { index, label, indicator, seen, coveredBy };
  });
}

/** Presses Tab from the top of the page until the focus leaves the page or comes round again. */
async function walkWithTab(page: Page, route: string): Promise<Walk> {
  await page.goto(route);
  const { elements, radioGroups } = await markInteractive(page);
  return { elements, radioGroups, stops: await tabThrough(page, elements.length + 5) };
}

/** Presses Tab up to `limit` times, until the focus leaves the page or comes back to the start. */
async function tabThrough(page: Page, limit: number): Promise<Stop[]> {
  const stops: Stop[] = [];
  for (let press = 0; press < limit; press++) {
    await page.keyboard.press("Tab");
    const stop = await focusStop(page);
    if (!stop || (stop.index >= 0 && stop.index === stops[0]?.index)) break;
    stops.push(stop);
  }
  return stops;
}

/** Everything wrong with one walk, in words. */
function problems(route: string, walk: Walk): string[] {
  const found: string[] = [];
  const radioOf = new Map<number, number[]>();
  for (const group of Object.values(walk.radioGroups)) for (const i of group) radioOf.set(i, group);
  let last = -1;
  for (const stop of walk.stops) {
    if (stop.index < 0)
      found.push(`${route}: Tab stops on ${stop.label}, which is not interactive`);
    else if (stop.index <= last) found.push(`${route}: ${stop.label} comes out of document order`);
    if (!stop.indicator)
      found.push(`${route}: ${stop.label} shows no visible focus indicator (${stop.seen})`);
    if (stop.coveredBy) found.push(`${route}: ${stop.label} is covered by ${stop.coveredBy}`);
    last = Math.max(last, stop.index);
  }
  const reached = new Set(walk.stops.map((s) => s.index));
  walk.elements.forEach((element, i) => {
    const group = radioOf.get(i);
    const ok = group ? group.some((j) => reached.has(j)) : reached.has(i);
    if (!ok) found.push(`${route}: Tab never reaches ${element}`);
  });
  return found;
}

test.describe("keyboard", () => {
  test.use({ reducedMotion: "reduce" });

  // Three shares of the sitemap, so the walk runs on both workers.
  const shares = 3;
  for (let share = 0; share < shares; share++) {
    test(`Tab reaches every interactive element in order, each with a visible focus ring, at 1440 px (routes ${share + 1}/${shares})`, async ({
      page,
      request,
    }) => {
      test.setTimeout(180_000);
      await page.setViewportSize({ width: 1440, height: 900 });
      const all = await sitemapRoutes(request);
      expect(all.length).toBeGreaterThanOrEqual(34);
      const mine = all.filter((_, i) => i % shares === share);
      const found: string[] = [];
      for (const route of mine) {
        const walk = await walkWithTab(page, route);
        expect(walk.elements.length, route).toBeGreaterThan(5);
        expect(walk.stops.length, route).toBeGreaterThan(5);
        found.push(...problems(route, walk));
      }
      expect(found).toEqual([]);
    });
  }

  // The sweep runs at one width (the owner's word, issue 51): on a phone, one page shows the
  // chrome's phone layout (the menu button in place of the links) and the form's stacked fields.
  test("the same holds on a phone, with the menu button in place of the links", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    const found: string[] = [];
    for (const route of ["/contact-us"]) {
      const walk = await walkWithTab(page, route);
      expect(
        walk.elements.some((e) => /menu/i.test(e)),
        route,
      ).toBe(true);
      found.push(...problems(route, walk));
    }
    expect(found).toEqual([]);
  });

  test("the check itself notices a missing focus ring and an element Tab skips", async ({
    page,
  }) => {
    await page.goto("/contact-us");
    const { elements, radioGroups } = await markInteractive(page);
    // Break the page on purpose, after the elements were counted: the first footer link loses
    // its ring, the last one leaves the Tab order.
    await page.evaluate(() => {
      const links = [...document.querySelectorAll<HTMLAnchorElement>("footer a[href]")];
      links[0]!.style.setProperty("outline", "none", "important");
      links.at(-1)!.tabIndex = -1;
    });
    const stops = await tabThrough(page, elements.length + 5);
    const found = problems("/contact-us", { elements, radioGroups, stops });
    expect(found.filter((p) => p.includes("shows no visible focus indicator"))).toHaveLength(1);
    expect(found.filter((p) => p.includes("Tab never reaches"))).toHaveLength(1);
    expect(found).toHaveLength(2);
  });
});
