import { Profiler } from 'react';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createEndThrottle, gridRowHeight, VirtualGrid, visibleRowRange } from './virtual-grid';

type Item = { id: number };
const makeItems = (n: number): Item[] => Array.from({ length: n }, (_, i) => ({ id: i + 1 }));

let scrollY = 0;
function setScroll(y: number) {
  scrollY = y;
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
}

beforeEach(() => {
  scrollY = 0;
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: 844 });
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: 390 });
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => scrollY });
  // jsdom has no layout: the grid starts at the top of the document and is 390 px wide.
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(
    () => ({ top: -scrollY, left: 0, bottom: 0, right: 390, width: 390, height: 0 }) as DOMRect,
  );
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(390);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function grid(n: number, onEndReached?: () => void) {
  return (
    <VirtualGrid
      items={makeItems(n)}
      getKey={(item) => item.id}
      renderItem={(item) => <span data-testid="cell">{item.id}</span>}
      columns={3}
      gap={12}
      itemExtraHeight={40}
      overscan={2}
      onEndReached={onEndReached}
      label="Games"
    />
  );
}

const renderGrid = (n: number, onEndReached?: () => void) => render(grid(n, onEndReached));

const shownIds = () => screen.queryAllByTestId('cell').map((c) => Number(c.textContent));

describe('gridRowHeight', () => {
  it('is a fixed-aspect item plus the name line plus the row gap', () => {
    // (390 - 2 * 12) / 3 = 122 wide, square, + 40 + 12
    expect(gridRowHeight(390, 3, 12, 1, 40)).toBe(174);
    expect(gridRowHeight(390, 4, 8, 1.5, 0)).toBe(Math.round(((390 - 24) / 4) * 1.5 + 8));
  });
});

describe('visibleRowRange', () => {
  it('is the rows on screen plus the overscan, within the grid', () => {
    // 844 px viewport, 174 px rows: rows 0..4 on screen at the top, + 2 below.
    expect(visibleRowRange(0, 844, 0, 174, 100, 2)).toEqual({ first: 0, last: 6 });
    // Scrolled to row 10's top: rows 10..14 on screen, 8..16 with the overscan.
    expect(visibleRowRange(1740, 844, 0, 174, 100, 2)).toEqual({ first: 8, last: 16 });
    // The grid starts 300 px down the page: the same scroll shows rows 8..13.
    expect(visibleRowRange(1740, 844, 300, 174, 100, 2)).toEqual({ first: 6, last: 15 });
  });

  it('renders the first row of a grid below the viewport, the last past its end, none of none', () => {
    expect(visibleRowRange(0, 844, 5000, 174, 100, 2)).toEqual({ first: 0, last: 0 });
    expect(visibleRowRange(99_999, 844, 0, 174, 10, 2)).toEqual({ first: 9, last: 9 });
    expect(visibleRowRange(0, 844, 0, 174, 0, 2)).toEqual({ first: 0, last: -1 });
    expect(visibleRowRange(0, 844, 0, 0, 10, 2)).toEqual({ first: 0, last: 2 });
  });
});

