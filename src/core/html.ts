/**
 * The HTML document around the app, for the prerendered pages and the dev server.
 * Everything interpolated here is escaped. Page data is not embedded: the app fetches it.
 */
export interface DocumentParts {
  lang: string;
  /** Content-Security-Policy for a <meta> element (the server also sends it as a header). */
  csp?: string;
  title: string;
  description: string;
  canonical?: string;
  /** Extra head tags (preloads, social meta, styles), already escaped. */
  head: string;
  /** The app's markup; empty in development. */
  body: string;
  prerendered: boolean;
  /** Module scripts to load (the dev server's and the editor's apps). */
  scripts: string[];
  /**
   * A prerendered page's one script, inline (src/app/capture.ts, built by
   * scripts/prerender/capture-script.ts): it requests the loader after the page has loaded.
   */
  inline?: string;
}

export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );
}

export function renderDocument(parts: DocumentParts): string {
  const canonical = parts.canonical
    ? `\n    <link rel="canonical" href="${escapeHtml(parts.canonical)}" />`
    : "";
  // A prerendered page is complete without JavaScript: its modules load at low priority, after
  // the stylesheet, the fonts and the hero image that make the first paint.
  const priority = parts.prerendered ? ' fetchpriority="low"' : "";
  const scripts =
    parts.scripts
      .map((src) => `\n    <script type="module" src="${escapeHtml(src)}"${priority}></script>`)
      .join("") + (parts.inline ? `\n    <script>${parts.inline}</script>` : "");
  return `<!doctype html>
<html lang="${escapeHtml(parts.lang)}">
  <head>
    <meta charset="utf-8" />${parts.csp ? `\n    <meta http-equiv="Content-Security-Policy" content="${escapeHtml(parts.csp)}" />` : ""}
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${escapeHtml(parts.title)}</title>
    <meta name="description" content="${escapeHtml(parts.description)}" />${canonical}
    <meta name="theme-color" content="#f6f2ea" />
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />${parts.head}${scripts}
  </head>
  <body>
    <div id="root"${parts.prerendered ? " data-prerendered" : ""}>${parts.body}</div>
  </body>
</html>
`;
}
