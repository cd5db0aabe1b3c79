import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useDeferredValue,
  useMemo,
  useState,
  useSyncExternalStore,
  type Key,
  type ReactNode,
} from 'react';
import { cx } from '@/shared/lib/cx';
import { scrollLoadThresholdPx } from '@/shared/lib/lobby-rules';
import { timings } from '@/shared/lib/timings';
import { useHydrated } from '@/shared/lib/hydration';
import styles from './virtual-grid.module.css';

/** Spec section 9: "Scroll load threshold 300 px, throttle 1 s." */
export const endReachedThresholdPx = scrollLoadThresholdPx;
export const endReachedThrottleMs = timings.scrollLoadThrottleMs;

export type VirtualGridProps<T> = {
  items: readonly T[];
  getKey: (item: T, index: number) => Key;
  renderItem: (item: T, index: number) => ReactNode;
  /** Items per row, or a rule from the grid's width (3 at phone width). */
  columns?: number | ((width: number) => number);
  /** Space between columns, px. */
  gap?: number;
  /** Space between rows, px (defaults to `gap`). */
  rowGap?: number;
  /** Height / width of an item's fixed-aspect part (1: square artwork). */
  itemAspectRatio?: number;
  /** Height added under the fixed-aspect part (the name line), px. */
  itemExtraHeight?: number;
  /** Rows rendered beyond the viewport, above and below. */
  overscan?: number;
  /** Called when the end of the grid is within `endThreshold` px of the viewport's bottom. */
  onEndReached?: () => void;
  endThreshold?: number;
  endThrottleMs?: number;
  /** Accessible name of the list. */
  label?: string;
  className?: string;
};

/** Height of one row (items plus the gap under them) for a grid `width` px wide. */
export function gridRowHeight(
  width: number,
  columns: number,
  gap: number,
  aspect: number,
  extra: number,
  rowGap: number = gap,
): number {
  const itemWidth = Math.max(0, (width - gap * (columns - 1)) / columns);
  return Math.round(itemWidth * aspect + extra + rowGap);
}

/**
 * A throttle for "the end is near" signals: the first call runs at once; calls inside the window
 * are folded into one re-check when it closes (so a list still short of the viewport keeps
 * asking, once a second, until it fills the screen or the caller has nothing more).
 */
export function createEndThrottle(throttleMs: number, now: () => number = Date.now) {
  let last = Number.NEGATIVE_INFINITY;
  let timer: ReturnType<typeof setTimeout> | null = null;
  return {
    /** `isNear` is evaluated now and again when a delayed re-check runs. */
    check(isNear: () => boolean, fire: () => void): void {
      if (!isNear()) return;
      const wait = last + throttleMs - now();
      if (wait <= 0) {
        last = now();
        fire();
      } else if (timer === null) {
        timer = setTimeout(() => {
          timer = null;
          if (!isNear()) return;
          last = now();
          fire();
        }, wait);
      }
    },
    cancel(): void {
      if (timer !== null) clearTimeout(timer);
      timer = null;
    },
  };
}

/**
 * The rows to render, `first` to `last` inclusive: those the viewport shows (the window scrolled
 * to `scrollY`, `viewportHeight` tall; the grid starts `scrollMargin` px down the document) plus
 * `overscan` rows on each side, within the grid (a grid still below the viewport renders its
 * first row, one scrolled past its end its last). Empty (first > last) when there are no rows.
 */
export function visibleRowRange(
  scrollY: number,
  viewportHeight: number,
  scrollMargin: number,
  rowHeight: number,
  rowCount: number,
  overscan: number,
): { first: number; last: number } {
  if (rowCount <= 0) return { first: 0, last: -1 };
  const clamp = (row: number) => Math.min(rowCount - 1, Math.max(0, row));
  if (rowHeight <= 0) return { first: 0, last: clamp(overscan) };
  const top = scrollY - scrollMargin;
  return {
    first: clamp(Math.floor(top / rowHeight) - overscan),
    last: clamp(Math.floor((top + viewportHeight) / rowHeight) + overscan),
  };
}

/**
 * The window's scroll position and height, read once per scroll or resize event and kept here
 * (decision 0046). Rendering and the end check read these numbers instead of `window.scrollY`:
 * reading scrollY or innerHeight right after React has changed the DOM (a render, the store's
 * consistency check after a commit) makes the browser lay the page out there and then, in the
 * middle of a scroll frame. An event reads them before the frame's own layout, when the
 * previous frame's layout is still valid.
 */
