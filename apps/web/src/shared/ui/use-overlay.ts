import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { timings } from '@/shared/lib/timings';

const focusableSelector =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function prefersReducedMotion(): boolean {
  return globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

let scrollLocks = 0;
/** The open modal dialogs, bottom first. */
const modalDialogs: HTMLDialogElement[] = [];

function setModal(dialog: HTMLDialogElement, modal: boolean) {
  const index = modalDialogs.indexOf(dialog);
  if (index >= 0) modalDialogs.splice(index, 1);
  if (modal) modalDialogs.push(dialog);
  showToastsIn(modalDialogs[modalDialogs.length - 1]);
}

/**
 * Outside the top modal dialog the page is inert (hidden from screen readers) and under the top
 * layer, so each dialog has its own toast host and only the top one's shows: the shell's host
 * and those of the dialogs below are hidden. (Done here, in the dialogs' lazy chunk, so the home
 * page's first load does not grow.)
 */
function showToastsIn(top: HTMLDialogElement | undefined) {
  for (const host of document.querySelectorAll<HTMLElement>('[data-testid="toast-host"]')) {
    const shown = top ? top.contains(host) : host.closest('dialog') === null;
    host.style.display = shown ? '' : 'none';
  }
}

/** The page does not scroll while any dialog is open: each open dialog holds one lock. */
function lockPageScroll(): () => void {
  if (scrollLocks++ === 0) document.body.classList.add('scroll-locked');
  return () => {
    if (--scrollLocks === 0) document.body.classList.remove('scroll-locked');
  };
}

function focusablesIn(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(focusableSelector)].filter(
    (el) => !el.closest('[hidden],[inert]'),
  );
}

/** The first control of the panel gets focus (the panel itself when it has none). */
function focusInto(dialog: HTMLDialogElement, panel: HTMLElement | null) {
  const first = panel ? focusablesIn(panel)[0] : undefined;
  (first ?? panel ?? dialog).focus({ preventScroll: true });
}

/**
 * A closed dialog whose closing animation still plays: inert (taps and focus reach what is below
 * at once) and drawn above the dialogs still open, as a manual popover where the browser has
 * popovers (in the top layer, but not modal); elsewhere at the overlay z-index.
 */
function enterClosingLayer(dialog: HTMLDialogElement) {
  dialog.setAttribute('inert', '');
  if (typeof dialog.showPopover !== 'function') return;
  dialog.setAttribute('popover', 'manual');
  dialog.showPopover();
}

function leaveClosingLayer(dialog: HTMLDialogElement) {
  dialog.removeAttribute('inert');
  if (!dialog.hasAttribute('popover')) return;
  if (dialog.matches(':popover-open')) dialog.hidePopover();
  dialog.removeAttribute('popover');
}

/**
 * Modal overlay behaviour shared by the side menu, the bottom sheets and the confirms, on a native
 * `<dialog>` shown with showModal() (decision 0034). Each open dialog is in the browser's top
 * layer above the ones before it, and everything outside the top one is inert, so Escape, the
 * mask and Tab only ever reach the top one. While `open`, the hook keeps the dialog modal, turns
 * Escape (the `cancel` event) into `onClose`, ignores mask clicks within 300 ms of opening (spec
 * section 9), moves focus in and keeps Tab inside, and locks page scroll. On close it gives focus
 * back to the opener and keeps the dialog mounted, inert, through the 300 ms closing animation
 * (none with reduced motion).
 */
export function useOverlay(
  open: boolean,
  onClose: () => void,
  dialogRef: RefObject<HTMLDialogElement | null>,
  panelRef: RefObject<HTMLElement | null>,
) {
  const [rendered, setRendered] = useState(open);
  if (open && !rendered) setRendered(true);

  const onCloseRef = useRef(onClose);
  useLayoutEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    if (open || !rendered) return;
    const timer = setTimeout(
      () => setRendered(false),
      prefersReducedMotion() ? 0 : timings.overlayAnimationMs,
    );
    return () => clearTimeout(timer);
  }, [open, rendered]);

  const openedAt = useRef(0);
  const returnFocusTo = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !rendered || !dialog) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    leaveClosingLayer(dialog);
    if (!dialog.open) dialog.showModal();
    setModal(dialog, true);
    const unlock = lockPageScroll();
    openedAt.current = performance.now();
    focusInto(dialog, panelRef.current);

    // Escape (or Android's Back) asks the top dialog only; its owner decides.
    function onCancel(event: Event) {
      event.preventDefault();
      onCloseRef.current();
    }
    // The browser closed it without asking (it lets a page refuse Escape only once per user
    // activation). An owner that has not closed it by now (a busy confirm) gets it back.
    function onNativeClose() {
      dialog!.showModal();
      focusInto(dialog!, panelRef.current);
    }
    // Tab from the last control goes back to the first (and Shift+Tab the other way) instead of
    // leaving the page for the browser's own controls.
    function onKeyDown(event: KeyboardEvent) {
      const panel = panelRef.current;
      if (event.key !== 'Tab' || !panel) return;
      const items = focusablesIn(panel);
      const active = document.activeElement;
      const first = items[0] ?? panel;
      const last = items[items.length - 1] ?? panel;
      if (event.shiftKey ? active === first || active === panel : active === last) {
        event.preventDefault();
        (event.shiftKey ? last : first).focus();
      }
    }
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('close', onNativeClose);
    dialog.addEventListener('keydown', onKeyDown);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('close', onNativeClose);
      dialog.removeEventListener('keydown', onKeyDown);
      if (dialog.open) dialog.close();
      setModal(dialog, false);
      unlock();
      if (previous?.isConnected) previous.focus({ preventScroll: true });
      returnFocusTo.current = previous;
      if (dialog.isConnected) enterClosingLayer(dialog);
    };
  }, [open, rendered, dialogRef, panelRef]);

  // After a commit that moved focus, React puts it back on the element it was on: here a control
  // of the closed dialog. Browsers refuse (the dialog is inert), jsdom does not: hand it over again.
  useLayoutEffect(() => {
    const target = returnFocusTo.current;
    returnFocusTo.current = null;
    if (open || !target?.isConnected) return;
    if (dialogRef.current?.contains(document.activeElement)) target.focus({ preventScroll: true });
  }, [open, dialogRef]);

  function onMaskClick() {
    if (performance.now() - openedAt.current < timings.maskClickGuardMs) return;
    onCloseRef.current();
  }

  return { rendered, state: open ? ('open' as const) : ('closing' as const), onMaskClick };
}
