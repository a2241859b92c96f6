import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  COMMON_HEADERS,
  contentSecurityPolicy,
  EMPTY_STYLE_HASH,
  endpointSources,
  formatHeadersFile,
  headersFor,
  nginxCspMap,
  parseHeadersFile,
  styleHashes,
} from "../../../../scripts/content/headers.ts";
import { root } from "../../support/fixture-site.ts";

describe("the Content-Security-Policy", () => {
  it("hashes each prerendered <style> element's text", () => {
    // Independently computed: printf "a{color:red}" | openssl dgst -sha256 -binary | base64
    expect(styleHashes('<style data-emotion="c x">a{color:red}</style><style>b{}</style>')).toEqual(
      [
        "'sha256-6hWWMOcF+mJesSJGYhmK2lkIIEw9Xc5XKGLPVzh8yxs='",
        "'sha256-7yqHVAesot11p6HczDsgKRipvI5UPgs97z80zNXlans='",
      ],
    );
  });

  it("allows scripts from 'self' only and styles from 'self', the page's hashes and emotion's empty sheet", () => {
    const csp = contentSecurityPolicy({
      styleHashes: ["'sha256-abc'"],
      endpoints: ["/api/forms/contact", "https://forms.example.com/f/123"],
    });
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(csp).toContain(`style-src 'self' 'sha256-abc' ${EMPTY_STYLE_HASH}`);
    expect(csp).toContain("connect-src 'self' https://forms.example.com;");
    expect(csp).toContain("form-action 'self' https://forms.example.com;");
    for (const directive of ["frame-ancestors 'none'", "base-uri 'none'"])
      expect(csp).toContain(directive);
    // Plugins, frames and workers fall back to default-src: none.
    expect(csp).not.toMatch(/object-src|frame-src|worker-src/);
  });

  it("allows the page's inline scripts by their hashes, and no other", () => {
    const csp = contentSecurityPolicy({
      styleHashes: [],
      scriptHashes: ["'sha256-inline'"],
      endpoints: [],
    });
    expect(csp).toContain("script-src 'self' 'sha256-inline';");
  });

  it("leaves frame-ancestors out of the <meta> version, where browsers ignore it", () => {
    expect(contentSecurityPolicy({ styleHashes: [], endpoints: [], forMeta: true })).not.toContain(
      "frame-ancestors",
    );
  });

  it("limits form origins to the configured https endpoints", () => {
    expect(
      endpointSources(["/api/forms/newsletter", "https://a.example/x", "https://a.example/y"]),
    ).toEqual(["'self'", "https://a.example"]);
  });

  it("matches sha256 of the empty string", async () => {
    const { createHash } = await import("node:crypto");
    expect(EMPTY_STYLE_HASH).toBe(`'sha256-${createHash("sha256").update("").digest("base64")}'`);
  });
});

describe("the _headers file", () => {
  it("round-trips and applies rules in order, with * matching the rest of a path", () => {
    const text = formatHeadersFile([
      { path: "/*", headers: { "X-A": "1" } },
      { path: "/assets/*", headers: { "Cache-Control": "immutable" } },
      { path: "/work", headers: { "X-A": "2" } },
    ]);
    const rules = parseHeadersFile(text);
    expect(headersFor(rules, "/work")).toEqual({ "X-A": "2" });
    expect(headersFor(rules, "/assets/x.js")).toEqual({ "X-A": "1", "Cache-Control": "immutable" });
    expect(headersFor(rules, "/workshop")).toEqual({ "X-A": "1" });
  });

  it("nginx's header snippet sends exactly the common headers", () => {
    const snippet = readFileSync(join(root, "scripts/deploy/site-headers.conf"), "utf8");
    const sent = Object.fromEntries(
      [...snippet.matchAll(/^add_header (\S+) "([^"]*)" always;$/gm)].map((m) => [m[1], m[2]]),
    );
    expect(sent).toEqual(COMMON_HEADERS);
    expect(snippet).toContain("add_header Content-Security-Policy $page_csp always;");
  });
});

describe("the nginx policy map", () => {
  // nginx compares a map's plain string keys without regard to case (its `nginx -t` refuses
  // two keys that differ only in case): every key is an anchored, case-sensitive regex.
  const map = nginxCspMap(
    [
      ["/", "home"],
      ["/portfolio/info5/Oddbolle", "a"],
      ["/portfolio/info5/oddbolle", "b"],
      ["/a.b+c", "c"],
    ],
    [["/_404/project-not-found.html", "project"]],
    "fallback",
  );
  /** The keys as nginx reads them: a quoted token's \\ and \" are unescaped. */
  const keys = [...map.matchAll(/^ {2}"(~[^"]*)" "([^"]*)";$/gm)].map((m) => ({
    regex: new RegExp(m[1]!.slice(1).replace(/\\(["\\])/g, "$1")),
    value: m[2],
  }));
  const lookup = (uri: string) => keys.find((k) => k.regex.test(uri))?.value ?? "fallback";

  it("keeps ids that differ only in case apart, and matches whole paths literally", () => {
    expect(keys).toHaveLength(5);
    expect(lookup("/portfolio/info5/Oddbolle")).toBe("a");
    expect(lookup("/portfolio/info5/oddbolle")).toBe("b");
    expect(lookup("/portfolio/info5/ODDBOLLE")).toBe("fallback");
    expect(lookup("/a.b+c")).toBe("c");
    expect(lookup("/aXb+c")).toBe("fallback");
    expect(lookup("/a.b+c/x")).toBe("fallback");
    expect(lookup("/_404/project-not-found.html")).toBe("project");
    expect(lookup("/_404/project-not-found.htm")).toBe("fallback");
    expect(map).toContain('default "fallback";');
  });

  it("matches a page however try_files leaves $uri: /work, /work/, /work/index.html, /work//index.html", () => {
    for (const uri of [
      "/portfolio/info5/Oddbolle/",
      "/portfolio/info5/Oddbolle/index.html",
      "/portfolio/info5/Oddbolle//index.html",
    ])
      expect(lookup(uri), uri).toBe("a");
    for (const uri of ["/", "/index.html", "//index.html"]) expect(lookup(uri), uri).toBe("home");
    expect(lookup("/portfolio/info5/Oddbolle/index.htm")).toBe("fallback");
  });
});
