import { createContext, useContext } from "react";
import type { ResolvedPage } from "../core/types.ts";

/** The page being rendered; the renderer provides it, a block reads it with `usePage`. */
export const PageContext = createContext<ResolvedPage | null>(null);

/** The page being rendered, with what was derived for it (for example `tiles`). */
export function usePage(): ResolvedPage {
  const page = useContext(PageContext);
  if (!page) throw new Error("usePage() is only available inside a PageRenderer.");
  return page;
}
