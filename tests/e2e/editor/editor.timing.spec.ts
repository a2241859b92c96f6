/**
 * The editor on a 200-block page (tarini grown, big-page.ts), timed as an author meets it: the
 * page opened from the list until its outline and its Preview show every block; a keystroke in a
 * Text block's title until the Preview has painted it ("editor:preview-update", see
 * preview-frame.tsx); the longest task while typing; a block moved and deleted until the outline
 * and the Preview have painted the change. Typing, moving and deleting are also timed on the
 * fixture's 4-block case study in the same run, the reference the big page is held to (house rule
 * 12). Last, typing on a 30-block page (big-page.ts, /bench). Medians and 95th percentiles are
 * printed for the notes, with the machine's load.
 *
 * The issue's targets (open ≤ 1.5 s, a keystroke ≤ 50 ms at p95, no task over 50 ms while typing,
 * a move or a delete ≤ 100 ms) are gated on the editor's main-thread CPU time in the same spans,
 * read from a Chromium trace (main-thread.ts): on two shared cores the wall clock measures the
 * neighbours too (a keystroke's p95 was 41 ms at a load of 3, 163-312 ms at 10-11), so the wall
 * figures are printed and held only to looser bounds, against regressions that wait rather
 * than work.
 */
import { loadavg } from "node:os";
import type { Page } from "@playwright/test";
import { expect } from "../support/fixtures.ts";
import { BENCH_FILE, BIG_BLOCKS, BIG_FILE, writeBenchPage, writeBigPage } from "./big-page.ts";
import { ownEditorSiteForSpec, test } from "./editor-site.ts";
import { traceCpu } from "./main-thread.ts";

// One editor for every timing test of the editor: each editor started costs this stage, which
// runs alone, about 10 s.
const site = ownEditorSiteForSpec((started) => {
  writeBigPage(started);
  writeBenchPage(started);
});

// Not serial: a test that fails leaves the others to run and print their figures.
test.describe.configure({ timeout: 120_000 });
test.use({ allowedConsole: /\[vite\]|Failed to load resource/ });

