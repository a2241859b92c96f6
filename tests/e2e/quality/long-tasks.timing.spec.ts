/**
 * No long task before the visitor acts (issue 41): /work, /contact-us, /about-us and a case study
 * loaded on a phone-sized window and left alone until everything that runs by itself has run
 * (settled(): the fonts, every island or behaviour near the window that wakes on its own, then
 * the thread idle), as a visitor reads before touching anything. Gated on the page's own scripts
 * in each task of its main thread, in CPU time read from a Chromium trace (support/script-cpu.ts),
 * scaled to a phone 4× slower than this machine: no task's scripts over 50 ms there (median of 5
 * loads). The browser's own parsing, style and layout, which a hand-written page pays as well, are
 * printed beside it, with a static text page's, not gated.
 *
 * CPU time rather than the wall clock: the wall clock on two shared cores measures the neighbours
 * as much as the page. The script time of the longest animation frame at 4× CPU (the gate before,
 * from the Long Animation Frames API) read 0 to 48 ms in loads of one page, failing /about-us
 * with a median of 53 ms under two busy loops; the scripts' CPU per task, ×4, read 10 to 17 ms in
 * the same loads and 11 to 20 ms on a quiet machine, where the frames' script time read 0 to 45
 * (medians 5 to 16 ms) (2026-12-07). Timed tests: they run last, on their own
 * (`*.timing.spec.ts`, playwright.config.ts).
 */
import type { Browser } from "@playwright/test";
import { expect, test } from "../support/fixtures.ts";
import { traceTasks } from "../support/script-cpu.ts";
import { settled } from "../support/settled.ts";

// One after the other in one worker: two browsers timing themselves would share the CPU.
test.describe.configure({ mode: "default" });

const RUNS = 5;
/** A phone's CPU, as Lighthouse's mobile settings have it: 4× slower than this machine. */
const PHONE = 4;
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
  /** The most CPU the page's scripts took in one task, in ms, at the phone's speed. */
  scriptMs: number;
  /** The most CPU one task took, in ms, at the phone's speed. */
  taskMs: number;
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
  const url = new URL(path, baseURL).href;
  const tasks = await traceTasks(page, url, async () => {
    await page.goto(url, { waitUntil: "load" });
    await settled(page);
  });
  await context.close();
  const most = (values: number[]) => Math.round(PHONE * Math.max(0, ...values));
  return { scriptMs: most(tasks.map((t) => t.script)), taskMs: most(tasks.map((t) => t.cpu)) };
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

// /about-us: its story, stacked cards and counters only move; on a phone the story (whose top is
// in the first screen's margin) woke React at load for nothing, a 79 ms evaluation and a 47 ms
// hydration at 4× (2026-11-28), until it waited for a wide screen (its definition's wakeWhile).
for (const path of ["/work", "/contact-us", "/about-us", "/portfolio/tarini"]) {
  test(`${path}: no script runs a long task before the visitor acts (${PHONE}× CPU)`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const pages: Sample[] = [];
    // The static page is printed beside the page, not judged: one load of it, first, says what
    // the machine's own style and layout cost at this moment.
    const statics = [await sample(browser, baseURL!, STATIC_PATH)];
    for (let run = 0; run < RUNS; run++) pages.push(await sample(browser, baseURL!, path));
    const report = `${path} at ${PHONE}× CPU: the scripts of its busiest task ${pages.map((s) => s.scriptMs).join(", ")} ms; its longest task ${pages.map((s) => s.taskMs).join(", ")} ms; the static page's longest task ${statics[0]!.taskMs} ms`;
    console.log(report);
    expect(median(pages.map((s) => s.scriptMs)), report).toBeLessThanOrEqual(LONG_TASK_MS);
  });
}
