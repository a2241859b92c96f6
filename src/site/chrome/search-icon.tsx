/**
 * The search icon on its own: the header needs it in the initial JavaScript, the other icons
 * (social, arrows, close) load with the footer and the search overlay.
 */
import type { ReactNode } from "react";

export interface IconProps {
  className?: string;
  /** Rendered width and height in CSS pixels. */
  size?: number;
}

/** A decorative line icon on a 24-unit grid, drawn in the text colour. */
export function StrokeIcon({
  className,
  size,
  children,
}: IconProps & { size: number; children: ReactNode }) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
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
