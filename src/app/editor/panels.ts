/**
 * The editor's three panels, in the order F6 visits them (Shift+F6 backwards) and the skip links
 * name them: the side panel (the open page's blocks, or every page), the form, the Preview.
 * Landing in a panel focuses its place: the selected row, else the panel's heading; the form's
 * heading; the Preview's region.
 */
export const PANELS = ["side", "form", "preview"] as const;
export type PanelName = (typeof PANELS)[number];

/** Each panel's element (its `data-panel`), as the editor draws it. */
const panelSelector = (name: PanelName) => `[data-panel="${name}"]`;

/** The panel after `current` (before it, backwards); from outside every panel, the first (last). */
export function nextPanel(current: PanelName | undefined, backwards: boolean): PanelName {
  const step = backwards ? -1 : 1;
  if (current === undefined) return backwards ? PANELS.at(-1)! : PANELS[0];
  const at = PANELS.indexOf(current);
  return PANELS[(at + step + PANELS.length) % PANELS.length]!;
}

/** The panel that holds `element` (the Preview's frame counts as the Preview), if any. */
export function panelOf(element: Element | null): PanelName | undefined {
  const panel = element?.closest<HTMLElement>("[data-panel]")?.dataset.panel;
  return PANELS.find((name) => name === panel);
}

/** Moves focus to the panel's place; false when the panel is not there. */
export function focusPanel(name: PanelName, root: ParentNode = document): boolean {
  const panel = root.querySelector<HTMLElement>(panelSelector(name));
  if (!panel) return false;
  const place =
    name === "side"
      ? (panel.querySelector<HTMLElement>('[aria-current]:not([aria-current="false"])') ??
        panel.querySelector<HTMLElement>("h2"))
      : name === "form"
        ? panel.querySelector<HTMLElement>("#form-title")
        : null;
  (place ?? panel).focus();
  return true;
}

/** F6 or Shift+F6: focus goes to the next panel (the previous one) from where it is. */
export function cyclePanels(backwards: boolean, root: Document = document): PanelName {
  let name = nextPanel(panelOf(root.activeElement), backwards);
  // A panel that is not drawn (no page open: no form) is passed over.
  for (let tries = 0; tries < PANELS.length && !focusPanel(name, root); tries++)
    name = nextPanel(name, backwards);
  return name;
}