const quantile = (sorted: readonly number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
const sorted = (list: readonly number[]) => [...list].sort((a, b) => a - b);
const ms = (value: number) => `${value.toFixed(0)} ms`;
/** Prints the figures of `times`, with the issue's target for them when it sets one. */
const figures = (name: string, times: readonly number[], target?: string) => {
  const list = sorted(times);
  const line = `${name}: median ${ms(quantile(list, 0.5))}, p95 ${ms(quantile(list, 0.95))}, max ${ms(list.at(-1)!)} (${list.length} samples${target ? `; target ${target}` : ""})`;
  // The machine's load beside the figures: on two shared cores, it moves them.
  console.log(`Big page (${BIG_BLOCKS} blocks) · ${line}; load ${loadavg()[0]!.toFixed(1)}`);
  return { median: quantile(list, 0.5), p95: quantile(list, 0.95), max: list.at(-1)! };
};

const outline = (page: Page) => page.getByRole("navigation", { name: "Blocks" });
const previewBlocks = (page: Page) =>
  page.frameLocator('iframe[title="Preview"]').locator("article[data-route] > *");

/** Resolves with performance.now() once the outline and the Preview show every block. */
function shown(page: Page) {
  return page.waitForFunction(
    (count) => {
      const rows = document.querySelectorAll('nav[aria-label="Blocks"] ol > li').length;
      const frame = document.querySelector<HTMLIFrameElement>('iframe[title="Preview"]');
      const drawn = frame?.contentDocument?.querySelector("article[data-route]");
      return rows === count && drawn?.children.length === count ? performance.now() : 0;
    },
    BIG_BLOCKS,
    { polling: "raf", timeout: 60_000 },
  );
}

/** Opens the big page from the list of pages; ms until its outline and Preview show it all. */
async function openFromList(page: Page): Promise<number> {
  await page.goto(site.url);
  const row = page.getByRole("button", { name: /\/portfolio\/big/ });
  await row.waitFor();
  const start = await page.evaluate(() => performance.now());
  await row.click();
  const end = await (await shown(page)).jsonValue();
  await page.evaluate(
    ([start, end]) => performance.measure("bench:open", { start, end }),
    [start, end],
  );
  return end - start;
}

test("a 200-block page opens from the list", async ({ page }) => {
  const times: number[] = [];
  const cpu = await traceCpu(page, async () => {
    for (let round = 0; round < 3; round++) times.push(await openFromList(page));
  });
  const { median } = figures("open from the list", times, "1.5 s");
  const work = figures("open from the list, main-thread CPU", cpu.spans("bench:open"), "1.5 s");
  // For the notes: the editor loaded with the page in its address, from navigation start.
  const loads: number[] = [];
  for (let round = 0; round < 3; round++) {
    await page.goto(`${site.url}?file=${site.rel}/${BIG_FILE}`);
    loads.push(await (await shown(page)).jsonValue());
  }
  figures("editor loaded with the page (?file=)", loads);
  // The target, on the CPU the editor used; the wall clock (0.70-1.08 s at loads of 2 to 3 here,
  // 1.27-1.35 s at 10 to 12, medians of 3) held to 2 s.
  expect(work.median).toBeLessThanOrEqual(1500);
  expect(median).toBeLessThanOrEqual(2000);
});

/** Opens `file` and chooses its block `index` (its row's name matches `row`). */
async function openAt(page: Page, file: string, count: number, row: RegExp) {
  await page.goto(`${site.url}?file=${site.rel}/${file}`);
  await expect(previewBlocks(page)).toHaveCount(count, { timeout: 30_000 });
  await outline(page).getByRole("button", { name: row }).click();
}

/** Types `typed` at the end of the field, a key at a time as a person types (each waits for the
 * Preview to draw the last); the ms from each key's change to the painted Preview. */
async function typeTimed(page: Page, field: string, typed: string): Promise<number[]> {
  await page.locator(`[id="${field}"]`).focus();
  await page.keyboard.press("End");
  const updates = () =>
    page.evaluate(() => performance.getEntriesByName("editor:preview-update").length);
  for (const key of typed) {
    const count = await updates();
    await page.keyboard.type(key);
    await expect.poll(updates).toBeGreaterThan(count);
  }
  return (
    await page.evaluate(() =>
      performance.getEntriesByName("editor:preview-update").map((e) => e.duration),
    )
  ).slice(-typed.length);
}

const TYPED = " told again, key by key";

test("on a 200-block page a keystroke reaches the painted Preview as on a 4-block page; no long task", async ({
  page,
}) => {
  // The reference, in the same run: the fixture's 4-block case study.
  await openAt(page, "pages/portfolio/alpha.json", 4, /^2\s*Text/);
  const small = figures(
    "reference, 4-block page: keystroke to painted Preview",
    await typeTimed(page, "field:/blocks/1/title", TYPED),
  );
  await openAt(page, BIG_FILE, BIG_BLOCKS, /^98\s*Text/);
  await page.evaluate(() => {
    const w = window as unknown as { longTasks: number[] };
    w.longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.longTasks.push(entry.duration);
    }).observe({ type: "longtask" });
  });
  let times: number[] = [];
  const cpu = await traceCpu(page, async () => {
    times = await typeTimed(page, "field:/blocks/97/title", TYPED);
  });
  await expect(
    page
      .frameLocator('iframe[title="Preview"]')
      .getByRole("heading", { name: `Chapter 98${TYPED}` }),
  ).toBeVisible();
  const longTasks = await page.evaluate(
    () => (window as unknown as { longTasks: number[] }).longTasks,
  );
  const big = figures("keystroke to painted Preview", times, "p95 50 ms");
  const work = figures(
    "keystroke to painted Preview, main-thread CPU",
    cpu.spans("editor:preview-update"),
    "p95 50 ms",
  );
  const longest = Math.max(0, ...longTasks);
  const longestWork = cpu.longestTask("editor:preview-update");
  console.log(
    `Big page (${BIG_BLOCKS} blocks) · long tasks while typing ${TYPED.length} keys: ${longTasks.length}, longest ${ms(longest)}; longest task's CPU ${ms(longestWork)} (target: none over 50 ms)`,
  );
  expect(times.length).toBe(TYPED.length);
  expect(work.p95).toBeLessThanOrEqual(50);
  expect(longestWork).toBeLessThanOrEqual(50);
  // The wall clock, held to what held with a margin here (the targets are gated on CPU above):
  // 50 times more blocks cost at most twice the reference page's median time.
  // p95 29-46 ms and no long task at loads of 2 to 3, but p95 122-312 ms and tasks of 97-394 ms
  // at 10 to 11, where a task waits for the cores: these two bounds stay as they were.
  expect(big.median).toBeLessThanOrEqual(2 * Math.max(small.median, 25));
  expect(big.p95).toBeLessThanOrEqual(400);
  expect(longest).toBeLessThanOrEqual(200);
});

