/**
 * The announcement popup's state machine (spec section 4, Announcement popup; section 3,
 * Announcement item and Local storage keys; section 9, "Popup list delay 500 ms"). Pure: no React,
 * no DOM; storage and timers come from the caller (the timers are the global ones, so tests drive
 * them with fake timers).
 *
 * - States: hidden, shown, closing (the closing animation plays, then hidden).
 * - Two kinds, `member` (logged in) and `visitor`, each with a remembered record: a show flag and
 *   the list of "title,content" strings last shown.
 * - Members see execution A items, plus F items on a first-time login; visitors see B items. Items
 *   with no execution are for everyone (decision 0016: the server gives them to every viewer).
 * - The list is evaluated `listDelayMs` (500) after it is given (on mount) and again after every
 *   change; the popup shows when there is something to show and the stored record either still
 *   says show, or holds another set of strings.
 * - Showing stores `show: true` with the set; closing stores `show: false` with it, so the same
 *   set never shows again, and a different one (an item added, removed or edited) does.
 * - Paging moves the index by one, or to a chosen tab, within bounds.
 */

export type PopupKind = 'member' | 'visitor';
export type PopupPhase = 'hidden' | 'shown' | 'closing';
export type PopupExecution = 'A' | 'B' | 'F' | null;

/** What the machine needs of an announcement item (spec section 3). */
export type PopupItem = {
  id: number;
  title: string;
  content: string;
  execution: PopupExecution;
};

/** Who is looking: the kind, and whether this session is the account's first login. */
export type PopupViewer = { kind: PopupKind; firstTimeLogin: boolean };

/** The remembered record of one kind (local storage, spec section 3). */
export type PopupRecord = { show: boolean; list: string[] };

export type PopupState<T extends PopupItem = PopupItem> = {
  phase: PopupPhase;
  /** The kind whose items are on screen (null before the first show). */
  kind: PopupKind | null;
  /** The items on screen: kept while closing, so the closing animation has its content. */
  items: readonly T[];
  index: number;
};

export type PopupEvent<T extends PopupItem = PopupItem> =
  | { type: 'evaluate'; viewer: PopupViewer; items: readonly T[]; record: PopupRecord | null }
  | { type: 'close' }
  | { type: 'closed' }
  | { type: 'next' }
  | { type: 'previous' }
  | { type: 'select'; index: number };

/** A record to store for a kind, as a transition's side effect. */
export type PopupWrite = { kind: PopupKind; record: PopupRecord };

export type PopupTransition<T extends PopupItem = PopupItem> = {
  state: PopupState<T>;
  write: PopupWrite | null;
};

export const hiddenPopup: PopupState<never> = { phase: 'hidden', kind: null, items: [], index: 0 };

export function isPopupRecord(value: unknown): value is PopupRecord {
  if (typeof value !== 'object' || value === null) return false;
  const { show, list } = value as Record<string, unknown>;
  return (
    typeof show === 'boolean' && Array.isArray(list) && list.every((s) => typeof s === 'string')
  );
}

/** Execution A and F are for logged-in users (F on a first-time login), B for visitors. */
export function itemsForViewer<T extends PopupItem>(items: readonly T[], viewer: PopupViewer): T[] {
  return items.filter((item) => {
    switch (item.execution) {
      case null:
        return true;
      case 'A':
        return viewer.kind === 'member';
      case 'F':
        return viewer.kind === 'member' && viewer.firstTimeLogin;
      case 'B':
        return viewer.kind === 'visitor';
    }
  });
}

/** The remembered strings of a list: "title,content" per item (spec section 3). */
export function popupStrings(items: readonly PopupItem[]): string[] {
  return items.map((item) => `${item.title},${item.content}`);
}

/** Whether two lists hold the same set of strings (order and repeats do not matter). */
export function sameSet(a: readonly string[], b: readonly string[]): boolean {
  const left = new Set(a);
  const right = new Set(b);
  return left.size === right.size && [...left].every((s) => right.has(s));
}

/** Show when there is something and the record is missing, still says show, or differs. */
export function shouldShow(strings: readonly string[], record: PopupRecord | null): boolean {
  if (strings.length === 0) return false;
  return record === null || record.show || !sameSet(record.list, strings);
}

const clamp = (index: number, length: number) => Math.max(0, Math.min(index, length - 1));

function show<T extends PopupItem>(kind: PopupKind, items: T[], index: number): PopupTransition<T> {
  return {
    state: { phase: 'shown', kind, items, index: clamp(index, items.length) },
    write: { kind, record: { show: true, list: popupStrings(items) } },
  };
}

/**
 * One transition. Events that do not apply to the current state leave it as it is (same object,
 * no write): closing what is hidden, paging past the ends, evaluating while the closing animation
 * plays (the controller holds that evaluation until the popup is hidden).
 */
