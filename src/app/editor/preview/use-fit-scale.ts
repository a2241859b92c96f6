/**
 * A frame drawn at a page's real width inside a narrower box (the Preview, a snapshot in Changes
 * or History): the scale that fits it, followed as the box is resized.
 */
import { useEffect, useState, type RefObject } from "react";

export function useFitScale(
  box: RefObject<HTMLElement | null>,
  width: number,
  initialBoxWidth: number,
): number {
  const [boxWidth, setBoxWidth] = useState(initialBoxWidth);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => setBoxWidth(entry!.contentRect.width));
    observer.observe(element);
    return () => observer.disconnect();
  }, [box]);
  return Math.min(1, boxWidth / width);
}