const viewport = { scrollY: 0, height: 0 };
const viewportListeners = new Set<() => void>();

function readViewport(): void {
  viewport.scrollY = window.scrollY;
  viewport.height = window.innerHeight;
}

function onViewportEvent(): void {
  readViewport();
  for (const listener of viewportListeners) listener();
}

/** Calls `onChange` after each scroll or resize, once the new position is read. */
function subscribeToViewport(onChange: () => void): () => void {
  if (viewportListeners.size === 0) {
    readViewport();
    window.addEventListener('scroll', onViewportEvent, { passive: true });
    window.addEventListener('resize', onViewportEvent, { passive: true });
  }
  viewportListeners.add(onChange);
  return () => {
    viewportListeners.delete(onChange);
    if (viewportListeners.size > 0) return;
    window.removeEventListener('scroll', onViewportEvent);
    window.removeEventListener('resize', onViewportEvent);
  };
}

/** The kept position; read directly only before anything listens (a grid's first render). */
function currentViewport(): { scrollY: number; height: number } {
  if (viewportListeners.size === 0) readViewport();
  return viewport;
}

/**
 * The phone a server render assumes (its HTML, and the hydration of that HTML, lay the grid out
 * for it); the browser's own size follows right after (decision 0048).
 */
const serverViewport = { width: 390, height: 844 };

function fallbackWidth(): number {
  return typeof window === 'undefined' ? serverViewport.width : Math.min(window.innerWidth, 540);
}

/**
 * A window-scrolling virtualised grid (spec section 9 and issue 4: "the game list must stay
 * smooth with 10,000 games"): rows of `columns` items of a fixed aspect, only the rows near the
 * viewport (plus `overscan`) are in the DOM. The page keeps scrolling the window, so the sticky
 * headers, pull-to-refresh and the browser's own scroll restoration behave as on any page.
 */
