/**
 * Next from a case study is fetched before the press, and how soon after the press it paints, on
 * a desktop (issue 41 asks ≤ 250 ms). The press is the click event's own time on the page left;
 * the paint is the first contentful paint of the page arrived at, on the same clock (each page's
 * `performance.timeOrigin` plus its entry). Nine presses along the chain, each once the browser
 * reports the Next page fetched ahead (Chrome under DevTools turns the prerender into a prefetch:
 * PrerenderingDisabledByDevTools). Judged: every press arrives fetched ahead. Printed, not
 * judged: press to paint, every press and the median. On this shared two-core machine the same
 * build measured 90–537 ms per press and medians of 132–291 ms within one hour (2026-11-28,
 * neighbours' load 5–8), so a 250 ms gate would measure the neighbours; it becomes one once it
 * holds with a margin over five fresh-clone runs, as the Lighthouse gates do.
 * Timed tests: they run last, on their own (`*.timing.spec.ts`, playwright.config.ts).
 */
import { expect, test } from "../support/fixtures.ts";

const PRESSES = 9;
/** Issue 41's target, printed beside the median. */
const PAINT_MS = 250;
const START = "/portfolio/info3/one-bonsai";

/** Remembers, across the navigation, when the last press happened on the wall clock. */
function recordPress() {
  addEventListener(
    "click",
    (event) =>
      sessionStorage.setItem("pressedAt", String(performance.timeOrigin + event.timeStamp)),
    true,
  );
}

test("Next is fetched before the press, on every press of nine (desktop; press to paint printed)", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.addInitScript(recordPress);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Preload.enable");
  const ready = new Set<string>();
  cdp.on("Preload.prefetchStatusUpdated", (event) => {
    if (event.status === "Ready") ready.add(event.prefetchUrl);
  });

  await page.goto(START);
  const samples: { from: string; ms: number; delivery: string }[] = [];
  for (let press = 0; press < PRESSES; press++) {
    const from = new URL(page.url()).pathname;
    const next = page.getByRole("link", { name: "Next", exact: true });
    const target = await next.evaluate((a) => (a as HTMLAnchorElement).href);
    // The state waited on: the browser has the Next page ready before the press.
    await expect.poll(() => ready.has(target), { timeout: 30_000 }).toBe(true);
    await next.click();
    await page.waitForURL(target);
    const arrived = await page.evaluate(async () => {
      const paint = await new Promise<number>((resolve) => {
        new PerformanceObserver((list, observer) => {
          const fcp = list.getEntriesByName("first-contentful-paint")[0];
          if (fcp) {
            observer.disconnect();
            resolve(fcp.startTime);
          }
        }).observe({ type: "paint", buffered: true });
      });
      const navigation = performance.getEntriesByType("navigation")[0] as PerformanceEntry & {
        deliveryType: string;
      };
      return {
        paintedAt: performance.timeOrigin + paint,
        pressedAt: Number(sessionStorage.getItem("pressedAt")),
        delivery: navigation.deliveryType,
      };
    });
    expect(arrived.pressedAt, "the press was recorded").toBeGreaterThan(0);
    samples.push({
      from,
      ms: Math.round(arrived.paintedAt - arrived.pressedAt),
      delivery: arrived.delivery,
    });
  }
  const report = samples.map((s) => `${s.from}: ${s.ms} ms (${s.delivery})`).join("; ");
  console.log(`Next, press to first paint: ${report}`);
  for (const sample of samples)
    expect(sample.delivery, `${sample.from}: ${report}`).toBe("navigational-prefetch");
  const median = samples.map((s) => s.ms).sort((a, b) => a - b)[Math.floor(PRESSES / 2)]!;
  console.log(`Press to first paint, median of ${PRESSES}: ${median} ms (target ${PAINT_MS} ms).`);
});