export function popupTransition<T extends PopupItem>(
  state: PopupState<T>,
  event: PopupEvent<T>,
): PopupTransition<T> {
  const same = { state, write: null };
  switch (event.type) {
    case 'evaluate': {
      if (state.phase === 'closing') return same;
      const items = itemsForViewer(event.items, event.viewer);
      const kind = event.viewer.kind;
      if (state.phase === 'shown' && state.kind === kind) {
        // Already on screen for this kind: follow the list (a removed item leaves, a new one
        // joins), keeping the page in bounds; nothing left means nothing to show.
        if (items.length === 0) return { state: hiddenPopup, write: null };
        return show(kind, items, state.index);
      }
      // Hidden, or shown for the other kind (a login or logout under the popup): that kind's
      // record decides afresh.
      if (shouldShow(popupStrings(items), event.record)) return show(kind, items, 0);
      return state.phase === 'hidden' ? same : { state: hiddenPopup, write: null };
    }
    case 'close': {
      if (state.phase !== 'shown' || state.kind === null) return same;
      return {
        state: { ...state, phase: 'closing' },
        write: { kind: state.kind, record: { show: false, list: popupStrings(state.items) } },
      };
    }
    case 'closed':
      return state.phase === 'closing' ? { state: hiddenPopup, write: null } : same;
    case 'next':
    case 'previous':
    case 'select': {
      if (state.phase !== 'shown') return same;
      const target =
        event.type === 'select' ? event.index : state.index + (event.type === 'next' ? 1 : -1);
      if (!Number.isInteger(target) || target < 0 || target >= state.items.length) return same;
      if (target === state.index) return same;
      return { state: { ...state, index: target }, write: null };
    }
  }
}

export type PopupStorage = {
  read: (kind: PopupKind) => PopupRecord | null;
  write: (kind: PopupKind, record: PopupRecord) => void;
};

export type PopupMachineOptions = {
  storage: PopupStorage;
  /** Spec section 9: "Popup list delay 500 ms". */
  listDelayMs?: number;
  /** How long the closing animation plays (0 with reduced motion). */
  closingMs?: number;
};

/** How many evaluations ran, and how many items the last one had for its viewer. */
export type PopupStatus = { evaluations: number; items: number };

export type PopupMachine<T extends PopupItem> = {
  getState: () => PopupState<T>;
  /** Changes on every evaluation, shown or not (the page says the popup decided: e2e tests). */
  getStatus: () => PopupStatus;
  subscribe: (listener: () => void) => () => void;
  /** The current list and viewer: evaluated `listDelayMs` later (a newer list restarts the wait). */
  setList: (viewer: PopupViewer, items: readonly T[]) => void;
  close: () => void;
  next: () => void;
  previous: () => void;
  select: (index: number) => void;
  /**
   * Stops the timers (unmount). Not final: a later list starts again (React's strict mode runs
   * an effect's cleanup and the effect once more on mount).
   */
  stop: () => void;
};

export const popupListDelayMs = 500;

/**
 * The machine with its timers: the 500 ms list delay and the closing animation. An evaluation due
 * while the popup is closing waits until it is hidden, so the record stored by the close is the
 * one it compares with.
 */
export function createPopupMachine<T extends PopupItem>({
  storage,
  listDelayMs = popupListDelayMs,
  closingMs = 300,
}: PopupMachineOptions): PopupMachine<T> {
  let state: PopupState<T> = hiddenPopup;
  const listeners = new Set<() => void>();
  let listTimer: ReturnType<typeof setTimeout> | undefined;
  let closeTimer: ReturnType<typeof setTimeout> | undefined;
  let latest: { viewer: PopupViewer; items: readonly T[] } | null = null;
  let heldEvaluation = false;
  let status: PopupStatus = { evaluations: 0, items: 0 };

  function notify() {
    for (const listener of listeners) listener();
  }

  function dispatch(event: PopupEvent<T>) {
    const result = popupTransition(state, event);
    if (result.write) storage.write(result.write.kind, result.write.record);
    if (result.state === state) return;
    state = result.state;
    notify();
  }

  function evaluate() {
    listTimer = undefined;
    if (!latest) return;
    if (state.phase === 'closing') {
      heldEvaluation = true;
      return;
    }
    const { viewer, items } = latest;
    status = {
      evaluations: status.evaluations + 1,
      items: itemsForViewer(items, viewer).length,
    };
    const before = state;
    dispatch({ type: 'evaluate', viewer, items, record: storage.read(viewer.kind) });
    if (state === before) notify();
  }

  return {
    getState: () => state,
    getStatus: () => status,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setList(viewer, items) {
      latest = { viewer, items };
      clearTimeout(listTimer);
      listTimer = setTimeout(evaluate, listDelayMs);
    },
    close() {
      if (state.phase !== 'shown') return;
      dispatch({ type: 'close' });
      closeTimer = setTimeout(() => {
        closeTimer = undefined;
        dispatch({ type: 'closed' });
        if (heldEvaluation) {
          heldEvaluation = false;
          evaluate();
        }
      }, closingMs);
    },
    next: () => dispatch({ type: 'next' }),
    previous: () => dispatch({ type: 'previous' }),
    select: (index) => dispatch({ type: 'select', index }),
    stop() {
      clearTimeout(listTimer);
      listTimer = undefined;
      heldEvaluation = false;
      // A close cut short by an unmount still ends hidden (its record is already stored).
      if (closeTimer !== undefined) {
        clearTimeout(closeTimer);
        closeTimer = undefined;
        dispatch({ type: 'closed' });
      }
    },
  };
}
