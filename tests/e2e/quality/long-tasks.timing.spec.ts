/**
 * No long task before the visitor acts (issue 41): a phone's CPU (4× throttled), /work,
 * /contact-us, /about-us and a case study loaded and left alone until everything that runs by itself has
 * run (settled(): the fonts, every island or behaviour near the window that wakes on its own,
 * then the thread idle), as a visitor reads before touching anything. What the page's own scripts do in that time is read from the Long Animation
 * Frames API (each frame over 50 ms, with the time each script took in it), so the browser's
 * own parsing, style and layout, which a hand-written page pays as well, are told apart from
 * code: the gate is on the scripts (median of 3 loads). The longest tasks themselves are printed
 * beside a hand-written static text page's, loaded once in the same test: on this shared machine the
 * first style and layout of /work alone is a 100–200 ms task at 4× (its 550 elements and their
 * CSS, with no script in it), which no change of script moves, so they are reported, not gated.
 * Timed tests: they run last, on their own (`*.timing.spec.ts`, playwright.config.ts).
 */
import type { Browser } from "@playwright/test";
import { expect, test } from "../support/fixtures.ts";
import { settled } from "../support/settled.ts";

// One after the other in one worker: two browsers timing themselves would share the CPU.
test.describe.configure({ mode: "default" });

const RUNS = 3;
const THROTTLE = 4;
const LONG_TASK_MS = 50;
const STATIC_PATH = "/__static-text-page";
/** A hand-written page with text only: no picture, no web font, no script. */
const STATIC_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Static</title>
<style>body{font:16px/1.5 system-ui,sans-serif;margin:0 auto;max-width:40rem;padding:1rem}</style>
</head><body><header><a href="/">Home</a></header><main><h1>A page of words</h1>
${"<p>Words and nothing else, the way a page is before anything else arrives. ".repeat(40)}</p>
</main></body></html>`;

interface Sample {
  /** Every long task's duration, in ms. */
  tasks: number[];
  /** The most time the page's scripts took in one long frame, in ms. */
  scriptMs: number;
}

async function sample(browser: Browser, baseURL: string, path: string): Promise<Sample> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await page.route(`**${STATIC_PATH}`, (route) =>
    route.fulfill({ contentType: "text/html", body: STATIC_PAGE }),
  );
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: THROTTLE });
  await page.addInitScript(() => {
    const seen = { tasks: [] as number[], scriptMs: 0 };
    Object.assign(window, { __seen: seen });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) seen.tasks.push(Math.round(entry.duration));
    }).observe({ type: "longtask", buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        scripts: { duration: number }[];
      })[]) {
        const ms = entry.scripts.reduce((sum, script) => sum + script.duration, 0);
        seen.scriptMs = Math.max(seen.scriptMs, Math.round(ms));
      }
    }).observe({ type: "long-animation-frame", buffered: true });
  });
  await page.goto(new URL(path, baseURL).href, { waitUntil: "load" });
  await settled(page);
  const seen = await page.evaluate(() => (window as unknown as { __seen: Sample }).__seen);
  await context.close();
  return seen;
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const longest = (s: Sample) => Math.max(0, ...s.tasks);

// /about-us: its story, stacked cards and counters only move; on a phone the story (whose top is
// in the first screen's margin) woke React at load for nothing, a 79 ms evaluation and a 47 ms
// hydration at 4× (2026-11-28), until it waited for a wide screen (its definition's wakeWhile).
for (const path of ["/work", "/contact-us", "/about-us", "/portfolio/tarini"]) {
  test(`${path}: no script runs a long task before the visitor acts (4× CPU)`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const pages: Sample[] = [];
    // The static page is printed beside the page, not judged: one load of it, first, says what
    // the machine's own style and layout cost at this moment.
    const statics = [await sample(browser, baseURL!, STATIC_PATH)];
    for (let run = 0; run < RUNS; run++) pages.push(await sample(browser, baseURL!, path));
    const report = `${path}: longest task per run ${pages.map(longest).join(", ")} ms; script in a long frame ${pages.map((s) => s.scriptMs).join(", ")} ms; static page's longest ${longest(statics[0]!)} ms`;
    console.log(report);
    expect(median(pages.map((s) => s.scriptMs)), report).toBeLessThanOrEqual(LONG_TASK_MS);
  });
}
