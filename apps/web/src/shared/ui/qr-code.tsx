import { useMemo } from 'react';
import { encode } from 'uqr';

/**
 * The dark modules of a QR code as one SVG path ("M x y h1 v1 h-1 z" per module), on a grid of
 * `size` x `size` units that includes the quiet zone. Pure: unit-tested, and rendered as React
 * elements (no HTML string, nothing for the CSP to refuse).
 */
export function qrPath(text: string): { size: number; path: string } {
  const { data, size } = encode(text, { ecc: 'M', border: 4 });
  let path = '';
  data.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`;
    }),
  );
  return { size, path };
}

/**
 * A QR code of `value`, drawn in the browser (uqr; loaded only by the screens that show one: the
 * invite and app screens). Always dark on white whatever the theme, which every scanner reads.
 */
export function QrCode({
  value,
  label,
  size = 176,
  className,
  testId,
}: {
  value: string;
  /** The image's accessible name ("QR code of your invite link"). */
  label: string;
  /** Rendered width and height in CSS pixels. */
  size?: number;
  className?: string;
  testId?: string;
}) {
  const qr = useMemo(() => qrPath(value), [value]);
  return (
    <svg
      className={className}
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${qr.size} ${qr.size}`}
      shapeRendering="crispEdges"
      data-testid={testId}
      data-value={value}
    >
      <rect width={qr.size} height={qr.size} fill="#fff" />
      <path d={qr.path} fill="#000" />
    </svg>
  );
}
