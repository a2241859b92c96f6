import { describe, expect, it } from "vitest";
import type { Result as LighthouseResult } from "lighthouse";
import {
  describeLcpRequests,
  failedItemsOf,
  lcpRequestsOf,
  lighthouseFlags,
  mainThreadCpuShare,
  METRIC_AUDITS,
  sampleOf,
} from "../../../../scripts/audit/lighthouse-run.ts";

const main = { pid: 7, tid: 1 };
const task = (dur: number, tdur: number, where = main) => ({
  name: "RunTask",
  ph: "X",
  dur,
  tdur,
  ...where,
});
const parse = { name: "ParseHTML", ph: "X", dur: 500, tdur: 500, ...main };

describe("mainThreadCpuShare", () => {
  it("is the main thread's CPU time over the wall time of its long tasks", () => {
    // 80 ms and 40 ms tasks, on a CPU for 40 and 20 of them: half.
    expect(mainThreadCpuShare([parse, task(80_000, 40_000), task(40_000, 20_000)])).toBe(0.5);
  });

  it("counts only the page's main thread and only tasks over 12 ms", () => {
    const other = { pid: 9, tid: 3 };
    const events = [
      parse,
      task(130_000, 130_000),
      task(10_000, 1_000), // short: not a long task
      task(50_000, 5_000, other), // another thread
    ];
    expect(mainThreadCpuShare(events)).toBe(1);
  });

  it("falls low when the CPU was taken away from the page", () => {
    expect(mainThreadCpuShare([parse, task(100_000, 11_000), task(60_000, 7_000)])).toBeCloseTo(
      0.1125,
    );
  });

  it("is 1, setting nothing aside, with under 100 ms of long tasks or no page", () => {
    expect(mainThreadCpuShare([parse, task(5_000, 100)])).toBe(1);
    // The static page: one 40 ms task, mostly waiting.
    expect(mainThreadCpuShare([parse, task(40_000, 3_000)])).toBe(1);
    expect(mainThreadCpuShare([task(50_000, 100)])).toBe(1);
  });
});

describe("lighthouseFlags", () => {
  it("asks for every category on a page's first run and the five scored metrics after it, with the timings and requests", () => {
    const first = lighthouseFlags(9222, true);
    expect(first.onlyCategories).toEqual(["performance", "accessibility", "best-practices", "seo"]);
    expect("onlyAudits" in first).toBe(false);
    const later = lighthouseFlags(9222, false);
    // Lighthouse reads both lists as "either": a category beside them would bring its audits back.
    expect("onlyCategories" in later).toBe(false);
    expect(later.onlyAudits).toEqual([
      "first-contentful-paint",
      "largest-contentful-paint",
      "total-blocking-time",
      "cumulative-layout-shift",
      "speed-index",
      "metrics",
      "network-requests",
    ]);
    expect(later.port).toBe(9222);
  });

  it("takes no full-page screenshot, which only the HTML report uses", () => {
    expect(lighthouseFlags(9222, true).disableFullPageScreenshot).toBe(true);
    expect(lighthouseFlags(9222, false).disableFullPageScreenshot).toBe(true);
  });
});

describe("sampleOf", () => {
  type Audits = LighthouseResult["audits"];
  const report = (numbers: Record<string, number | undefined>) => ({
    audits: Object.fromEntries(
      Object.entries(numbers).map(([id, numericValue]) => [
        id,
        { id, score: 1, scoreDisplayMode: "numeric", numericValue },
      ]),
    ) as unknown as Audits,
    categories: { performance: { score: 0.99 } } as unknown as LighthouseResult["categories"],
    environment: { benchmarkIndex: 1612.5 },
  });
  const all = Object.fromEntries(METRIC_AUDITS.map((id) => [id, 100]));

  it("keeps the score and the metrics of a run", () => {
    const sample = sampleOf(
      report({ ...all, "largest-contentful-paint": 1234, "total-blocking-time": 56 }),
      "/x",
      "mobile",
      false,
    );
    expect(sample).toMatchObject({
      performance: 99,
      lcpMs: 1234,
      tbtMs: 56,
      cpuShare: 1,
      benchmarkIndex: 1612.5,
    });
    expect(sample.runtimeError).toBeUndefined();
  });

  it("marks a run whose metric is missing, so it is run again instead of counting as 0 ms", () => {
    const sample = sampleOf(
      report({ ...all, "largest-contentful-paint": undefined }),
      "/x",
      "mobile",
      false,
    );
    expect(sample.runtimeError).toBe("METRIC_MISSING");
  });
});

