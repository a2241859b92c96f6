/**
 * The Keyboard help: every shortcut of shortcuts.ts in the project's one Modal, opened from the
 * bar; and the skip links at the very start of the page, which lead to each panel (panels.ts).
 */
import { memo, type MouseEvent } from "react";
import { Modal } from "../../ui/modal.tsx";
import { focusPanel, type PanelName } from "./panels.ts";
import { SHORTCUTS } from "./shortcuts.ts";

/** Memoised: the editor redraws with every keystroke, the list never changes. */
export const KeyboardHelp = memo(function KeyboardHelp({
  open,
  onClose,
}: {
  open: boolean;
  onClose: () => void;
}) {
  return (
    <Modal open={open} onClose={onClose} labelledBy="keyboard-title" className="editor-dialog">
      <h2 id="keyboard-title">Keyboard</h2>
      <p>Everything in the editor works from the keyboard. The shortcuts:</p>
      <table className="shortcuts">
        <thead>
          <tr>
            <th scope="col">Keys</th>
            <th scope="col">What they do</th>
          </tr>
        </thead>
        <tbody>
          {SHORTCUTS.map((shortcut) => (
            <tr key={shortcut.does}>
              <td>
                {shortcut.keys.map((key, i) => (
                  <span key={key}>
                    {i ? " or " : null}
                    <kbd>{key}</kbd>
                  </span>
                ))}
              </td>
              <td>{shortcut.does}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <button type="button" onClick={onClose}>
        Close
      </button>
    </Modal>
  );
});

/** Each panel, by the id of its element (the links work as plain links too). */
const LINKS: [PanelName, string, string][] = [
  ["side", "panel-side", "Skip to blocks or pages"],
  ["form", "main", "Skip to the form"],
  ["preview", "panel-preview", "Skip to the Preview"],
];

export function SkipLinks() {
  const go = (name: PanelName) => (event: MouseEvent) => {
    event.preventDefault();
    focusPanel(name);
  };
  return (
    <nav className="skip-links" aria-label="Skip links">
      {LINKS.map(([name, id, text]) => (
        <a key={name} href={`#${id}`} onClick={go(name)}>
          {text}
        </a>
      ))}
    </nav>
  );
}
