/**
 * Every keyboard shortcut of the editor, in one list: the Keyboard help shows it, and the
 * handlers (use-shortcuts.ts, outline/outline.tsx, outline-row.tsx) are what it describes.
 */
export interface Shortcut {
  /** The keys, as the help shows them ("Alt+↑"). */
  keys: readonly string[];
  does: string;
}

export const SHORTCUTS: readonly Shortcut[] = [
  { keys: ["F6"], does: "Go to the next panel: blocks or pages, then the form, then the Preview" },
  { keys: ["Shift+F6"], does: "Go to the previous panel" },
  {
    keys: ["Enter"],
    does: "On a block in the outline: open its form (Tab then reaches its first field)",
  },
  {
    keys: ["Tab"],
    does: "From a block's row to its tools (move, duplicate, delete), then the next block",
  },
  { keys: ["←", "→", "Home", "End"], does: "Among a block's tools" },
  {
    keys: ["Alt+↑", "Alt+↓"],
    does: "Move the chosen block up or down (in the outline: the block whose row has focus)",
  },
  { keys: ["Ctrl+Z", "⌘Z"], does: "Undo" },
  { keys: ["Ctrl+Shift+Z", "Ctrl+Y", "⌘⇧Z"], does: "Redo" },
  { keys: ["Escape"], does: "Close a dialog" },
];

/** A key event in a control that takes typing (where Alt+arrows and the like are its own). */
export function inTextEntry(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target instanceof HTMLTextAreaElement) return true;
  if (target instanceof HTMLSelectElement) return true;
  return (
    target instanceof HTMLInputElement &&
    !["button", "checkbox", "radio", "submit", "reset", "color", "file"].includes(target.type)
  );
}
