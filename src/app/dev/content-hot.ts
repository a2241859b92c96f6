/**
 * Development: what a page does when the documents change on disk and are valid
 * (scripts/content/vite-plugin.ts sends CONTENT_UPDATE). First it closes the error overlay a broken
 * document opened: Vite closes its overlay only on an update of code, so an author who has
 * fixed the JSON would otherwise still be looking at the error.
 */
import type { ViteHotContext } from "vite/types/hot.js";
import { CONTENT_PLUGIN, CONTENT_UPDATE } from "../../core/content-hot.ts";

type Overlay = Element & { close?: () => void };

export function onContentUpdate(hot: ViteHotContext, update?: () => void | Promise<void>) {
  hot.on(CONTENT_UPDATE, () => {
    for (const overlay of document.querySelectorAll<Overlay>("vite-error-overlay")) {
      const plugin = overlay.shadowRoot?.querySelector(".plugin")?.textContent ?? "";
      if (plugin.includes(`plugin:${CONTENT_PLUGIN}]`)) overlay.close?.();
    }
    return update?.();
  });
}
