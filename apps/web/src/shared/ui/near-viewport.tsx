import { useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';

/**
 * Renders `children` once its place comes within `margin` of the viewport (and keeps them), so
 * below-the-fold sections load their code, data and images only when the player scrolls near.
 * Until then a box of `minHeight` holds the space, so the page does not jump. Without
 * IntersectionObserver (old browsers, tests) the children render at once.
 */
export function NearViewport({
  children,
  minHeight,
  margin = '400px',
  className,
}: {
  children: ReactNode;
  minHeight: number;
  margin?: string;
  className?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  // A server render (no window) keeps the placeholder, as the browser's first render does.
  const [near, setNear] = useState(
    () => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined',
  );

  useEffect(() => {
    if (near) return;
    const el = ref.current;
    if (!el) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: `${margin} 0px` },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [near, margin]);

  if (near) return <>{children}</>;
  const style: CSSProperties = { minHeight };
  return <div ref={ref} className={className} style={style} aria-hidden="true" />;
}