describe('VirtualGrid', () => {
  it('re-renders on scroll only when the range of rows changes', () => {
    const renderItem = vi.fn((item: Item) => <span data-testid="cell">{item.id}</span>);
    render(
      <VirtualGrid
        items={makeItems(300)}
        getKey={(item) => item.id}
        renderItem={renderItem}
        columns={3}
        gap={12}
        itemExtraHeight={40}
        overscan={2}
      />,
    );
    const before = shownIds();
    renderItem.mockClear();
    setScroll(10); // rows 0..4 on screen (844 + 25 < 5 * 174), still rows 0..6 with the overscan
    setScroll(25);
    expect(renderItem).not.toHaveBeenCalled();
    expect(shownIds()).toEqual(before);
    setScroll(174 * 3); // rows 1..9
    expect(renderItem).toHaveBeenCalled();
    expect(shownIds()[0]).toBe(4);
  });

  describe('rows after a scroll (decision 0046, stop 34)', () => {
    // Each commit records the rows in the DOM at that moment.
    const commits: number[][] = [];
    const rowsInDom = () =>
      [...document.querySelectorAll<HTMLElement>('[data-row]')].map((r) => Number(r.dataset.row));
    function renderProfiled() {
      render(
        <Profiler id="grid" onRender={() => commits.push(rowsInDom())}>
          {grid(300)}
        </Profiler>,
      );
      commits.length = 0;
    }

    it("mounts the new rows in a later render, not in the scroll event's own", () => {
      renderProfiled();
      const before = rowsInDom(); // rows 0..6: 0..4 on screen, 2 below
      setScroll(174); // rows 1..5 on screen, still among those in the DOM; 0..7 with the overscan
      // The scroll event's (synchronous) commit keeps the rows; the deferred one adds row 7.
      expect(commits.length).toBe(2);
      expect(commits[0]).toEqual(before);
      expect(commits[1]).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
      expect(rowsInDom()).toEqual(commits[1]);
    });

    it('renders at once the rows the screen would otherwise show empty', () => {
      renderProfiled();
      setScroll(174 * 20); // rows 20..24 on screen: none of them in the DOM
      expect(commits[0]).toEqual([18, 19, 20, 21, 22, 23, 24, 25, 26]);
      expect(rowsInDom()).toEqual(commits[0]);
    });
  });

  it('keeps only the rows near the viewport in the DOM with 10,000 items', () => {
    renderGrid(10_000);
    const list = screen.getByRole('list', { name: 'Games' });
    // 10,000 / 3 rows of 174 px: the container is as tall as all of them.
    expect(list).toHaveStyle({ height: `${Math.ceil(10_000 / 3) * 174}px` });
    const first = shownIds();
    // 844 px viewport / 174 px rows = 5 rows, plus 2 overscan rows: at most 8 rows of 3.
    expect(first.length).toBeGreaterThan(0);
    expect(first.length).toBeLessThanOrEqual(8 * 3);
    expect(first[0]).toBe(1);
    expect(screen.getAllByRole('listitem')[0]).toHaveAttribute('aria-setsize', '10000');

    // Far down: row 2000 (items 6001..) is at 348,000 px.
    setScroll(2000 * 174);
    const far = shownIds();
    expect(far.length).toBeLessThanOrEqual(10 * 3);
    expect(far).toContain(6001);
    expect(far).not.toContain(1);
    expect(Math.min(...far)).toBeGreaterThan(5900);

    // The very end: the last item is rendered, with its position in the whole list.
    setScroll(Math.ceil(10_000 / 3) * 174 - 844);
    expect(shownIds()).toContain(10_000);
    expect(document.querySelectorAll('[role="listitem"]').length).toBeLessThanOrEqual(30);
  }, 15_000); // about 4 s on a loaded 2-core machine

  it('reads the scroll position once per scroll event, never while rendering (decision 0046)', () => {
    let reads = 0;
    Object.defineProperty(window, 'scrollY', {
      configurable: true,
      get: () => {
        reads += 1;
        return scrollY;
      },
    });
    const props = {
      getKey: (item: Item) => item.id,
      renderItem: (item: Item) => <span data-testid="cell">{item.id}</span>,
      onEndReached: () => undefined,
      columns: 3,
      gap: 12,
      itemExtraHeight: 40,
    };
    const { rerender } = render(<VirtualGrid items={makeItems(300)} {...props} />);
    setScroll(174 * 20);
    expect(shownIds()).toContain(61);
    // A page arriving re-renders the grid (and React checks its store after the commit): the
    // position it uses is the one read at the last scroll event.
    reads = 0;
    rerender(<VirtualGrid items={makeItems(600)} {...props} />);
    rerender(<VirtualGrid items={makeItems(900)} {...props} />);
    expect(reads).toBe(0);
    expect(shownIds()).toContain(61);
    // One scroll event: one read, shared by the rows and the end-of-list check.
    setScroll(174 * 40);
    expect(reads).toBe(1);
    expect(shownIds()).toContain(121);
  });

  it('calls onEndReached within 300 px of the end, at most once a second', () => {
    vi.useFakeTimers();
    const onEnd = vi.fn();
    // 30 items = 10 rows of 174 px = 1740 px; the viewport is 844 px tall.
    renderGrid(30, onEnd);
    expect(onEnd).not.toHaveBeenCalled(); // 1740 - 844 = 896 px to go

    setScroll(500); // 1740 - 1344 = 396 px: not yet
    expect(onEnd).not.toHaveBeenCalled();

    setScroll(650); // 246 px: inside the threshold
    expect(onEnd).toHaveBeenCalledTimes(1);

    setScroll(700);
    setScroll(800);
    setScroll(896);
    expect(onEnd).toHaveBeenCalledTimes(1); // throttled

    act(() => {
      vi.advanceTimersByTime(1000);
    }); // the folded re-check: still at the end
    expect(onEnd).toHaveBeenCalledTimes(2);

    setScroll(0); // away from the end: the window passes without another call
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    setScroll(100);
    expect(onEnd).toHaveBeenCalledTimes(2);
  });

  it('asks again when a page arrives while the end is still on screen, not for an empty list', () => {
    vi.useFakeTimers();
    const onEnd = vi.fn();
    const { rerender } = renderGrid(0, onEnd);
    expect(onEnd).not.toHaveBeenCalled();
    const props = {
      getKey: (item: Item) => item.id,
      renderItem: (item: Item) => <span data-testid="cell">{item.id}</span>,
      onEndReached: onEnd,
    };
    rerender(<VirtualGrid items={makeItems(6)} {...props} />);
    expect(onEnd).toHaveBeenCalledTimes(1); // 2 rows: the end is on screen
    rerender(<VirtualGrid items={makeItems(12)} {...props} />);
    expect(onEnd).toHaveBeenCalledTimes(1);
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(onEnd).toHaveBeenCalledTimes(2);
  });
});

describe('createEndThrottle', () => {
  it('fires at once, folds calls inside the window into one re-check', () => {
    vi.useFakeTimers();
    const throttle = createEndThrottle(1000);
    const fire = vi.fn();
    let near = true;
    throttle.check(() => near, fire);
    throttle.check(() => near, fire);
    throttle.check(() => near, fire);
    expect(fire).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(999);
    expect(fire).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(fire).toHaveBeenCalledTimes(2);
    throttle.check(() => near, fire);
    near = false;
    vi.advanceTimersByTime(1000);
    expect(fire).toHaveBeenCalledTimes(2); // no longer near when the re-check ran
    throttle.cancel();
  });
});