/**
 * Presses the button named `label` and times, from the press, the painted frames where the
 * outline and the Preview first show what `kind` did to the block at `index`.
 */
function timePress(page: Page, label: string, kind: "move down" | "delete", index: number) {
  return page.evaluate(
    async ({ label, kind, index }) => {
      const list = document.querySelector('nav[aria-label="Blocks"] ol')!;
      const frame = document.querySelector<HTMLIFrameElement>('iframe[title="Preview"]')!;
      const article = () => frame.contentDocument!.querySelector("article[data-route]")!;
      const count = list.children.length;
      const moved = article().children[index]!.textContent;
      const outlineShows =
        kind === "delete"
          ? () => list.children.length === count - 1
          : () =>
              list.children[index + 1]?.querySelector(".row")?.getAttribute("aria-current") ===
              "true";
      const previewShows =
        kind === "delete"
          ? () => article().children.length === count - 1
          : () => article().children[index + 1]?.textContent === moved;
      const button = document.querySelector<HTMLButtonElement>(
        `button[aria-label="${CSS.escape(label)}"]`,
      )!;
      const start = performance.now();
      button.click();
      let outline = 0;
      let preview = 0;
      while (!outline || !preview) {
        await new Promise(requestAnimationFrame);
        const [o, p] = [outlineShows(), previewShows()];
        // After the frame that showed it has been painted.
        await new Promise((resolve) => setTimeout(resolve));
        if (o && !outline) outline = performance.now() - start;
        if (p && !preview) preview = performance.now() - start;
        if (performance.now() - start > 30_000) throw new Error(`${kind} never showed`);
      }
      performance.measure(`bench:${kind}`, { start, end: start + Math.max(outline, preview) });
      return { outline, preview };
    },
    { label, kind, index },
  );
}

/** Moves block `index` down and deletes the one then in its place, undoing both, five times. */
async function moveAndDelete(page: Page, file: string, count: number, index: number) {
  await page.goto(`${site.url}?file=${site.rel}/${file}`);
  await expect(previewBlocks(page)).toHaveCount(count, { timeout: 30_000 });
  const rows = outline(page).locator("ol > li");
  const moves = { outline: [] as number[], preview: [] as number[] };
  const deletes = { outline: [] as number[], preview: [] as number[] };
  const block = `block ${index + 1}`;
  for (let round = 0; round < 5; round++) {
    const name = await rows.nth(index).locator(".row .title").textContent();
    const move = await timePress(page, `Move ${block} (${name}) down`, "move down", index);
    moves.outline.push(move.outline);
    moves.preview.push(move.preview);
    const next = await rows.nth(index).locator(".row .title").textContent();
    const gone = await timePress(page, `Delete ${block} (${next})`, "delete", index);
    deletes.outline.push(gone.outline);
    deletes.preview.push(gone.preview);
    // Both undone, the page as it was for the next round.
    await page.keyboard.press("ControlOrMeta+z");
    await page.keyboard.press("ControlOrMeta+z");
    await expect(previewBlocks(page)).toHaveCount(count, { timeout: 30_000 });
    await expect(rows.nth(index).locator(".row .title")).toHaveText(name!);
  }
  return { moves, deletes };
}

