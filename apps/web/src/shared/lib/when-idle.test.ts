import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { idleFallbackMs, idleTimeoutMs, useIdle, whenIdle } from './when-idle';

/** A window stand-in: load state, listeners and optional requestIdleCallback. */
function fakeWindow(readyState: DocumentReadyState, withIdleCallback: boolean) {
  const listeners = new Set<() => void>();
  const idle = new Map<number, () => void>();
  let nextId = 1;
  const win = {
    document: { readyState },
    addEventListener: vi.fn((_type: string, fn: () => void) => listeners.add(fn)),
    removeEventListener: vi.fn((_type: string, fn: () => void) => listeners.delete(fn)),
    setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms) as unknown as number,
    clearTimeout: (id: number) => clearTimeout(id),
    requestIdleCallback: withIdleCallback
      ? vi.fn((fn: () => void, _options?: { timeout: number }) => {
          idle.set(nextId, fn);
          return nextId++;
        })
      : undefined,
    cancelIdleCallback: withIdleCallback ? vi.fn((id: number) => idle.delete(id)) : undefined,
  };
  return {
    win: win as unknown as Parameters<typeof whenIdle>[1],
    raw: win,
    load: () => [...listeners].forEach((fn) => fn()),
    goIdle: () => [...idle.values()].forEach((fn) => fn()),
  };
}

describe('whenIdle', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits for the load event, then for an idle moment (with a timeout)', () => {
    const f = fakeWindow('interactive', true);
    const run = vi.fn();
    whenIdle(run, f.win);
    f.goIdle();
    expect(run).not.toHaveBeenCalled();
    f.load();
    expect(f.raw.requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), {
      timeout: idleTimeoutMs,
    });
    expect(run).not.toHaveBeenCalled();
    f.goIdle();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('asks for idle at once when the page has already loaded', () => {
    const f = fakeWindow('complete', true);
    const run = vi.fn();
    whenIdle(run, f.win);
    f.goIdle();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('falls back to a timeout without requestIdleCallback', () => {
    const f = fakeWindow('complete', false);
    const run = vi.fn();
    whenIdle(run, f.win);
    vi.advanceTimersByTime(idleFallbackMs - 1);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('cancels at every step', () => {
    const beforeLoad = fakeWindow('loading', true);
    const run = vi.fn();
    whenIdle(run, beforeLoad.win)();
    expect(beforeLoad.raw.removeEventListener).toHaveBeenCalled();
    beforeLoad.load();
    beforeLoad.goIdle();

    const waitingIdle = fakeWindow('complete', true);
    whenIdle(run, waitingIdle.win)();
    expect(waitingIdle.raw.cancelIdleCallback).toHaveBeenCalled();
    waitingIdle.goIdle();

    const fallback = fakeWindow('complete', false);
    whenIdle(run, fallback.win)();
    vi.advanceTimersByTime(idleFallbackMs * 2);
    expect(run).not.toHaveBeenCalled();
  });
});

describe('useIdle', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('turns true at the idle moment; unwanted, it never asks and stays false', () => {
    const asked: (() => void)[] = [];
    vi.stubGlobal(
      'requestIdleCallback',
      vi.fn((fn: () => void) => asked.push(fn)),
    );
    vi.stubGlobal('cancelIdleCallback', vi.fn());
    const wanted = renderHook(() => useIdle());
    const unwanted = renderHook(() => useIdle(false));
    expect(asked).toHaveLength(1);
    expect(wanted.result.current).toBe(false);
    act(() => asked.forEach((fn) => fn()));
    expect(wanted.result.current).toBe(true);
    expect(unwanted.result.current).toBe(false);
    expect(asked).toHaveLength(1);
  });
});
