/**
 * Names the development server (scripts/content/vite-plugin.ts) and the pages (src/app/dev/content-hot.ts)
 * share about page documents changing on disk.
 */

/** The content plugin's name: Vite's error overlay shows it with a broken document's problem. */
export const CONTENT_PLUGIN = "agency-content";

/** The hot event sent once the documents are valid after a change. */
export const CONTENT_UPDATE = "content:update";
