import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Carousel, nearestIndex } from './carousel';
import { idleFallbackMs } from '@/shared/lib/when-idle';

// jsdom has no layout: give the strip a 300 px viewport over slides 100 px apart.
const slideWidth = 100;
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(300);
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(function (
    this: HTMLElement,
  ) {
    return this.children.length * slideWidth;
  });
  vi.spyOn(HTMLElement.prototype, 'offsetLeft', 'get').mockImplementation(function (
    this: HTMLElement,
  ) {
    const parent = this.parentElement;
    return parent ? Array.from(parent.children).indexOf(this) * slideWidth : 0;
  });
  HTMLElement.prototype.scrollTo = vi.fn(function (
    this: HTMLElement,
    opts?: ScrollToOptions | number,
  ) {
    if (typeof opts === 'object' && opts.left !== undefined) this.scrollLeft = opts.left;
  }) as unknown as typeof HTMLElement.prototype.scrollTo;
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const slides = (n: number) =>
  Array.from({ length: n }, (_, i) => <span key={i}>{`Slide ${i + 1}`}</span>);

describe('Carousel', () => {
  it('is a named carousel group whose slides say their position', () => {
    render(<Carousel label="Hot games">{slides(3)}</Carousel>);
    const group = screen.getByRole('group', { name: 'Hot games' });
    expect(group).toHaveAttribute('aria-roledescription', 'carousel');
    expect(screen.getAllByRole('listitem')[1]).toHaveAttribute('aria-label', '2 of 3');
  });

  it('arrows have translated names, move a page of perView slides and stop at the ends', async () => {
    render(
      <Carousel label="Row" perView={3} arrows>
        {slides(9)}
      </Carousel>,
    );
    const prev = screen.getByRole('button', { name: 'Previous' });
    const next = screen.getByRole('button', { name: 'Next' });
    expect(prev).toBeDisabled();
    expect(next).toBeEnabled();
    const track = screen.getByRole('list');
    fireEvent.click(next);
    expect(track.scrollTo).toHaveBeenLastCalledWith({ left: 300, behavior: 'smooth' });
    fireEvent.click(next);
    // The last page ends at scrollWidth - clientWidth = 600.
    expect(track.scrollTo).toHaveBeenLastCalledWith({ left: 600, behavior: 'smooth' });
    await act(async () => {
      fireEvent.scroll(track);
      await new Promise((r) => requestAnimationFrame(r));
    });
    expect(next).toBeDisabled();
    expect(prev).toBeEnabled();
    fireEvent.click(prev);
    expect(track.scrollTo).toHaveBeenLastCalledWith({ left: 300, behavior: 'smooth' });
  });

  it('when everything fits, both arrows are disabled; a single slide has none', () => {
    const { unmount } = render(
      <Carousel label="Row" perView={3} arrows>
        {slides(3)}
      </Carousel>,
    );
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    unmount();
    render(
      <Carousel label="Row" perView={3} arrows>
        {slides(1)}
      </Carousel>,
    );
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
  });

  it('autoplay starts once the page is idle, advances every interval, loops, and pauses while touched', () => {
    vi.useFakeTimers();
    render(
      <Carousel label="Banners" autoplayMs={5000} loop dots>
        {slides(3)}
      </Carousel>,
    );
    const track = screen.getByRole('list');
    Object.defineProperty(track, 'clientWidth', { value: 100, configurable: true });
    // Nothing moves during the first screen: the 5 s count from the moment the page went idle
    // (jsdom has no requestIdleCallback, so that is idleFallbackMs after the load), not from mount.
    act(() => vi.advanceTimersByTime(idleFallbackMs));
    act(() => vi.advanceTimersByTime(5000 - idleFallbackMs));
    expect(track.scrollLeft).toBe(0);
    act(() => vi.advanceTimersByTime(idleFallbackMs));
    expect(track.scrollLeft).toBe(100);
    act(() => vi.advanceTimersByTime(5000));
    expect(track.scrollLeft).toBe(200);
    fireEvent.pointerDown(track);
    act(() => vi.advanceTimersByTime(15000));
    expect(track.scrollLeft).toBe(200);
    fireEvent.pointerUp(track);
    act(() => vi.advanceTimersByTime(5000));
    // At the end it goes back to the first slide.
    expect(track.scrollLeft).toBe(0);
  });

  it('no autoplay when the player prefers reduced motion', () => {
    vi.useFakeTimers();
    const matchMedia = vi.fn().mockReturnValue({
      matches: true,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    });
    vi.stubGlobal('matchMedia', matchMedia);
    render(
      <Carousel label="Banners" autoplayMs={5000} loop>
        {slides(3)}
      </Carousel>,
    );
    const track = screen.getByRole('list');
    act(() => vi.advanceTimersByTime(20000));
    expect(track.scrollTo).not.toHaveBeenCalled();
    expect(track.scrollLeft).toBe(0);
    vi.unstubAllGlobals();
  });

  describe('renderFirst: the slides past the first page fill when the strip moves', () => {
    const filled = () => screen.getAllByRole('listitem').map((li) => (li.textContent ?? '') !== '');
    const strip = (
      <Carousel label="Row" perView={3} arrows renderFirst={4}>
        {slides(9)}
      </Carousel>
    );

    it('renders every slide, the first ones with content; the rest fill when the strip scrolls', () => {
      render(strip);
      // Nine slides of the same size (arrows and positions unchanged), four with content.
      expect(screen.getAllByRole('listitem')).toHaveLength(9);
      expect(screen.getAllByRole('listitem')[8]).toHaveAttribute('aria-label', '9 of 9');
      expect(filled()).toEqual([true, true, true, true, false, false, false, false, false]);
      expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
      fireEvent.scroll(screen.getByRole('list'));
      expect(filled()).toEqual(Array(9).fill(true));
      expect(screen.getByText('Slide 9')).toBeInTheDocument();
    });

    it('a touch on the strip, focus in it or an arrow fills it before it moves', () => {
      const first = render(strip);
      fireEvent.pointerDown(screen.getByRole('list'));
      expect(filled()).toEqual(Array(9).fill(true));
      first.unmount();
      const second = render(strip);
      fireEvent.focus(screen.getByText('Slide 1'));
      expect(filled()).toEqual(Array(9).fill(true));
      second.unmount();
      render(strip);
      fireEvent.click(screen.getByRole('button', { name: 'Next' }));
      expect(filled()).toEqual(Array(9).fill(true));
      expect(screen.getByRole('list').scrollTo).toHaveBeenLastCalledWith({
        left: 300,
        behavior: 'smooth',
      });
    });

    it('a strip within renderFirst renders everything', () => {
      render(
        <Carousel label="Row" perView={3} renderFirst={4}>
          {slides(4)}
        </Carousel>,
      );
      expect(filled()).toEqual([true, true, true, true]);
    });

    it('the server renders what the first client render shows, so hydration matches', async () => {
      const container = document.createElement('div');
      container.innerHTML = renderToString(strip);
      document.body.append(container);
      expect(container.querySelectorAll('li')).toHaveLength(9);
      expect(within(container).queryByText('Slide 5')).toBeNull();
      const errors: unknown[] = [];
      let root: Root | undefined;
      await act(async () => {
        root = hydrateRoot(container, strip, { onRecoverableError: (e) => errors.push(e) });
      });
      expect(errors).toEqual([]);
      expect(within(container).queryByText('Slide 5')).toBeNull();
      fireEvent.scroll(within(container).getByRole('list'));
      expect(within(container).getByText('Slide 9')).toBeInTheDocument();
      // Testing Library's cleanup does not know this root: unmount it here, or the scroll's
      // pending frame re-renders it after the file's jsdom is gone ("window is not defined",
      // an unhandled error that failed CI once).
      act(() => root?.unmount());
      container.remove();
    });
  });

  it('nearestIndex picks the slide closest to the scroll position', () => {
    expect(nearestIndex([0, 100, 200], 0)).toBe(0);
    expect(nearestIndex([0, 100, 200], 140)).toBe(1);
    expect(nearestIndex([0, 100, 200], 260)).toBe(2);
  });
});
