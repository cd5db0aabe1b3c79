import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createPopupMachine,
  hiddenPopup,
  isPopupRecord,
  itemsForViewer,
  popupStrings,
  popupTransition,
  sameSet,
  shouldShow,
  type PopupItem,
  type PopupKind,
  type PopupRecord,
  type PopupState,
  type PopupViewer,
} from './popup-machine';

const item = (id: number, execution: PopupItem['execution'], title = `t${id}`): PopupItem => ({
  id,
  title,
  content: `<p>c${id}</p>`,
  execution,
});

const everyone = item(1, null);
const visitorOnly = item(2, 'B');
const membersOnly = item(3, 'A');
const firstLogin = item(4, 'F');
const all = [everyone, visitorOnly, membersOnly, firstLogin];

const visitor: PopupViewer = { kind: 'visitor', firstTimeLogin: false };
const member: PopupViewer = { kind: 'member', firstTimeLogin: false };
const newMember: PopupViewer = { kind: 'member', firstTimeLogin: true };

describe('itemsForViewer (spec section 3: A and F logged in, F on first login; B visitors)', () => {
  it('gives visitors B items and items for everyone', () => {
    expect(itemsForViewer(all, visitor)).toEqual([everyone, visitorOnly]);
  });
  it('gives members A items and items for everyone, F only on a first-time login', () => {
    expect(itemsForViewer(all, member)).toEqual([everyone, membersOnly]);
    expect(itemsForViewer(all, newMember)).toEqual([everyone, membersOnly, firstLogin]);
  });
  it('keeps the server order and copes with nothing', () => {
    expect(itemsForViewer([firstLogin, membersOnly], newMember)).toEqual([firstLogin, membersOnly]);
    expect(itemsForViewer([], visitor)).toEqual([]);
  });
});

describe('strings, sets and the show rule', () => {
  it('remembers each item as "title,content"', () => {
    expect(popupStrings([everyone, item(9, 'B', 'a,b')])).toEqual([
      't1,<p>c1</p>',
      'a,b,<p>c9</p>',
    ]);
  });
  it('compares sets: order and repeats do not matter, members do', () => {
    expect(sameSet(['a', 'b'], ['b', 'a'])).toBe(true);
    expect(sameSet(['a', 'a', 'b'], ['b', 'a'])).toBe(true);
    expect(sameSet([], [])).toBe(true);
    expect(sameSet(['a'], ['a', 'b'])).toBe(false);
    expect(sameSet(['a', 'b'], ['a', 'c'])).toBe(false);
  });
  it('shows when there is something and the record is missing, says show, or holds another set', () => {
    expect(shouldShow([], null)).toBe(false);
    expect(shouldShow([], { show: true, list: [] })).toBe(false);
    expect(shouldShow(['a'], null)).toBe(true);
    expect(shouldShow(['a'], { show: true, list: ['a'] })).toBe(true);
    expect(shouldShow(['a'], { show: false, list: ['a'] })).toBe(false);
    expect(shouldShow(['a', 'b'], { show: false, list: ['b', 'a'] })).toBe(false);
    expect(shouldShow(['a'], { show: false, list: ['a', 'b'] })).toBe(true);
    expect(shouldShow(['a', 'b'], { show: false, list: ['a'] })).toBe(true);
  });
  it('reads only well-formed records', () => {
    expect(isPopupRecord({ show: false, list: ['a'] })).toBe(true);
    expect(isPopupRecord({ show: true, list: [] })).toBe(true);
    for (const bad of [
      null,
      1,
      'x',
      [],
      { show: 'no', list: [] },
      { show: true },
      { show: true, list: [1] },
    ])
      expect(isPopupRecord(bad)).toBe(false);
  });
});

