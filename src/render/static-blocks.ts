/**
 * Blocks whose prerendered HTML works on its own are not hydrated. The block renderer wraps such
 * a block in `<div data-block-static="<index>">`; before hydration the app keeps each wrapper's
 * HTML here, and the wrapper then hydrates as that HTML (React leaves it as it is) instead of
 * running the block's component, whose code the page does not even load.
 */

let snapshot: { route: string; html: Map<number, string> } | null = null;

/** Keeps the HTML of the prerendered page's static blocks; call before hydrating. */
export function keepStaticBlocks(root: ParentNode): void {
  const route = root.querySelector("article[data-route]")?.getAttribute("data-route");
  if (!route) return;
  const html = new Map<number, string>();
  for (const wrapper of root.querySelectorAll<HTMLElement>("[data-block-static]"))
    html.set(Number(wrapper.dataset.blockStatic), wrapper.innerHTML);
  snapshot = { route, html };
}

/**
 * The prerendered HTML of this route's block at `index`, while the page the browser loaded is
 * the one on screen. The first render of another route forgets it: a page visited later, the
 * first one included, renders its blocks from their components.
 */
export function staticBlockHtml(route: string, index: number): string | undefined {
  if (snapshot && snapshot.route !== route) snapshot = null;
  return snapshot?.html.get(index);
}
