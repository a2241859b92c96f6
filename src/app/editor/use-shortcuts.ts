/**
 * The editor's keys that work from anywhere in it (shortcuts.ts lists them all): undo and redo,
 * F6 and Shift+F6 between the panels (also from inside the Preview, which passes them on), and
 * Alt+↑/↓ to move the chosen block when focus is outside the outline and any text field (the
 * outline handles its own).
 */
import { useEffect, useLayoutEffect, useRef } from "react";
import type { EditAction } from "./state/editor-state.ts";
import { cyclePanels } from "./panels.ts";
import { inTextEntry } from "./shortcuts.ts";

interface Options {
  dispatch: (action: EditAction) => void;
  /** Moves the chosen block by `step` (-1 up, 1 down). */
  moveChosen: (step: -1 | 1) => void;
}

export function useShortcuts(options: Options): void {
  const latest = useRef(options);
  useLayoutEffect(() => {
    latest.current = options;
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const key = event.key.toLowerCase();
      if (event.key === "F6" && !event.ctrlKey && !event.altKey && !event.metaKey) {
        event.preventDefault();
        cyclePanels(event.shiftKey);
      } else if ((event.ctrlKey || event.metaKey) && (key === "z" || key === "y")) {
        // Undo and redo bring back the block that was selected too: the history records both.
        event.preventDefault();
        latest.current.dispatch({ kind: key === "y" || event.shiftKey ? "redo" : "undo" });
      } else if (
        event.altKey &&
        (event.key === "ArrowUp" || event.key === "ArrowDown") &&
        !inTextEntry(event.target)
      ) {
        event.preventDefault();
        latest.current.moveChosen(event.key === "ArrowUp" ? -1 : 1);
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);
}
