import {
  Children,
  useCallback,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type CSSProperties,
  type ReactNode,
} from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { cx } from '@/shared/lib/cx';
import { useIdle } from '@/shared/lib/when-idle';
import { ChevronLeftIcon } from '@/shared/ui/icons/chevron-left';
import { ChevronRightIcon } from '@/shared/ui/icons/chevron-right';
import styles from './carousel.module.css';

const reducedMotionQuery = '(prefers-reduced-motion: reduce)';

function subscribeReducedMotion(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const list = window.matchMedia(reducedMotionQuery);
  list.addEventListener?.('change', onChange);
  return () => list.removeEventListener?.('change', onChange);
}

/** True when the player asked the system for less motion: autoplay and animations stop. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeReducedMotion,
    () => typeof window.matchMedia === 'function' && window.matchMedia(reducedMotionQuery).matches,
    () => false,
  );
}

/**
 * Scrolls `el` horizontally to `left` over `durationMs` (ease-in-out). Native smooth scrolling
 * has no duration, and the home banner's transition is 1 s (spec section 9), so the strip's snap
 * is switched off while the frames run and restored at the end.
 */
export function animateScrollLeft(el: HTMLElement, left: number, durationMs: number): () => void {
  const from = el.scrollLeft;
  if (durationMs <= 0 || from === left || typeof requestAnimationFrame !== 'function') {
    el.scrollTo?.({ left });
    return () => undefined;
  }
  const snap = el.style.scrollSnapType;
  el.style.scrollSnapType = 'none';
  let frame = 0;
  let start: number | null = null;
  const step = (now: number) => {
    start ??= now;
    const p = Math.min(1, (now - start) / durationMs);
    const eased = p < 0.5 ? 2 * p * p : 1 - (-2 * p + 2) ** 2 / 2;
    el.scrollLeft = from + (left - from) * eased;
    if (p < 1) frame = requestAnimationFrame(step);
    else el.style.scrollSnapType = snap;
  };
  frame = requestAnimationFrame(step);
  return () => {
    cancelAnimationFrame(frame);
    el.style.scrollSnapType = snap;
  };
}

/** Scroll positions of the slides, relative to the first one. */
function slideOffsets(track: HTMLElement): number[] {
  const slides = Array.from(track.children) as HTMLElement[];
  const first = slides[0]?.offsetLeft ?? 0;
  return slides.map((s) => s.offsetLeft - first);
}

/** The slide nearest to the current scroll position. */
export function nearestIndex(offsets: readonly number[], scrollLeft: number): number {
  let best = 0;
  offsets.forEach((o, i) => {
    if (Math.abs(o - scrollLeft) < Math.abs((offsets[best] ?? 0) - scrollLeft)) best = i;
  });
  return best;
}

export type CarouselProps = {
  /** The accessible name of the carousel (a group with role description "carousel"). */
  label: string;
  /** The slides. */
  children: ReactNode;
  /** Slides visible at once; arrows move by this many. */
  perView?: number;
  /** Space between slides in px. */
  gap?: number;
  /** Prev/next arrow buttons (disabled at the ends unless `loop`; shown from 2 slides). */
  arrows?: boolean;
  /** Advance every this many ms (paused while touched, hovered, focused, hidden, reduced motion). */
  autoplayMs?: number;
  /** Duration of an autoplay move; arrows use the browser's smooth scroll. */
  transitionMs?: number;
  /** After the last slide, go back to the first (autoplay and arrows). */
  loop?: boolean;
  /** Position dots under the strip (indicators, not controls: swiping and arrows move). */
  dots?: boolean;
  /** Shown at the start of the header row (a heading). */
  title?: ReactNode;
  /** Shown before the arrows in the header row (a More link). */
  action?: ReactNode;
  className?: string;
  slideClassName?: string;
  /** Extra padding at the strip's sides (px), so the first slide lines up with the page. */
  testId?: string;
  /**
   * Render only this many slides' content at first (the visible page and a peek); the others are
   * empty slides of the same size until the player moves the strip (a touch, a pointer or focus
   * on it, an arrow, or any scroll of the strip). The server renders the same,
   * so hydration matches (issue 19: a long strip's tiles do not mount, lay out and load their
   * images with the first screen). Omitted: every slide at once.
   */
  renderFirst?: number;
};

/**
 * A horizontal scroll-snap strip (no carousel library): native swiping, optional prev/next arrows
 * with translated names, optional autoplay and dots. Slides reserve their width from `perView` and
 * `gap` before their content loads, so nothing jumps.
 */
