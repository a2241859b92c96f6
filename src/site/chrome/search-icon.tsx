/**
 * The search icon on its own: the header needs it in the initial JavaScript, the other icons
 * (social, arrows, close) load with the footer and the search overlay.
 */
export interface IconProps {
  className?: string;
  /** Rendered width and height in CSS pixels. */
  size?: number;
}

export function SearchIcon({ className, size = 20 }: IconProps) {
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
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="10.5" cy="10.5" r="6.5" />
      <path d="m15.5 15.5 5 5" />
    </svg>
  );
}
