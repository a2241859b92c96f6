/**
 * The widths a page is drawn at in the editor (phone, tablet, desktop) and the buttons that pick
 * one: the same above the Preview and beside every before/after and History frame.
 */
export const WIDTHS = [375, 768, 1280] as const;

export function WidthPicker({ width, onWidth }: { width: number; onWidth: (w: number) => void }) {
  return (
    <div className="preview-bar" role="group" aria-label="Preview width">
      {WIDTHS.map((w) => (
        <button key={w} type="button" aria-pressed={w === width} onClick={() => onWidth(w)}>
          {w === 375 ? "Phone" : w === 768 ? "Tablet" : "Desktop"} <span>{w}px</span>
        </button>
      ))}
    </div>
  );
}