describe('popupTransition', () => {
  const evaluate = (
    state: PopupState,
    viewer: PopupViewer,
    items: PopupItem[],
    record: PopupRecord | null,
  ) => popupTransition(state, { type: 'evaluate', viewer, items, record });
  const shown = (items: PopupItem[], index = 0, kind: PopupKind = 'visitor'): PopupState => ({
    phase: 'shown',
    kind,
    items,
    index,
  });

  describe('hidden', () => {
    it('-> shown on a list with something new, storing show: true and the set', () => {
      const { state, write } = evaluate(hiddenPopup, visitor, all, null);
      expect(state).toEqual(shown([everyone, visitorOnly]));
      expect(write).toEqual({
        kind: 'visitor',
        record: { show: true, list: popupStrings([everyone, visitorOnly]) },
      });
    });
    it('-> shown when the record still says show (a reload before closing)', () => {
      const record = { show: true, list: popupStrings([everyone, visitorOnly]) };
      expect(evaluate(hiddenPopup, visitor, all, record).state.phase).toBe('shown');
    });
    it('stays hidden for the set it closed, in any order', () => {
      const record = { show: false, list: popupStrings([visitorOnly, everyone]) };
      expect(evaluate(hiddenPopup, visitor, all, record)).toEqual({
        state: hiddenPopup,
        write: null,
      });
    });
    it('-> shown again when the set differs: an item added, removed or edited', () => {
      const closed = { show: false, list: popupStrings([everyone, visitorOnly]) };
      const added = [...all, item(5, 'B')];
      const removed = [everyone];
      const edited = [everyone, { ...visitorOnly, content: '<p>new</p>' }];
      const retitled = [everyone, { ...visitorOnly, title: 'new' }];
      for (const list of [added, removed, edited, retitled])
        expect(evaluate(hiddenPopup, visitor, list, closed).state.phase).toBe('shown');
    });
    it('stays hidden with nothing for this viewer', () => {
      expect(evaluate(hiddenPopup, visitor, [membersOnly, firstLogin], null)).toEqual({
        state: hiddenPopup,
        write: null,
      });
      expect(evaluate(hiddenPopup, member, [visitorOnly], null).state).toBe(hiddenPopup);
      expect(evaluate(hiddenPopup, member, [], null).state).toBe(hiddenPopup);
    });
    it('shows members A items, and F items too on a first-time login', () => {
      expect(evaluate(hiddenPopup, member, all, null).state.items).toEqual([everyone, membersOnly]);
      expect(evaluate(hiddenPopup, newMember, all, null).state).toEqual(
        shown([everyone, membersOnly, firstLogin], 0, 'member'),
      );
    });
    it('each kind has its own record: what the visitor closed is new to the member', () => {
      const { write } = evaluate(hiddenPopup, member, [everyone], null);
      expect(write?.kind).toBe('member');
    });
    it('ignores close, closed and paging', () => {
      for (const type of ['close', 'closed', 'next', 'previous'] as const)
        expect(popupTransition(hiddenPopup, { type })).toEqual({ state: hiddenPopup, write: null });
      expect(popupTransition(hiddenPopup, { type: 'select', index: 0 }).state).toBe(hiddenPopup);
    });
  });

  describe('shown', () => {
    const three = [everyone, visitorOnly, item(5, 'B')];
    const state = shown(three, 1);

    it('-> closing on close, storing show: false with the set on screen', () => {
      const result = popupTransition(state, { type: 'close' });
      expect(result.state).toEqual({ ...state, phase: 'closing' });
      expect(result.write).toEqual({
        kind: 'visitor',
        record: { show: false, list: popupStrings(three) },
      });
    });
    it('pages by one within bounds', () => {
      expect(popupTransition(state, { type: 'next' }).state.index).toBe(2);
      expect(popupTransition(state, { type: 'previous' }).state.index).toBe(0);
      const last = shown(three, 2);
      expect(popupTransition(last, { type: 'next' })).toEqual({ state: last, write: null });
      const first = shown(three, 0);
      expect(popupTransition(first, { type: 'previous' })).toEqual({ state: first, write: null });
    });
    it('selects a tab within bounds; out of bounds, fractional or the same one changes nothing', () => {
      expect(popupTransition(state, { type: 'select', index: 0 }).state.index).toBe(0);
      expect(popupTransition(state, { type: 'select', index: 2 }).state.index).toBe(2);
      for (const index of [-1, 3, 1.5, Number.NaN, 1])
        expect(popupTransition(state, { type: 'select', index }).state).toBe(state);
    });
    it('follows a changed list for the same kind, keeping the page in bounds', () => {
      const fewer = evaluate(shown(three, 2), visitor, [everyone, visitorOnly], null);
      expect(fewer.state).toEqual(shown([everyone, visitorOnly], 1));
      expect(fewer.write?.record).toEqual({
        show: true,
        list: popupStrings([everyone, visitorOnly]),
      });
      const same = evaluate(state, visitor, three, { show: true, list: popupStrings(three) });
      expect(same.state).toEqual(state);
    });
    it('-> hidden when nothing is left for the viewer (no record written)', () => {
      expect(evaluate(state, visitor, [membersOnly], null)).toEqual({
        state: hiddenPopup,
        write: null,
      });
    });
    it("on the other kind (a login under it), that kind's record decides", () => {
      const seen = { show: false, list: popupStrings([everyone, membersOnly]) };
      expect(evaluate(state, member, all, seen)).toEqual({ state: hiddenPopup, write: null });
      const fresh = evaluate(state, member, all, null);
      expect(fresh.state).toEqual(shown([everyone, membersOnly], 0, 'member'));
      expect(fresh.write?.kind).toBe('member');
    });
  });

  describe('closing', () => {
    const state: PopupState = { phase: 'closing', kind: 'visitor', items: [everyone], index: 0 };
    it('-> hidden when the animation ends', () => {
      expect(popupTransition(state, { type: 'closed' })).toEqual({
        state: hiddenPopup,
        write: null,
      });
    });
    it('ignores evaluate, close and paging while it animates', () => {
      expect(evaluate(state, visitor, [everyone, visitorOnly], null).state).toBe(state);
      for (const type of ['close', 'next', 'previous'] as const)
        expect(popupTransition(state, { type }).state).toBe(state);
      expect(popupTransition(state, { type: 'select', index: 0 }).state).toBe(state);
    });
  });
});