test("on a 200-block page moving or deleting a block shows about as fast as on a 4-block page", async ({
  page,
}) => {
  const small = await moveAndDelete(page, "pages/portfolio/alpha.json", 4, 1);
  const smallMove = figures(
    "reference, 4-block page: move block 2 down, outline",
    small.moves.outline,
  );
  figures("reference, 4-block page: delete block 2, outline", small.deletes.outline);
  let big = small;
  const cpu = await traceCpu(page, async () => {
    big = await moveAndDelete(page, BIG_FILE, BIG_BLOCKS, 99);
  });
  const { moves, deletes } = big;
  const move = figures("move block 100 down, outline painted", moves.outline, "100 ms");
  const movePreview = figures("move block 100 down, Preview painted", moves.preview, "100 ms");
  const remove = figures("delete block 100, outline painted", deletes.outline, "100 ms");
  const removePreview = figures("delete block 100, Preview painted", deletes.preview, "100 ms");
  const moveWork = figures(
    "move block 100 down, main-thread CPU",
    cpu.spans("bench:move down"),
    "100 ms",
  );
  const removeWork = figures(
    "delete block 100, main-thread CPU",
    cpu.spans("bench:delete"),
    "100 ms",
  );
  // The targets, on the CPU the editor used until both had painted.
  expect(moveWork.median).toBeLessThanOrEqual(100);
  expect(removeWork.median).toBeLessThanOrEqual(100);
  // The wall clock, held to what held with a margin on the shared cores (see the keystroke's
  // test). A move or a delete draws no block or row again but the
  // ones it changed, and the Preview draws it in the same frame as the outline: medians of
  // 43-71 ms (move) and 33-55 ms (delete) at loads of 2 to 3, up to 117 and 143 ms at 10 to 11,
  // where twice the 4-block page's move (21-48 ms) would fail. Absolute bounds, then.
  console.log(
    `Big page: move median ${ms(move.median)} against the 4-block page's ${ms(smallMove.median)} (${(move.median / smallMove.median).toFixed(1)}x).`,
  );
  expect(move.median).toBeLessThanOrEqual(250);
  expect(movePreview.median).toBeLessThanOrEqual(250);
  expect(remove.median).toBeLessThanOrEqual(250);
  expect(removePreview.median).toBeLessThanOrEqual(250);
});

/**
 * The Preview follows typing within 200 ms on a 30-block page: from the keystroke's change in the
 * editor to the preview's next frame with it drawn (the editor's "editor:preview-update"
 * measures, see preview-frame.tsx).
 */
test("the preview shows a keystroke within 200 ms on a 30-block page", async ({ page }) => {
  await page.goto(`${site.url}?file=${site.rel}/${BENCH_FILE}`);
  const preview = page.frameLocator('iframe[title="Preview"]');
  await expect(preview.locator("article[data-route] > *")).toHaveCount(30);
  await page
    .getByRole("navigation", { name: "Blocks" })
    .getByRole("button", { name: /^1\s*Text/ })
    .click();
  const typed = " revisited by the editor";
  const times = sorted(await typeTimed(page, "field:/blocks/0/title", typed));
  await expect(preview.getByRole("heading", { name: `Chapter 1${typed}` })).toBeVisible();
  const median = quantile(times, 0.5);
  const p95 = quantile(times, 0.95);
  console.log(
    `Preview update on 30 blocks: median ${median.toFixed(0)} ms, p95 ${p95.toFixed(0)} ms (${times.length} keystrokes)`,
  );
  expect(times.length).toBe(typed.length);
  expect(median).toBeLessThanOrEqual(200);
  expect(p95).toBeLessThanOrEqual(200);
});
