import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { assetChecker } from "../../../../scripts/content/load.ts";
import { resolvePage } from "../../../../scripts/content/resolve.ts";
import {
  vectorInfoOf,
  vectorProblem,
  vectorSize,
  vectorSources,
} from "../../../../scripts/content/vector.ts";
import type { SiteModel } from "../../../../scripts/content/model.ts";
import { sitePublic } from "../../support/fixture-site.ts";

const drawing = (body: string, attributes = 'width="40" height="30"') =>
  `<svg xmlns="http://www.w3.org/2000/svg" ${attributes}>${body}</svg>`;

describe("vectorProblem", () => {
  it("accepts shapes, text, gradients, filters and references to the drawing's own parts", () => {
    const art = drawing(
      `<defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient>
       <filter id="f"><feGaussianBlur stdDeviation="2"/></filter><path id="p" d="M0 0h4"/></defs>
       <g filter="url(#f)"><rect width="40" height="30" fill="url(#g)"/><use href="#p"/>
       <text x="2" y="20">N<tspan>E</tspan></text></g>`,
    );
    expect(vectorProblem(art)).toBeUndefined();
  });

  it("refuses scripts, event attributes, embedded HTML and links to other files", () => {
    expect(vectorProblem(drawing("<script>alert(1)</script>"))).toBe("it holds a <script> element");
    expect(
      vectorProblem(drawing('<svg:script xmlns:svg="http://www.w3.org/2000/svg">x</svg:script>')),
    ).toBe("it holds a <svg:script> element");
    expect(vectorProblem(drawing('<rect width="4" height="4" onclick="x()"/>'))).toBe(
      "its <rect> has an onclick attribute",
    );
    expect(vectorProblem(drawing("", 'onload="x()"'))).toBe("its <svg> has an onload attribute");
    expect(vectorProblem(drawing("<foreignObject><p>hi</p></foreignObject>"))).toBe(
      "it holds a <foreignObject> element",
    );
    expect(vectorProblem(drawing('<use href="https://evil.example/a.svg#x"/>'))).toBe(
      'its <use> links to "https://evil.example/a.svg#x"',
    );
    expect(
      vectorProblem(
        drawing(
          '<a xmlns:xlink="http://www.w3.org/1999/xlink" xlink:href="javascript:x()"><rect/></a>',
        ),
      ),
    ).toBe("it holds a <a> element");
    expect(vectorProblem(drawing('<rect style="fill:url(https://evil.example/p)"/>'))).toBe(
      "its <rect> refers to another file in style",
    );
  });

  it("refuses what is not an SVG drawing at all", () => {
    expect(vectorProblem("<html><body>hi</body></html>")).toBe("it is not an SVG file");
    expect(vectorProblem("<svg><rect></svg>")).toBe("it is not an SVG file");
    expect(
      vectorProblem(
        '<!DOCTYPE svg [<!ENTITY x "y">]><svg xmlns="http://www.w3.org/2000/svg"></svg>',
      ),
    ).toBe("it has a DOCTYPE (which can define entities)");
  });
});

describe("vectorSize", () => {
  it("reads width and height, in pixels or plain numbers", () => {
    expect(vectorSize(drawing(""))).toEqual({ width: 40, height: 30 });
    expect(vectorSize(drawing("", 'width="1600px" height="1400px"'))).toEqual({
      width: 1600,
      height: 1400,
    });
  });

  it("falls back to the viewBox, and has no size without either", () => {
    expect(vectorSize(drawing("", 'viewBox="0 0 120 80"'))).toEqual({ width: 120, height: 80 });
    expect(vectorSize(drawing("", 'width="100%" viewBox="0,0,64,48"'))).toEqual({
      width: 64,
      height: 48,
    });
    expect(vectorSize(drawing("", 'width="10em" height="2em"'))).toBeUndefined();
    expect(vectorSize("not a drawing")).toBeUndefined();
  });
});

describe("drawings in the content", () => {
  const status = assetChecker(sitePublic);

  it("passes a drawing and marks an active SVG (the validate fixture active-svg has the message)", () => {
    expect(status("/media/fx/drawing.svg")).toBe("ok");
    expect(status("/media/fx/active.svg")).toBe("active");
  });

  it("gives a drawing its size, for the page to hold its shape", () => {
    expect(vectorInfoOf(sitePublic, "/media/fx/drawing.svg")).toEqual({ width: 120, height: 80 });
    expect(vectorInfoOf(sitePublic, "/media/fx/none.svg")).toBeUndefined();
    expect(vectorInfoOf(join(sitePublic, "media"), "/fx/drawing.svg")).toEqual({
      width: 120,
      height: 80,
    });
  });

  it("lists each drawing the pages use once, and resolves a page's drawing with its size", () => {
    const pages = [
      { assets: ["/media/fx/drawing.svg", "/media/fx/banner.png"] },
      { assets: ["/media/fx/drawing.svg"] },
    ];
    expect(vectorSources({ pages })).toEqual(["/media/fx/drawing.svg"]);
    const doc = { route: "/x", blocks: [] };
    const model = {
      byRoute: new Map([["/x", { doc, assets: ["/media/fx/drawing.svg"] }]]),
    } as unknown as SiteModel;
    const page = resolvePage(model, "/x", (src) => vectorInfoOf(sitePublic, src), {});
    expect(page.images).toEqual({ "/media/fx/drawing.svg": { width: 120, height: 80 } });
  });
});
