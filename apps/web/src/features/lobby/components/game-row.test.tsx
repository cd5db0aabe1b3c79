import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { idleFallbackMs } from '@/shared/lib/when-idle';
import { useStartAfterIdle } from './game-row';

describe('useStartAfterIdle (the home previews, issue 19)', () => {
  afterEach(() => vi.useRealTimers());

  it('starts nothing during the first screen: once the page is idle, then after its delay', () => {
    vi.useFakeTimers();
    // jsdom has no requestIdleCallback: the page counts as idle idleFallbackMs after the load.
    const first = renderHook(() => useStartAfterIdle(0));
    const third = renderHook(() => useStartAfterIdle(800));
    expect(first.result.current).toBe(false);
    act(() => vi.advanceTimersByTime(idleFallbackMs - 1));
    expect(first.result.current).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(first.result.current).toBe(true);
    expect(third.result.current).toBe(false);
    // The spec's 400 ms spacing holds once started: the third preview 800 ms after the first.
    act(() => vi.advanceTimersByTime(799));
    expect(third.result.current).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(third.result.current).toBe(true);
  });
});