export function VirtualGrid<T>({
  items,
  getKey,
  renderItem,
  columns: columnsRule = 3,
  gap = 12,
  rowGap = gap,
  itemAspectRatio = 1,
  itemExtraHeight = 40,
  overscan = 3,
  onEndReached,
  endThreshold = endReachedThresholdPx,
  endThrottleMs = endReachedThrottleMs,
  label,
  className,
}: VirtualGridProps<T>) {
  const containerRef = useRef<HTMLDivElement>(null);
  const hydrated = useHydrated();
  const [width, setWidth] = useState(() => (hydrated ? fallbackWidth() : serverViewport.width));
  const [scrollMargin, setScrollMargin] = useState(0);
  const columns = Math.max(
    1,
    Math.floor(typeof columnsRule === 'function' ? columnsRule(width) : columnsRule),
  );
  const rowCount = Math.ceil(items.length / columns);
  const rowHeight = gridRowHeight(width, columns, gap, itemAspectRatio, itemExtraHeight, rowGap);

  // The grid's distance from the document's top: content above it (bars, chips) may change
  // height, which resizes the body, so the body's size is watched too (its callback comes after
  // the browser's layout). A new page of items only makes the grid taller below its top: no
  // reading then, which would lay the page out in the middle of the commit.
  useLayoutEffect(() => {
    const el = containerRef.current;
    if (!el) return;
    const read = () => setScrollMargin(Math.round(el.getBoundingClientRect().top + window.scrollY));
    read();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(read);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [width]);
  // The grid's width follows the app column.
  useLayoutEffect(() => {
    const el = containerRef.current;
    if (!el) return;
    const read = () => setWidth(el.clientWidth || fallbackWidth());
    read();
    if (typeof ResizeObserver === 'undefined') {
      window.addEventListener('resize', read);
      return () => window.removeEventListener('resize', read);
    }
    const observer = new ResizeObserver(read);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  // The rendered rows follow the window's scroll, but the grid re-renders only when the range
  // of rows changes (once per row scrolled past), not on every scroll event. The snapshot is
  // "first:last:firstOnScreen:lastOnScreen": the rows to render (with the overscan), and the
  // rows the viewport shows.
  const readRange = useCallback(() => {
    const { scrollY, height } = currentViewport();
    const r = visibleRowRange(scrollY, height, scrollMargin, rowHeight, rowCount, overscan);
    const s = visibleRowRange(scrollY, height, scrollMargin, rowHeight, rowCount, 0);
    return `${r.first}:${r.last}:${s.first}:${s.last}`;
  }, [scrollMargin, rowHeight, rowCount, overscan]);
  const readServerRange = useCallback(() => {
    const r = visibleRowRange(0, serverViewport.height, 0, rowHeight, rowCount, overscan);
    const s = visibleRowRange(0, serverViewport.height, 0, rowHeight, rowCount, 0);
    return `${r.first}:${r.last}:${s.first}:${s.last}`;
  }, [rowHeight, rowCount, overscan]);
  const range = useSyncExternalStore(subscribeToViewport, readRange, readServerRange);
  const [first, last, firstOnScreen, lastOnScreen] = range.split(':').map(Number) as [
    number,
    number,
    number,
    number,
  ];
  // The rows follow the range a task later, at transition priority: the scroll event's own
  // (synchronous) render changes nothing, and mounting the new row, its layout, paint and image
  // requests are not in the same task as the scroll frame (decision 0046, stop 34). The overscan
  // rows usually cover the distance scrolled meanwhile; when they do not (a fast fling, or the
  // browser holding other tasks back during a scroll gesture), the rows the screen would show
  // empty are rendered at once, as before.
  const [deferredFirst, deferredLast] = useDeferredValue(range).split(':').map(Number) as [
    number,
    number,
  ];
  const deferredCoversScreen = deferredFirst <= firstOnScreen && deferredLast >= lastOnScreen;
  const firstRow = deferredCoversScreen ? deferredFirst : first;
  const lastRow = deferredCoversScreen ? deferredLast : last;

  // onEndReached: within `endThreshold` px of the end, at most once per `endThrottleMs`.
  const totalSize = rowCount * rowHeight;
  const endRef = useRef({ onEndReached, end: scrollMargin + totalSize, count: items.length });
  useLayoutEffect(() => {
    endRef.current = { onEndReached, end: scrollMargin + totalSize, count: items.length };
  });
  const checkRef = useRef<() => void>(() => undefined);
  useEffect(() => {
    const throttle = createEndThrottle(endThrottleMs);
    const isNear = () => {
      const { end, count, onEndReached: cb } = endRef.current;
      if (!cb || count === 0) return false;
      const { scrollY, height } = currentViewport();
      return end - (scrollY + height) <= endThreshold;
    };
    const check = () => throttle.check(isNear, () => endRef.current.onEndReached?.());
    checkRef.current = check;
    const unsubscribe = subscribeToViewport(check);
    return () => {
      unsubscribe();
      throttle.cancel();
      checkRef.current = () => undefined;
    };
  }, [endThreshold, endThrottleMs]);
  // A new page (or a short first page) may leave the end inside the threshold without a scroll.
  useEffect(() => checkRef.current(), [items.length, scrollMargin, rowHeight]);

  // Kept between renders: the scroll event's render (the range changed, the shown rows not yet)
  // then returns the same elements and React skips the rows.
  const rowElements = useMemo(() => {
    const rows: number[] = [];
    for (let index = firstRow; index <= lastRow; index++) rows.push(index);
    return rows.map((index) => {
      const from = index * columns;
      const rowItems = items.slice(from, from + columns);
      return (
        <div
          key={index}
          className={styles.row}
          data-row={index}
          style={{
            transform: `translateY(${index * rowHeight}px)`,
            height: rowHeight - rowGap,
            gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
            columnGap: gap,
          }}
        >
          {rowItems.map((item, i) => (
            <div
              key={getKey(item, from + i)}
              role="listitem"
              aria-posinset={from + i + 1}
              aria-setsize={items.length}
              className={styles.cell}
            >
              {renderItem(item, from + i)}
            </div>
          ))}
        </div>
      );
    });
  }, [firstRow, lastRow, items, columns, rowHeight, rowGap, gap, getKey, renderItem]);
  return (
    <div
      ref={containerRef}
      role="list"
      aria-label={label}
      className={cx(styles.grid, className)}
      style={{ height: totalSize }}
      data-testid="virtual-grid"
      data-count={items.length}
      data-columns={columns}
    >
      {rowElements}
    </div>
  );
}
