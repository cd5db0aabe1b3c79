import {
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
} from 'react';
import { createPortal } from 'react-dom';
import { useLocation, useNavigate } from 'react-router';
import {
  homeNoticesQuery,
  useAnnouncements,
  type AnnouncementItem,
} from '@/shared/api/get-announcements';
import { useTranslation } from '@/shared/i18n/use-translation';
import { cx } from '@/shared/lib/cx';
import { useGameFrameStore } from '@/shared/lib/game-frame-store';
import { useOverlayStore } from '@/shared/lib/overlay-store';
import { basename, paths } from '@/shared/lib/paths';
import { useSessionStore } from '@/shared/lib/session-store';
import { useSaferGamblingIntroStore } from '@/shared/lib/safer-gambling-intro-store';
import { HtmlContent } from '@/shared/ui/html-content';
import { ChevronLeftIcon } from '@/shared/ui/icons/chevron-left';
import { ChevronRightIcon } from '@/shared/ui/icons/chevron-right';
import { CloseIcon } from '@/shared/ui/icons/close';
import overlay from '@/shared/ui/overlay.module.css';
import { ToastHost } from '@/shared/ui/toast';
import { useOverlay } from '@/shared/ui/use-overlay';
import { popupLinkTarget } from '../lib/popup-links';
import type { PopupMachine, PopupState } from '../lib/popup-machine';
import { usePopupMachine } from '../lib/use-popup-machine';
import styles from './announcement-popup.module.css';

/** A horizontal move at least this long (and mostly sideways) pages the popup. */
export const swipeThresholdPx = 50;

/** Popup pictures are drawn 750 x 300 (the banner size) unless they say otherwise. */
const imageWidth = 750;
const imageHeight = 300;

/**
 * The announcement popup over /m/home (spec section 2, Announcement popup; section 4). The app
 * mounts it once home has loaded and gone idle (app/routes/home-route.tsx), as its own chunk; it
 * reads the home notices answer the ticker already fetched (`list.popup`, filtered by viewer on
 * the server, decision 0016) and the machine (../lib/popup-machine.ts) decides whether it shows.
 *
 * It never interrupts what the player opened: while the side menu, a shell sheet, a game or a new
 * member's safer-gambling sheet is open, or while the app is already leaving home (the address changed and the next screen is
 * still loading), a popup due waits and opens afterwards.
 */
export function AnnouncementPopup() {
  const session = useSessionStore((s) => s.session);
  const otherOverlay = useOverlayStore((s) => s.open !== null);
  const gameOpen = useGameFrameStore((s) => s.game !== null);
  // A new member first sees the safer-gambling tools (issue 18); the popup waits for that sheet.
  const introPending = useSaferGamblingIntroStore(
    (s) => s.registeredToken !== null && s.registeredToken === session?.token,
  );
  // The router keeps home on screen until the next lazy screen is in (a transition), but the
  // address changes at once. (Only under the app's base: a test's memory router has its own.)
  const { pathname } = useLocation();
  const address = window.location.pathname;
  const leaving = address.startsWith(`${basename}/`) && address !== `${basename}${pathname}`;
  const { data } = useAnnouncements(homeNoticesQuery);
  const machine = usePopupMachine(data?.popup, {
    kind: session ? 'member' : 'visitor',
    firstTimeLogin: session?.firstTimeLogin ?? false,
  });
  const state = machine.getState();
  const waiting = state.phase === 'shown' && (otherOverlay || gameOpen || leaving || introPending);
  if (state.phase === 'hidden' || state.items.length === 0 || waiting) {
    // Nothing on screen (and nothing for assistive technology): the last evaluation's outcome,
    // so a test can tell "decided not to show" from "not decided yet".
    const status = machine.getStatus();
    return (
      <span
        hidden
        data-testid="announcement-popup-status"
        data-evaluations={status.evaluations}
        data-items={status.items}
      />
    );
  }
  return <PopupDialog state={state} machine={machine} loggedIn={session !== null} />;
}

type DialogProps = {
  state: PopupState<AnnouncementItem>;
  machine: PopupMachine<AnnouncementItem>;
  loggedIn: boolean;
};

