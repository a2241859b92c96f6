import { describe, expect, it } from "vitest";
import { onPressModules, type Manifest } from "../../../build/prerender/chunks.ts";

const manifest: Manifest = {
  "src/app.tsx": { file: "assets/app-1.js", isEntry: true, imports: ["_react.js"] },
  "_react.js": { file: "assets/react-1.js" },
  "_icons.js": { file: "assets/icons-1.js" },
  "src/overlay.tsx": {
    file: "assets/overlay-1.js",
    name: "overlay",
    isDynamicEntry: true,
    imports: ["_react.js", "_icons.js", "src/results.tsx"],
  },
  "src/results.tsx": { file: "assets/results-1.js", name: "results", isDynamicEntry: true },
};

describe("the code a pressed button loads", () => {
  it("is its lazy chunk and what that needs, less what the route loads anyway", () => {
    const html = '<header><button type="button" data-loads="overlay">Search</button></header>';
    expect(
      onPressModules(manifest, html, new Set(["assets/app-1.js", "assets/react-1.js"])),
    ).toEqual({ overlay: ["/assets/overlay-1.js", "/assets/icons-1.js", "/assets/results-1.js"] });
  });

  it("is nothing for a page without such buttons", () => {
    expect(onPressModules(manifest, "<main><button>Go</button></main>", new Set())).toEqual({});
  });

  it("fails the build for a name that is no lazy chunk", () => {
    expect(() =>
      onPressModules(manifest, '<button data-loads="react">x</button>', new Set()),
    ).toThrow('data-loads="react" names no lazy chunk of the app.');
  });
});