describe('createPopupMachine (timers)', () => {
  let stored: Partial<Record<PopupKind, PopupRecord>>;
  const storage = {
    read: (kind: PopupKind) => stored[kind] ?? null,
    write: vi.fn((kind: PopupKind, record: PopupRecord) => {
      stored[kind] = record;
    }),
  };
  const make = () => createPopupMachine<PopupItem>({ storage, listDelayMs: 500, closingMs: 300 });

  beforeEach(() => {
    vi.useFakeTimers();
    stored = {};
    storage.write.mockClear();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('evaluates the list 500 ms after it is given (mount), not before', () => {
    const m = make();
    m.setList(visitor, all);
    vi.advanceTimersByTime(499);
    expect(m.getState().phase).toBe('hidden');
    expect(storage.write).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(m.getState()).toEqual({
      phase: 'shown',
      kind: 'visitor',
      items: [everyone, visitorOnly],
      index: 0,
    });
    expect(stored.visitor).toEqual({ show: true, list: popupStrings([everyone, visitorOnly]) });
  });

  it('a list change restarts the 500 ms wait and the newest list is evaluated', () => {
    const m = make();
    m.setList(visitor, []);
    vi.advanceTimersByTime(400);
    m.setList(visitor, [visitorOnly]);
    vi.advanceTimersByTime(400);
    expect(m.getState().phase).toBe('hidden');
    vi.advanceTimersByTime(100);
    expect(m.getState().items).toEqual([visitorOnly]);
  });

  it('an empty first list (still loading) shows nothing; the loaded list 500 ms later does', () => {
    const m = make();
    m.setList(visitor, []);
    vi.advanceTimersByTime(500);
    expect(m.getState().phase).toBe('hidden');
    m.setList(visitor, all);
    vi.advanceTimersByTime(500);
    expect(m.getState().phase).toBe('shown');
  });

  it('close: shown -> closing (show: false stored at once) -> hidden after the animation', () => {
    const m = make();
    const seen: string[] = [];
    m.subscribe(() => seen.push(m.getState().phase));
    m.setList(visitor, all);
    vi.advanceTimersByTime(500);
    m.close();
    expect(m.getState().phase).toBe('closing');
    expect(stored.visitor).toEqual({ show: false, list: popupStrings([everyone, visitorOnly]) });
    vi.advanceTimersByTime(299);
    expect(m.getState().phase).toBe('closing');
    vi.advanceTimersByTime(1);
    expect(m.getState()).toEqual(hiddenPopup);
    expect(seen).toEqual(['shown', 'closing', 'hidden']);
    // Closing again does nothing.
    m.close();
    vi.advanceTimersByTime(1000);
    expect(seen).toEqual(['shown', 'closing', 'hidden']);
  });

  it('once closed, the same set does not show again (a reload: a new machine, same storage)', () => {
    const first = make();
    first.setList(visitor, all);
    vi.advanceTimersByTime(500);
    first.close();
    vi.advanceTimersByTime(300);
    first.stop();

    const reloaded = make();
    reloaded.setList(visitor, [visitorOnly, everyone]);
    vi.advanceTimersByTime(500);
    expect(reloaded.getState().phase).toBe('hidden');
    // ...until the set changes.
    reloaded.setList(visitor, [everyone, { ...visitorOnly, content: '<p>changed</p>' }]);
    vi.advanceTimersByTime(500);
    expect(reloaded.getState().phase).toBe('shown');
  });

  it('shows again after a reload that came before closing (the record still says show)', () => {
    const first = make();
    first.setList(visitor, all);
    vi.advanceTimersByTime(500);
    first.stop();
    const reloaded = make();
    reloaded.setList(visitor, all);
    vi.advanceTimersByTime(500);
    expect(reloaded.getState().phase).toBe('shown');
  });

  it('a list due while closing waits until hidden, then compares with the record just stored', () => {
    const m = make();
    m.setList(visitor, all);
    vi.advanceTimersByTime(500);
    m.close();
    m.setList(visitor, all); // same set: stays hidden after the animation
    vi.advanceTimersByTime(500);
    expect(m.getState().phase).toBe('hidden');

    // A different set afterwards shows again.
    m.setList(visitor, [everyone]);
    vi.advanceTimersByTime(500);
    expect(m.getState()).toMatchObject({ phase: 'shown', items: [everyone] });
  });

  it('holds an evaluation that falls due during the animation and runs it when hidden', () => {
    const m = make();
    m.setList(visitor, [everyone]);
    vi.advanceTimersByTime(500);
    m.setList(visitor, [everyone, visitorOnly]); // due in 500 ms
    vi.advanceTimersByTime(400);
    m.close(); // hides at +300 ms; the evaluation falls due at +100 ms, during the animation
    expect(stored.visitor).toEqual({ show: false, list: popupStrings([everyone]) });
    vi.advanceTimersByTime(100);
    expect(m.getState().phase).toBe('closing');
    vi.advanceTimersByTime(200);
    expect(m.getState()).toEqual({
      phase: 'shown',
      kind: 'visitor',
      items: [everyone, visitorOnly],
      index: 0,
    });
  });

  it('counts evaluations and the items each had for its viewer, notifying even when hidden', () => {
    const m = make();
    const listener = vi.fn();
    m.subscribe(listener);
    expect(m.getStatus()).toEqual({ evaluations: 0, items: 0 });
    m.setList(visitor, []);
    vi.advanceTimersByTime(500);
    expect(m.getStatus()).toEqual({ evaluations: 1, items: 0 });
    expect(listener).toHaveBeenCalledTimes(1);
    stored.visitor = { show: false, list: popupStrings([everyone, visitorOnly]) };
    m.setList(visitor, all);
    vi.advanceTimersByTime(500);
    expect(m.getStatus()).toEqual({ evaluations: 2, items: 2 });
    expect(m.getState().phase).toBe('hidden');
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('pages with next, previous and select within bounds, notifying only on a change', () => {
    const m = make();
    const listener = vi.fn();
    m.setList(newMember, all);
    vi.advanceTimersByTime(500);
    m.subscribe(listener);
    m.previous();
    expect(listener).not.toHaveBeenCalled();
    m.next();
    m.next();
    m.next();
    expect(m.getState().index).toBe(2);
    expect(listener).toHaveBeenCalledTimes(2);
    m.select(0);
    m.select(7);
    expect(m.getState().index).toBe(0);
    expect(storage.write).toHaveBeenCalledTimes(1);
  });

  it('keeps the two kinds apart: closing as a visitor, then logging in, shows the member items', () => {
    const m = make();
    m.setList(visitor, all);
    vi.advanceTimersByTime(500);
    m.close();
    vi.advanceTimersByTime(300);
    m.setList(member, all);
    vi.advanceTimersByTime(500);
    expect(m.getState()).toMatchObject({ phase: 'shown', kind: 'member' });
    expect(stored.visitor?.show).toBe(false);
    expect(stored.member?.show).toBe(true);
  });

  it('F items join on a first-time login: the set differs from an ordinary login', () => {
    stored.member = { show: false, list: popupStrings([everyone, membersOnly]) };
    const m = make();
    m.setList(member, all);
    vi.advanceTimersByTime(500);
    expect(m.getState().phase).toBe('hidden');
    m.setList(newMember, all);
    vi.advanceTimersByTime(500);
    expect(m.getState().items).toEqual([everyone, membersOnly, firstLogin]);
  });

  it('stop clears the pending evaluation; a later list starts again (strict-mode remount)', () => {
    const m = make();
    m.setList(visitor, all);
    m.stop();
    vi.advanceTimersByTime(1000);
    expect(m.getState().phase).toBe('hidden');
    expect(storage.write).not.toHaveBeenCalled();
    m.setList(visitor, all);
    vi.advanceTimersByTime(500);
    expect(m.getState().phase).toBe('shown');
  });

  it('a stop during the animation ends hidden, with the close stored', () => {
    const m = make();
    m.setList(visitor, all);
    vi.advanceTimersByTime(500);
    m.close();
    m.stop();
    expect(m.getState()).toEqual(hiddenPopup);
    expect(stored.visitor?.show).toBe(false);
    vi.advanceTimersByTime(1000);
    expect(m.getState()).toEqual(hiddenPopup);
  });
});