describe("lcpRequestsOf and describeLcpRequests", () => {
  type Audits = LighthouseResult["audits"];
  const request = (path: string, end: number, bytes: number, type: string, priority: string) => ({
    url: `http://127.0.0.1:4173${path}`,
    networkEndTime: end,
    transferSize: bytes,
    resourceType: type,
    priority,
  });
  const audits = (seen: number | undefined) =>
    ({
      metrics: { details: { items: [{ observedLargestContentfulPaint: seen }] } },
      "network-requests": {
        details: {
          items: [
            request("/services", 19, 10_298, "Document", "VeryHigh"),
            request("/_img/hero-800.avif", 183, 25_819, "Image", "High"),
            request("/assets/display.woff2", 327, 26_239, "Font", "VeryHigh"),
            request("/_img/first-800.avif", 311, 9_123, "Image", "Low"),
            request("/_img/second-800.avif", 312, 6_743, "Image", "Low"),
            { ...request("", 100, 0, "Image", "Low"), url: "data:image/gif;base64,R0lGOD" },
            // Ended after the largest paint: not in the simulation.
            request("/favicon.svg", 394, 995, "Other", "High"),
          ],
        },
      },
    }) as unknown as Audits;

  it("keeps the requests that ended by the time the largest paint was seen, by path", () => {
    expect(lcpRequestsOf(audits(330))).toEqual([
      { path: "/services", bytes: 10_298, lowPriorityImage: false },
      { path: "/_img/hero-800.avif", bytes: 25_819, lowPriorityImage: false },
      { path: "/assets/display.woff2", bytes: 26_239, lowPriorityImage: false },
      { path: "/_img/first-800.avif", bytes: 9_123, lowPriorityImage: true },
      { path: "/_img/second-800.avif", bytes: 6_743, lowPriorityImage: true },
    ]);
    // Seen earlier, before the font and the low-priority pictures had arrived.
    expect(lcpRequestsOf(audits(200))!.map((r) => r.path)).toEqual([
      "/services",
      "/_img/hero-800.avif",
    ]);
  });

  it("is undefined for a run that did not record the timings", () => {
    expect(lcpRequestsOf(audits(undefined))).toBeUndefined();
    expect(lcpRequestsOf({} as Audits)).toBeUndefined();
  });

  it("names what the estimate waits on and, apart, the pictures that only share the line", () => {
    expect(describeLcpRequests(lcpRequestsOf(audits(330))!)).toBe(
      "waited on /services 10.3 KB, /_img/hero-800.avif 25.8 KB, /assets/display.woff2 26.2 KB; shared the line with 2 low-priority pictures (15.9 KB)",
    );
    expect(describeLcpRequests(lcpRequestsOf(audits(200))!)).toBe(
      "waited on /services 10.3 KB, /_img/hero-800.avif 25.8 KB",
    );
  });
});

describe("failedItemsOf", () => {
  const lhr = {
    categories: {
      performance: { score: 1, auditRefs: [{ id: "total-blocking-time", weight: 30 }] },
      accessibility: {
        score: 0.96,
        auditRefs: [
          { id: "color-contrast", weight: 7 },
          { id: "image-alt", weight: 10 },
          { id: "landmark-one-main", weight: 0 },
        ],
      },
      seo: { score: 0.9, auditRefs: [{ id: "robots-txt", weight: 1 }] },
    },
    audits: {
      "total-blocking-time": { id: "total-blocking-time", score: 0.5 },
      "color-contrast": {
        id: "color-contrast",
        title: "Contrast",
        score: 0,
        details: {
          items: [
            {
              node: {
                selector: "footer .contact > h2",
                explanation:
                  "Fix any of the following:\n  Element has insufficient color contrast of 1.87",
              },
            },
          ],
        },
      },
      "image-alt": { id: "image-alt", title: "Alt text", score: 1 },
      "landmark-one-main": { id: "landmark-one-main", title: "Main", score: 0 },
      "robots-txt": { id: "robots-txt", title: "robots.txt is not valid", score: 0 },
    },
  } as unknown as Pick<LighthouseResult, "audits" | "categories">;

  it("names each failed element with its explanation, and an audit without elements by its title", () => {
    expect(failedItemsOf(lhr)).toEqual([
      "color-contrast: footer .contact > h2 — Fix any of the following: Element has insufficient color contrast of 1.87",
      "robots-txt: robots.txt is not valid",
    ]);
  });
});
