import { JSDOM } from "jsdom";
import { chain } from "./case-study-chain.ts";
import { expect, test, waitForElementHydration, waitForHydration } from "./fixtures.ts";
import { settledTop } from "./frames.ts";

test.describe("the Previous / Next chain", () => {
  test("every case study is served with the specification's Previous and Next, and Previous leads there", async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    // What each page is served with: the links work from the first paint.
    const problems: string[] = [];
    for (const step of chain) {
      const response = await request.get(step.page);
      if (response.status() !== 200) problems.push(`${step.page}: status ${response.status()}`);
      const { document } = new JSDOM(await response.text()).window;
      const h1 = [...document.querySelectorAll("h1")].map((h) => h.textContent);
      if (h1.join() !== step.title) problems.push(`${step.page}: h1 ${JSON.stringify(h1)}`);
      if (document.body.textContent?.includes("Project not found"))
        problems.push(`${step.page}: says "Project not found"`);
      for (const [rel, name, want] of [
        ["prev", "Previous", step.previous],
        ["next", "Next", step.next],
      ] as const) {
        const links = [...document.querySelectorAll(`main a[rel="${rel}"]`)];
        const seen = links.map((a) => `${a.textContent?.trim()} ${a.getAttribute("href")}`);
        if (seen.join() !== `${name} ${want}`)
          problems.push(`${step.page}: ${name} is ${JSON.stringify(seen)}, not ${want}`);
      }
    }
    expect(problems).toEqual([]);

    // Previous, clicked all the way round, as soon as each page is there (the Next walk is below).
    await page.addInitScript(recordFrames);
    await page.goto(chain[0]!.page, { waitUntil: "domcontentloaded" });
    expect(await arrival(page, chain[0]!.page, chain[0]!.title)).toEqual(
      wholeAtTheTop(chain[0]!.page, chain[0]!.title),
    );
    for (let i = chain.length; i > 0; i--) {
      const step = chain[i % chain.length]!;
      const previous = chain[i - 1]!;
      const link = page.getByRole("link", { name: "Previous", exact: true });
      await expect(link).toHaveAttribute("href", step.previous);
      await link.click();
      expect(
        await arrival(page, step.previous, previous.title),
        `Previous from ${step.page}`,
      ).toEqual(wholeAtTheTop(step.previous, previous.title));
    }
  });

  test("the info3 drunken-scholar variant goes back to one-bonsai and on to /portfolio/info4/info4", async ({
    page,
  }) => {
    await page.goto("/portfolio/info3/drunken-scholar");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Drunken Scholar");
    await expect(page.getByRole("link", { name: "Previous", exact: true })).toHaveAttribute(
      "href",
      "/portfolio/info3/one-bonsai",
    );
    await expect(page.getByRole("link", { name: "Next", exact: true })).toHaveAttribute(
      "href",
      "/portfolio/info4/info4",
    );
    await page.getByRole("link", { name: "Next", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Abiliti");
  });
});

/**
 * Records, from every animation frame, the first frame in which each new h1 is on screen and
 * the window's scroll position in that same frame (rAF callbacks run just before the paint).
 */
function recordFrames() {
  type Frame = { h1: string; y: number };
  const frames: Frame[] = [];
  (window as unknown as { frames_: Frame[] }).frames_ = frames;
  let last: string | undefined;
  const sample = () => {
    const h1 = document.querySelector("h1")?.textContent ?? "";
    if (h1 !== last) frames.push({ h1, y: Math.round(window.scrollY) });
    last = h1;
    requestAnimationFrame(sample);
  };
  requestAnimationFrame(sample);
}

type Frame = { h1: string; y: number };
const framesOf = (page: import("@playwright/test").Page) =>
  page.evaluate(() => (window as unknown as { frames_: Frame[] }).frames_);
/**
 * Waits until the recorder has seen a frame with `title` as its latest heading: the heading and
 * the scroll position can be in the DOM before the next animation frame runs, and a page seen
 * earlier in the walk has older frames under the same title.
 */
const lastFrameShows = (page: import("@playwright/test").Page, title: string) =>
  page.waitForFunction(
    (t) => (window as unknown as { frames_: Frame[] }).frames_.at(-1)?.h1 === t,
    title,
  );

/**
 * In the page, after a click on Next or Previous: what the visitor got, once the page shows
 * `path` with `title` as its h1 and a frame has been drawn with it since the click (false until
 * then, or at once with `final`). The first frame counts from `walkMark`, set here for the next
 * click: the walk revisits every heading, and three titles twice a round. A new document starts
 * afresh.
 */
function arrivedAt({ path, title, final }: { path: string; title: string; final?: boolean }) {
  const w = window as unknown as { frames_: Frame[]; walkMark?: number };
  const h1 = [...document.querySelectorAll("h1")].map((h) => h.textContent ?? "");
  const firstFrame = w.frames_.slice(w.walkMark ?? 0).find((frame) => frame.h1 === title);
  const there = location.pathname === path && h1.join() === title && firstFrame !== undefined;
  if (!there && !final) return false;
  if (there) w.walkMark = w.frames_.length;
  const notFound = document.body.textContent?.includes("Project not found") ?? false;
  return { path: location.pathname, h1, notFound, firstFrame: firstFrame ?? null };
}

/** What arrivedAt reports, once the page at `path` titled `title` is there (within 10 s) or not. */
const arrival = (page: import("@playwright/test").Page, path: string, title: string) =>
  page
    .waitForFunction(arrivedAt, { path, title }, { timeout: 10_000 })
    .then((shown) => shown.jsonValue())
    .catch(() => page.evaluate(arrivedAt, { path, title, final: true }));

/** The page at `path`, whole (its h1, not "Project not found"), drawn first at the top. */
const wholeAtTheTop = (path: string, title: string) => ({
  path,
  h1: [title],
  notFound: false,
  firstFrame: { h1: title, y: 0 },
});

test.describe("moving between case studies", () => {
  test("Next, five times round the whole chain: each new page is at the top in its first frame, client-side once the app is live", async ({
    page,
  }) => {
    test.setTimeout(300_000);
    await page.addInitScript(recordFrames);
    // Counts the documents the walk loads: once the app is live, Next moves client-side.
    await page.addInitScript(() =>
      sessionStorage.setItem("loads", String(Number(sessionStorage.getItem("loads")) + 1)),
    );
    const loads = () => page.evaluate(() => Number(sessionStorage.getItem("loads")));
    // No waiting for the app: a visitor clicks as soon as the page is there.
    await page.goto(chain[0]!.page, { waitUntil: "domcontentloaded" });
    expect(await arrival(page, chain[0]!.page, chain[0]!.title)).toEqual(
      wholeAtTheTop(chain[0]!.page, chain[0]!.title),
    );
    let loadsAfterFirstRound = 0;
    for (let round = 0; round < 5; round++) {
      for (const [i, step] of chain.entries()) {
        const next = chain[(i + 1) % chain.length]!;
        await page.getByRole("link", { name: "Next", exact: true }).click();
        expect(
          await arrival(page, next.page, next.title),
          `round ${round + 1}: Next from ${step.page}`,
        ).toEqual(wholeAtTheTop(next.page, next.title));
      }
      if (round === 0) loadsAfterFirstRound = await loads();
    }
    // Round one may begin before the app is live (the browser then loads the next page itself);
    // rounds two to five are all client-side: not one document more.
    expect(loadsAfterFirstRound).toBeGreaterThan(0);
    expect(await loads(), "documents loaded after the first round").toBe(loadsAfterFirstRound);
  });

  test("Back and Forward put each page back where the visitor left it", async ({ page }) => {
    await page.addInitScript(recordFrames);
    const [a, b] = [chain[2]!, chain[3]!];
    await page.goto(a.page);
    // About the app's own (client-side) history: before it, the browser does this itself.
    await waitForHydration(page);
    const next = page.getByRole("link", { name: "Next", exact: true });
    // A jump over the blocks between, which are still stand-ins (laid out when near).
    await next.scrollIntoViewIfNeeded();
    const leftA = await page.evaluate(() => Math.round(window.scrollY));
    expect(leftA).toBeGreaterThan(200);
    const nextTop = async () => Math.round((await next.boundingBox())!.y);
    // Where the link settles once the blocks the jump came near are drawn (the window's content
    // is kept in place as they grow), over two frames.
    const nextWasAt = await settledTop(page, next);
    await next.click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(b.title);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    // Back in the same frame as the scroll, before the scroll's event: the place is still kept.
    await page.evaluate(() => {
      window.scrollTo(0, 300);
      history.back();
    });
    await expect(page).toHaveURL(a.page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(a.title);
    // The same content at the same place: the page is laid out whole, so the number differs.
    await expect.poll(async () => Math.abs((await nextTop()) - nextWasAt)).toBeLessThanOrEqual(1);
    await lastFrameShows(page, a.title);
    const back = (await framesOf(page)).at(-1);
    expect(back, "the first frame back on the page is already where it was left").toEqual({
      h1: a.title,
      y: await page.evaluate(() => Math.round(window.scrollY)),
    });

    await page.goForward();
    await expect(page).toHaveURL(b.page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(b.title);
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(300);
    await lastFrameShows(page, b.title);
    const forward = (await framesOf(page)).at(-1);
    expect(forward).toEqual({ h1: b.title, y: 300 });
  });
});

test.describe("blocks that need no app", () => {
  test("are served as prerendered: React leaves them alone and their code is never loaded", async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    // one-bonsai: banner, text, logos, palette, two grids of pictures, typography, a film and
    // Previous / Next. Only the film has a control (its pause button).
    await page.goto("/portfolio/info3/one-bonsai");
    // About hydration: wait until the film's player is React's.
    await waitForElementHydration(page.getByRole("button", { name: /^Pause video/ }).first());
    const wrappers = page.locator("article > [data-block-static]");
    await expect(wrappers).toHaveCount(8);
    const reactNodes = await wrappers.evaluateAll(
      (all) =>
        all
          .flatMap((wrapper) => [...wrapper.querySelectorAll("*")])
          .filter((node) => Object.keys(node).some((key) => key.startsWith("__reactProps$")))
          .length,
    );
    expect(reactNodes, "elements in static blocks that React hydrated").toBe(0);
    const blockChunks = scripts.filter((path) =>
      /\/assets\/(banner|text|logos|palette|media-grid|typography|prev-next)-[\w-]+\.js$/.test(
        path,
      ),
    );
    expect(blockChunks).toEqual([]);
    expect(scripts.some((path) => /\/assets\/video-[\w-]+\.js$/.test(path))).toBe(true);
  });
});