export function Carousel({
  label,
  children,
  perView = 1,
  gap = 0,
  arrows = false,
  autoplayMs,
  transitionMs = 0,
  loop = false,
  dots = false,
  title,
  action,
  className,
  slideClassName,
  testId,
  renderFirst,
}: CarouselProps) {
  const { t } = useTranslation();
  const trackRef = useRef<HTMLUListElement>(null);
  const slides = Children.toArray(children);
  const count = slides.length;
  const [index, setIndex] = useState(0);
  // A new strip is at its start, and at its end only when every slide fits: known without
  // reading the layout (a forced layout in the commit that mounts it, for each strip).
  const [edges, setEdges] = useState(() => ({ atStart: true, atEnd: count <= perView }));
  const [everySlide, setEverySlide] = useState(false);
  const deferFrom = everySlide || renderFirst === undefined ? count : Math.min(count, renderFirst);
  const deferring = deferFrom < count;
  const showEverySlide = useCallback(() => setEverySlide(true), []);
  const reducedMotion = usePrefersReducedMotion();
  const pausedBy = useRef(new Set<string>());
  const cancelAnimation = useRef<() => void>(() => undefined);

  const measure = useCallback(() => {
    const track = trackRef.current;
    if (!track) return;
    const max = track.scrollWidth - track.clientWidth;
    setIndex(nearestIndex(slideOffsets(track), track.scrollLeft));
    const atStart = track.scrollLeft <= 1;
    const atEnd = track.scrollLeft >= max - 1;
    // The same object when nothing changed: measure runs on every frame of a scroll or of the
    // autoplay's timed move, and a new object would re-render the carousel on each of them.
    setEdges((e) => (e.atStart === atStart && e.atEnd === atEnd ? e : { atStart, atEnd }));
  }, []);

  const measuredCount = useRef(count);
  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(measure);
    };
    // The slides changed since the strip mounted: measure with the next frame's layout.
    if (measuredCount.current !== count) {
      measuredCount.current = count;
      onScroll();
    }
    track.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      track.removeEventListener('scroll', onScroll);
    };
  }, [measure, count]);

  // The deferred slides fill as soon as the strip scrolls at all (a swipe, a wheel, the keys).
  useEffect(() => {
    const track = trackRef.current;
    if (!deferring || !track) return;
    track.addEventListener('scroll', showEverySlide, { once: true, passive: true });
    return () => track.removeEventListener('scroll', showEverySlide);
  }, [deferring, showEverySlide]);

  /** Moves `by` pages (of `perView` slides); returns false when there is nowhere to go. */
  const go = useCallback(
    (by: number, animated: 'smooth' | 'timed') => {
      const track = trackRef.current;
      if (!track || count === 0) return;
      showEverySlide();
      const offsets = slideOffsets(track);
      const max = Math.max(0, track.scrollWidth - track.clientWidth);
      const current = nearestIndex(offsets, track.scrollLeft);
      const atEnd = track.scrollLeft >= max - 1;
      let target = current + by * perView;
      if (by > 0 && atEnd) target = loop ? 0 : current;
      else if (target < 0) target = loop && current === 0 ? count - 1 : 0;
      target = Math.min(target, count - 1);
      const left = Math.min(max, offsets[target] ?? 0);
      cancelAnimation.current();
      if (animated === 'timed' && !reducedMotion)
        cancelAnimation.current = animateScrollLeft(track, left, transitionMs);
      else track.scrollTo?.({ left, behavior: reducedMotion ? 'auto' : 'smooth' });
      setIndex(target);
    },
    [count, perView, loop, reducedMotion, transitionMs, showEverySlide],
  );

  useEffect(() => () => cancelAnimation.current(), []);

  // Autoplay starts once the page is idle, never during the first screen (issue 19).
  const idle = useIdle(Boolean(autoplayMs));
  useEffect(() => {
    if (!autoplayMs || !idle || reducedMotion || count < 2) return;
    const id = setInterval(() => {
      if (pausedBy.current.size > 0 || document.hidden) return;
      go(1, 'timed');
    }, autoplayMs);
    return () => clearInterval(id);
  }, [autoplayMs, idle, reducedMotion, count, go]);

  function hold(reason: string, on: boolean) {
    // A touch, a pointer or focus on the strip is about to move it: fill it first.
    if (on && deferring) showEverySlide();
    if (on) pausedBy.current.add(reason);
    else pausedBy.current.delete(reason);
  }

  // The caller's rule decides (spec 2: game rows above 2 games, vendor strips above 1 vendor);
  // when everything fits, both arrows are simply disabled.
  const showArrows = arrows && count > 1;
  const style = { '--per-view': perView, '--gap': `${gap}px` } as CSSProperties;

  return (
    <div
      className={cx(styles.carousel, className)}
      role="group"
      aria-roledescription={t('lobby.carousel')}
      aria-label={label}
      data-testid={testId}
    >
      {(title || action || showArrows) && (
        <div className={styles.head}>
          <div className={styles.title}>{title}</div>
          <div className={styles.tools}>
            {action}
            {showArrows && (
              <>
                <button
                  type="button"
                  className={styles.arrow}
                  aria-label={t('lobby.previous')}
                  disabled={!loop && edges.atStart}
                  onClick={() => go(-1, 'smooth')}
                >
                  <ChevronLeftIcon size={18} />
                </button>
                <button
                  type="button"
                  className={styles.arrow}
                  aria-label={t('lobby.next')}
                  disabled={!loop && edges.atEnd}
                  onClick={() => go(1, 'smooth')}
                >
                  <ChevronRightIcon size={18} />
                </button>
              </>
            )}
          </div>
        </div>
      )}
      <ul
        ref={trackRef}
        className={styles.track}
        style={style}
        onPointerDown={() => hold('touch', true)}
        onPointerUp={() => hold('touch', false)}
        onPointerCancel={() => hold('touch', false)}
        onTouchStart={() => hold('touch', true)}
        onTouchEnd={() => hold('touch', false)}
        onMouseEnter={() => hold('hover', true)}
        onMouseLeave={() => hold('hover', false)}
        onFocus={() => hold('focus', true)}
        onBlur={() => hold('focus', false)}
      >
        {slides.map((slide, i) => (
          <li
            key={i}
            className={cx(styles.slide, slideClassName)}
            aria-roledescription={t('lobby.slide')}
            aria-label={t('lobby.slideNOfM', { n: i + 1, m: count })}
          >
            {i < deferFrom ? slide : null}
          </li>
        ))}
      </ul>
      {dots && count > 1 && (
        <div className={styles.dots} aria-hidden="true">
          {slides.map((_, i) => (
            <span key={i} className={cx(styles.dot, i === index && styles.dotOn)} />
          ))}
        </div>
      )}
    </div>
  );
}
