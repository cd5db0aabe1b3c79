import type { ReactNode, SVGProps } from 'react';

/**
 * Inline SVG icons (no icon font), one module each in this folder: import an icon from its own
 * module (`@/shared/ui/icons/star`), so a chunk carries only the icons its screen draws and the
 * first load of /m/home only the shell's (decision 0033). Decorative by default: the control that
 * holds an icon carries the accessible name.
 */
export type IconProps = SVGProps<SVGSVGElement> & { size?: number };

export function stroke(children: ReactNode) {
  return function Icon({ size = 24, ...props }: IconProps) {
    return (
      <svg
        width={size}
        height={size}
        viewBox="0 0 24 24"
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
  };
}

export function filled(children: ReactNode) {
  return function Icon({ size = 24, ...props }: IconProps) {
    return (
      <svg
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="currentColor"
        aria-hidden="true"
        focusable="false"
        {...props}
      >
        {children}
      </svg>
    );
  };
}