function PopupDialog({ state, machine, loggedIn }: DialogProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const tabsRef = useRef<HTMLDivElement>(null);
  const swipe = useRef<{ id: number; x: number; y: number } | null>(null);
  const baseId = useId();
  const titleId = `${baseId}-title`;
  const panelId = `${baseId}-panel`;
  const tabId = (i: number) => `${baseId}-tab-${i}`;

  const { items, index } = state;
  const item = items[index]!;
  const total = items.length;
  // The content is rendered into the closed dialog a task before it opens: opening it modal
  // makes the rest of the page inert, which restyles every element of home, and together with
  // the content's own render that was one task over 50 ms at 4x CPU while home loads (issue 19).
  const [primed, setPrimed] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setPrimed(true), 0);
    return () => clearTimeout(timer);
  }, []);
  const {
    rendered,
    state: overlayState,
    onMaskClick,
  } = useOverlay(state.phase === 'shown' && primed, machine.close, dialogRef, panelRef);

  // The chosen tab stays in view; with the keyboard in the strip, focus follows it.
  useEffect(() => {
    const strip = tabsRef.current;
    const tab = strip?.querySelector<HTMLElement>(`[aria-selected="true"]`);
    if (!strip || !tab) return;
    if (typeof tab.scrollIntoView === 'function')
      tab.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    if (strip.contains(document.activeElement) && document.activeElement !== tab) tab.focus();
  }, [index]);

  /** Leaves the popup for an in-app page: closing first, so it is remembered as seen. */
  function leaveTo(to: string) {
    machine.close();
    void navigate(to);
  }

  function onContentClick(event: MouseEvent<HTMLElement>) {
    if (event.defaultPrevented || event.button !== 0) return;
    const anchor = (event.target as Element).closest?.('a[href]');
    if (!anchor || !event.currentTarget.contains(anchor)) return;
    const target = popupLinkTarget(anchor.getAttribute('href'));
    if (!target) return;
    event.preventDefault();
    if (target.kind === 'external') window.open(target.href, '_blank', 'noopener,noreferrer');
    else leaveTo(target.to);
  }

  function onTabKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const moves: Record<string, () => void> = {
      ArrowRight: machine.next,
      ArrowLeft: machine.previous,
      Home: () => machine.select(0),
      End: () => machine.select(total - 1),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    move();
  }

  function onPointerDown(event: PointerEvent<HTMLElement>) {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    swipe.current = { id: event.pointerId, x: event.clientX, y: event.clientY };
  }

  function onPointerUp(event: PointerEvent<HTMLElement>) {
    const start = swipe.current;
    swipe.current = null;
    if (!start || start.id !== event.pointerId) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (Math.abs(dx) < swipeThresholdPx || Math.abs(dx) < Math.abs(dy) * 1.5) return;
    if (dx < 0) machine.next();
    else machine.previous();
  }

  if (!rendered && primed) return null;
  const dialogState = rendered ? overlayState : 'priming';
  const images = [...item.announcementImages].sort((a, b) => a.sequence - b.sequence);
  return createPortal(
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      className={cx(overlay.root, dialogState === 'closing' && overlay.closing)}
      data-state={dialogState}
      data-testid="announcement-popup"
    >
      <div className={overlay.mask} onClick={onMaskClick} aria-hidden="true" />
      <div className={cx(overlay.frame, styles.frame)}>
        <div ref={panelRef} tabIndex={-1} className={cx(overlay.panel, styles.panel)}>
          <div className={styles.header}>
            <h2 id={titleId} className={styles.heading}>
              {t('popup.title')}
            </h2>
            <button
              type="button"
              className={styles.iconButton}
              aria-label={t('common.close')}
              onClick={machine.close}
              data-testid="announcement-popup-close"
            >
              <CloseIcon />
            </button>
          </div>

          {total > 1 && (
            <div
              ref={tabsRef}
              role="tablist"
              aria-label={t('popup.tabs')}
              className={styles.tabs}
              onKeyDown={onTabKeyDown}
            >
              {items.map((it, i) => (
                <button
                  key={it.id}
                  type="button"
                  role="tab"
                  id={tabId(i)}
                  aria-selected={i === index}
                  aria-controls={panelId}
                  tabIndex={i === index ? 0 : -1}
                  className={styles.tab}
                  onClick={() => machine.select(i)}
                >
                  {it.title}
                </button>
              ))}
            </div>
          )}

          <div
            key={item.id}
            id={panelId}
            role={total > 1 ? 'tabpanel' : undefined}
            aria-labelledby={total > 1 ? tabId(index) : undefined}
            className={styles.body}
            data-testid="announcement-popup-item"
            data-id={String(item.id)}
            onPointerDown={onPointerDown}
            onPointerUp={onPointerUp}
            onPointerCancel={() => (swipe.current = null)}
          >
            <h3 className={styles.itemTitle}>{item.title}</h3>
            {images.map((image) => (
              <img
                key={`${image.sequence}-${image.url}`}
                className={styles.image}
                src={image.url}
                alt={item.title}
                width={imageWidth}
                height={imageHeight}
                decoding="async"
                draggable={false}
              />
            ))}
            {/* Content links (delegated: Enter on a link clicks it too): http(s) open outside,
                others navigate in the app. */}
            <div onClick={onContentClick}>
              <HtmlContent html={item.content} scalePx className={styles.content} />
            </div>
          </div>

          {loggedIn && item.promotionType && (
            // The button area (spec section 3). The rewards issue joins or claims on the reward
            // centre; from here the action leads there (spec section 2: "A go-to action leads
            // to /m/rewardCenter").
            <div className={styles.actions} data-testid="announcement-popup-actions">
              <button
                type="button"
                className={styles.primary}
                onClick={() => leaveTo(paths.rewardCenter())}
              >
                {t('popup.goTo')}
              </button>
            </div>
          )}

          {total > 1 && (
            <div className={styles.pager}>
              <button
                type="button"
                className={styles.iconButton}
                aria-label={t('popup.previous')}
                onClick={machine.previous}
                disabled={index === 0}
              >
                <ChevronLeftIcon />
              </button>
              <span className={styles.position} aria-live="polite">
                {t('popup.position', { n: index + 1, total })}
              </span>
              <button
                type="button"
                className={styles.iconButton}
                aria-label={t('popup.next')}
                onClick={machine.next}
                disabled={index === total - 1}
              >
                <ChevronRightIcon />
              </button>
            </div>
          )}
        </div>
      </div>
      <ToastHost />
    </dialog>,
    document.body,
  );
}
