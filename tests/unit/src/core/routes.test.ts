import { describe, expect, it } from "vitest";
import { normalizePath, resolvePath, type RouteTable } from "../../../../src/core/routes.ts";

const table: RouteTable = {
  routes: [
    "/",
    "/work",
    "/portfolio/pik",
    "/portfolio/info5/Oddbolle",
    "/portfolio/ds/drunken-scholar",
    "/portfolio/info4/abiliti",
  ],
  aliases: {
    "/portfolio/info4/info4": "/portfolio/info4/abiliti",
    "/portfolio/info5/oddbolle": "/portfolio/info5/Oddbolle",
  },
  families: [
    { prefix: "/portfolio/", notFoundText: "Project not found" },
    {
      prefix: "/portfolio/info5/",
      fallback: "/portfolio/info5/Oddbolle",
      notFoundText: "Project not found",
    },
    { prefix: "/portfolio/ds/", notFoundText: "Project not found" },
  ],
};

describe("resolvePath", () => {
  it("finds a page by its route, with or without a trailing slash", () => {
    expect(resolvePath("/work", table)).toEqual({ kind: "page", route: "/work", canonical: true });
    expect(resolvePath("/work/", table)).toEqual({ kind: "page", route: "/work", canonical: true });
    expect(resolvePath("/", table)).toEqual({ kind: "page", route: "/", canonical: true });
  });

  it("keeps the case of ids", () => {
    expect(resolvePath("/portfolio/info5/Oddbolle", table)).toMatchObject({
      route: "/portfolio/info5/Oddbolle",
      canonical: true,
    });
    expect(resolvePath("/portfolio/PIK", table)).toEqual({
      kind: "not-found",
      text: "Project not found",
    });
  });

  it("follows aliases to their page", () => {
    expect(resolvePath("/portfolio/info4/info4", table)).toEqual({
      kind: "page",
      route: "/portfolio/info4/abiliti",
      canonical: false,
    });
    expect(resolvePath("/portfolio/info5/oddbolle", table)).toEqual({
      kind: "page",
      route: "/portfolio/info5/Oddbolle",
      canonical: false,
    });
  });

  it("shows a family's fallback for an unknown id", () => {
    expect(resolvePath("/portfolio/info5/anything", table)).toEqual({
      kind: "page",
      route: "/portfolio/info5/Oddbolle",
      canonical: false,
    });
  });

  it("gives the family's message for an unknown id without a fallback", () => {
    expect(resolvePath("/portfolio/ds/other", table)).toEqual({
      kind: "not-found",
      text: "Project not found",
    });
  });

  it("gives a plain not-found outside every family", () => {
    expect(resolvePath("/nope", table)).toEqual({ kind: "not-found" });
  });

  it("ignores query and fragment", () => {
    expect(normalizePath("/work?filter=graphic#x")).toBe("/work");
  });
});
