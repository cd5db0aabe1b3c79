import type { ReactNode } from 'react';

/**
 * A wide table scrolls sideways on a tablet. The scrolling box is a named, focusable region so
 * keyboard users can scroll it too (axe: scrollable-region-focusable).
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="table-scroll" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
