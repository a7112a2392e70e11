import type { SVGProps } from 'react';

// Small inline icons: decorative (aria-hidden), sized by the caller's font size.
export type IconProps = SVGProps<SVGSVGElement>;

/** An icon's frame: a 24-unit stroked SVG; the shapes are its children. The back office draws its own in it. */
export function Icon({ children, ...props }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

export function MenuIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M4 6h16M4 12h16M4 18h16" />
    </Icon>
  );
}

/** The brand mark: three chevrons in a row, a convoy on the move. */
export function BrandMark(props: IconProps) {
  return (
    <svg viewBox="0 0 32 32" width="1em" height="1em" aria-hidden="true" focusable="false" {...props}>
      <rect width="32" height="32" rx="7" fill="currentColor" />
      <path
        d="M7 10l6 6-6 6M14 10l6 6-6 6M21 10l6 6-6 6"
        fill="none"
        stroke="#fbbf24"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
