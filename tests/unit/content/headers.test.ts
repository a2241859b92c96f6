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
  parseHeadersFile,
  styleHashes,
} from "../../../build/content/headers.ts";
import { root } from "./fixture-site.ts";

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
    expect(csp).toContain("script-src 'self' 'inline-speculation-rules';");
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(csp).toContain(`style-src 'self' 'sha256-abc' ${EMPTY_STYLE_HASH}`);
    expect(csp).toContain("connect-src 'self' https://forms.example.com;");
    expect(csp).toContain("form-action 'self' https://forms.example.com;");
    for (const directive of ["frame-ancestors 'none'", "base-uri 'none'", "object-src 'none'"])
      expect(csp).toContain(directive);
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
    const snippet = readFileSync(join(root, "build/deploy/site-headers.conf"), "utf8");
    const sent = Object.fromEntries(
      [...snippet.matchAll(/^add_header (\S+) "([^"]*)" always;$/gm)].map((m) => [m[1], m[2]]),
    );
    expect(sent).toEqual(COMMON_HEADERS);
    expect(snippet).toContain("add_header Content-Security-Policy $page_csp always;");
  });
});
