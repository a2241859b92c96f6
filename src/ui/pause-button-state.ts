/**
 * Sets a PauseButton (pause-button.tsx) to what the thing it controls is doing: its icon and its
 * words say what a press will do ("Pause logos" while the strip runs, "Play logos" once paused).
 * No React: the behaviours of moving blocks call it.
 */
export function showPauseButton(button: HTMLElement, state: "running" | "paused"): void {
  const words = button.querySelector("span:last-child");
  if (!words) return;
  // The served words are the pause label: kept aside the first time they change.
  button.dataset.pauseLabel ??= words.textContent ?? "";
  button.dataset.state = state;
  words.textContent =
    (state === "paused" ? button.dataset.playLabel : button.dataset.pauseLabel) ?? "";
}
