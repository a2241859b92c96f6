/**
 * Security headers, the same for `npm start`, the generated `_headers` file (static hosts) and
 * the nginx map: a strict Content-Security-Policy per page (scripts from 'self' and by the hashes
 * of the page's inline script, src/app/capture.ts, and of the speculation rules; styles
 * from 'self' plus the hashes of that page's prerendered <style> elements and of the empty
 * string, which is what emotion's runtime sheets start as), and the usual hardening headers.
 */
import { createHash } from "node:crypto";

/** sha256 of "": emotion creates empty <style> elements and fills them through the CSSOM. */
export const EMPTY_STYLE_HASH = "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='";

export function styleHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)) {
    hashes.add(`'sha256-${createHash("sha256").update(match[1]!, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

/** Origins the forms post to: 'self' for paths on this site, the origin for https URLs. */
export function endpointSources(endpoints: string[]): string[] {
  const sources = new Set<string>(["'self'"]);
  for (const endpoint of endpoints)
    if (/^https:\/\//i.test(endpoint)) sources.add(new URL(endpoint).origin);
  return [...sources];
}

export function contentSecurityPolicy(options: {
  styleHashes: string[];
  /** The page's inline scripts' hashes (the build's src/app/capture.ts). */
  scriptHashes?: string[];
  endpoints: string[];
  forMeta?: boolean;
}): string {
  const forms = endpointSources(options.endpoints).join(" ");
  const directives = [
    "default-src 'none'",
    // The page's inline script and the speculation rules its loader adds, by their hashes
    // (src/core/speculation.ts: a hash turns 'inline-speculation-rules' off).
    ["script-src 'self'", ...(options.scriptHashes ?? [])].join(" "),
    `style-src 'self' ${[...options.styleHashes, EMPTY_STYLE_HASH].join(" ")}`,
    "img-src 'self' data:",
    "font-src 'self'",
    "media-src 'self'",
    `connect-src ${forms}`,
    `form-action ${forms}`,
    "manifest-src 'self'",
    "base-uri 'none'",
    // object-src, frame-src, worker-src and the rest: default-src's 'none'.
  ];
  // frame-ancestors is ignored (and warned about) in a <meta> policy; headers carry it.
  if (!options.forMeta) directives.push("frame-ancestors 'none'");
  return directives.join("; ");
}

/** Headers every response gets. */
export const COMMON_HEADERS: Record<string, string> = {
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains; preload",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy":
    "accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), interest-cohort=()",
  "Cross-Origin-Opener-Policy": "same-origin",
  "X-Frame-Options": "DENY",
};

export interface HeaderRule {
  path: string;
  headers: Record<string, string>;
}

export const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * The rules of `_headers` (and of `npm start`): the common headers on every path, each route's
 * and alias's policy on every spelling of its path (/work, /work/, /work/index.html), and a
 * year's immutable caching for the hashed files under /assets/ and /_img/.
 */
export function siteHeaderRules(pages: [path: string, csp: string][]): HeaderRule[] {
  // The site-wide rules first: Cloudflare Pages reads only the first 100 rules of the file
  // (wrangler 3 dropped the 27 after them in a run of `wrangler pages dev`), and every page
  // carries its policy in a <meta> element as well.
  const rules: HeaderRule[] = [{ path: "/*", headers: COMMON_HEADERS }];
  for (const path of ["/assets/*", "/_img/*"])
    rules.push({ path, headers: { "Cache-Control": IMMUTABLE } });
  for (const [path, csp] of pages)
    for (const variant of path === "/"
      ? ["/", "/index.html"]
      : [path, `${path}/`, `${path}/index.html`])
      rules.push({ path: variant, headers: { "Content-Security-Policy": csp } });
  return rules;
}

/** The `_headers` format of Netlify and Cloudflare Pages. */
export function formatHeadersFile(rules: HeaderRule[]): string {
  return (
    rules
      .map(
        (rule) =>
          `${rule.path}\n${Object.entries(rule.headers)
            .map(([k, v]) => `  ${k}: ${v}`)
            .join("\n")}`,
      )
      .join("\n\n") + "\n"
  );
}

export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split("\n")) {
    if (!line.trim() || line.trim().startsWith("#")) continue;
    if (!/^\s/.test(line)) rules.push({ path: line.trim(), headers: {} });
    else {
      const i = line.indexOf(":");
      rules[rules.length - 1]!.headers[line.slice(0, i).trim()] = line.slice(i + 1).trim();
    }
  }
  return rules;
}

/** Headers for a path: rules apply in order, later ones win; `*` matches any rest of the path. */
export function headersFor(rules: HeaderRule[], path: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const rule of rules) {
    const pattern = new RegExp(
      `^${rule.path.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/\*/g, ".*")}$`,
    );
    if (pattern.test(path)) Object.assign(out, rule.headers);
  }
  return out;
}

/**
 * An nginx `map` from $uri to the policy of the page nginx sends, included by
 * scripts/deploy/nginx.conf. `pages` are routes and aliases: a key matches the page's path however
 * nginx's try_files left $uri (/work, /work/index.html, and /work//index.html for /work/).
 * `files` are other HTML files sent as they are (the families' not-found pages). Every key is a
 * case-sensitive regular expression (`~^…$`): nginx compares a map's plain string keys without
 * regard to case, and ids are case-sensitive (the site has both /portfolio/info5/Oddbolle and
 * the alias /portfolio/info5/oddbolle, each its own page).
 */
export function nginxCspMap(
  pages: [path: string, csp: string][],
  files: [path: string, csp: string][],
  fallback: string,
): string {
  const quote = (s: string) => `"${s.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;
  const literal = (path: string) => path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const keys: [string, string][] = [
    ...pages.map(([path, csp]): [string, string] => [
      path === "/" ? "~^/+(?:index\\.html)?$" : `~^${literal(path)}(?:/+(?:index\\.html)?)?$`,
      csp,
    ]),
    ...files.map(([path, csp]): [string, string] => [`~^${literal(path)}$`, csp]),
  ];
  return `# Generated by npm run build. Do not edit.\nmap $uri $page_csp {\n  default ${quote(fallback)};\n${keys.map(([key, csp]) => `  ${quote(key)} ${quote(csp)};`).join("\n")}\n}\n`;
}
