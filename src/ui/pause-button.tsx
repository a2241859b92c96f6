/**
 * The button that pauses and plays something that moves (a strip, the home page's film): one
 * for the site. The server draws it for a thing that runs; the moving thing's behaviour (no
 * React) keeps its state (`data-state`) and its words with showPauseButton (pause-button-state.ts). Its icon is drawn by CSS
 * from that state: two bars while it runs, a triangle while paused. The looks of each use (its
 * colours, where it sits) are the caller's, through `className`.
 */
import styled from "@emotion/styled";

// Pause: two bars (the box's side borders). Play: a triangle.
const Icon = styled.span`
  box-sizing: border-box;
  width: 0.8rem;
  height: 0.8rem;
  border-inline: 0.28rem solid;
  [data-state="paused"] > & {
    border: 0;
    background: currentColor;
    clip-path: polygon(15% 0, 95% 50%, 15% 100%);
  }
`;

export function PauseButton({
  pauseLabel,
  playLabel,
  className,
}: {
  /** Its words while the thing runs (the served HTML's), and once it is paused. */
  pauseLabel: string;
  playLabel: string;
  className?: string;
}) {
  return (
    <button type="button" className={className} data-play-label={playLabel}>
      <Icon aria-hidden="true" />
      <span>{pauseLabel}</span>
    </button>
  );
}
