import { useEffect, useRef, useState, type RefObject } from 'react';
import { timings } from '@/shared/lib/timings';

const focusableSelector =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function prefersReducedMotion(): boolean {
  return globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/**
 * Modal overlay behaviour shared by the side menu and the bottom sheets: stays mounted through the
 * 300 ms close animation (none with reduced motion), traps focus, closes on Escape, ignores mask
 * clicks within 300 ms of opening (spec section 9), locks page scroll and gives focus back.
 */
export function useOverlay(
  open: boolean,
  onClose: () => void,
  panelRef: RefObject<HTMLElement | null>,
) {
  const [rendered, setRendered] = useState(open);
  if (open && !rendered) setRendered(true);

  useEffect(() => {
    if (open || !rendered) return;
    const timer = setTimeout(
      () => setRendered(false),
      prefersReducedMotion() ? 0 : timings.overlayAnimationMs,
    );
    return () => clearTimeout(timer);
  }, [open, rendered]);

  const openedAt = useRef(0);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    if (!open) return;
    openedAt.current = performance.now();
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const panel = panelRef.current;
    const first = panel?.querySelector<HTMLElement>(focusableSelector);
    (first ?? panel)?.focus({ preventScroll: true });
    document.body.classList.add('scroll-locked');

    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        event.stopPropagation();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab' || !panel) return;
      const items = [...panel.querySelectorAll<HTMLElement>(focusableSelector)].filter(
        (el) => !el.closest('[hidden],[inert]'),
      );
      if (items.length === 0) {
        event.preventDefault();
        panel.focus();
        return;
      }
      const firstItem = items[0]!;
      const lastItem = items[items.length - 1]!;
      const active = document.activeElement;
      if (event.shiftKey && (active === firstItem || !panel.contains(active))) {
        event.preventDefault();
        lastItem.focus();
      } else if (!event.shiftKey && (active === lastItem || !panel.contains(active))) {
        event.preventDefault();
        firstItem.focus();
      }
    }
    document.addEventListener('keydown', onKeyDown, true);
    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
      document.body.classList.remove('scroll-locked');
      if (previous?.isConnected) previous.focus({ preventScroll: true });
    };
  }, [open, panelRef]);

  function onMaskClick() {
    if (performance.now() - openedAt.current < timings.maskClickGuardMs) return;
    onCloseRef.current();
  }

  return { rendered, state: open ? ('open' as const) : ('closing' as const), onMaskClick };
}
