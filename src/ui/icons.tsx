/**
 * The site's line icons, inline so they inherit `currentColor` and need no requests. All are
 * decorative (aria-hidden): the control around each one carries the accessible name. Small and
 * separate exports: a chunk keeps only the icons it uses (the header only the search icon).
 */
import type { ReactNode } from "react";

export interface IconProps {
  className?: string;
  /** Rendered width and height in CSS pixels. */
  size?: number;
}

/**
 * A decorative line icon on a 24-unit grid, drawn in the text colour; `tight` leaves out the
 * grid's 2-unit margin, so the drawing fills more of the same box.
 */
export function StrokeIcon({
  className,
  size,
  tight = false,
  children,
}: IconProps & { size: number; tight?: boolean; children: ReactNode }) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox={tight ? "2 2 20 20" : "0 0 24 24"}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

export function SearchIcon({ className, size = 20 }: IconProps) {
  return (
    <StrokeIcon className={className} size={size}>
      <circle cx="10.5" cy="10.5" r="6.5" />
      <path d="m15.5 15.5 5 5" />
    </StrokeIcon>
  );
}

export function CloseIcon({ className, size = 20 }: IconProps) {
  return (
    <StrokeIcon className={className} size={size}>
      <path d="M6 6l12 12M18 6 6 18" />
    </StrokeIcon>
  );
}

/** An arrow, 14 units long with a 6-unit head, pointing right (or left). */
export function ArrowIcon({
  className,
  size = 18,
  tight,
  direction = "right",
}: IconProps & { tight?: boolean; direction?: "left" | "right" }) {
  return (
    <StrokeIcon className={className} size={size} tight={tight}>
      <path d={direction === "right" ? "M5 12h14M13 6l6 6-6 6" : "M19 12H5M11 6l-6 6 6 6"} />
    </StrokeIcon>
  );
}
