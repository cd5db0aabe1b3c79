import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { rewardRoutes } from '@app/contracts/reward-routes';
import { usePromotionDotStore } from '@/shared/lib/promotion-dot-store';
import type * as WhenIdle from '@/shared/lib/when-idle';
import { useSessionStore } from '@/shared/lib/session-store';
import { sessionInfo } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { usePromotionDotSync } from './promotion-dot';
import { summaryRefreshAfterMs } from './reward-summary';

const idle = vi.hoisted(() => ({ value: false }));
vi.mock('@/shared/lib/when-idle', async (original) => ({
  ...(await original<typeof WhenIdle>()),
  useIdle: () => idle.value,
}));

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  idle.value = false;
  useSessionStore.setState({ session: null, lastEnd: null });
  usePromotionDotStore.setState({ hasUnclaimed: false });
});

const ok = (value: unknown) =>
  new Response(JSON.stringify({ success: true, value, errorCode: null, message: null }));

/** rewardSummary answers `claimable` in turn (the last one repeats). */
function mockSummary(...claimable: number[]) {
  let n = 0;
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    if (path !== rewardRoutes.rewardSummary.path) return new Response('', { status: 404 });
    const value = claimable[Math.min(n, claimable.length - 1)]!;
    n += 1;
    return ok({ claimable: value });
  });
}

function Sync() {
  usePromotionDotSync();
  return null;
}

describe('the footer promotion dot', () => {
  it('asks rewardSummary once the page is idle, for a real-money member, and follows it', async () => {
    const fetchSpy = mockSummary(2, 0);
    useSessionStore.getState().setSession(sessionInfo(0));
    const view = render(<Sync />);
    // Not before the page is idle: nothing of it competes with the first screen.
    await act(() => Promise.resolve());
    expect(fetchSpy).not.toHaveBeenCalled();

    idle.value = true;
    view.rerender(<Sync />);
    await waitFor(() => expect(usePromotionDotStore.getState().hasUnclaimed).toBe(true));
    expect(fetchSpy).toHaveBeenCalledTimes(1);

    // Back in the app after a while: asked again, and nothing left to claim clears it.
    const later = Date.now() + summaryRefreshAfterMs + 1;
    vi.spyOn(Date, 'now').mockReturnValue(later);
    document.dispatchEvent(new Event('visibilitychange'));
    await waitFor(() => expect(usePromotionDotStore.getState().hasUnclaimed).toBe(false));
    expect(fetchSpy).toHaveBeenCalledTimes(2);

    // Logging out puts it away.
    usePromotionDotStore.setState({ hasUnclaimed: true });
    act(() => useSessionStore.setState({ session: null }));
    expect(usePromotionDotStore.getState().hasUnclaimed).toBe(false);
    view.unmount();
  });

  it('never asks for a guest or a trial account', async () => {
    const fetchSpy = mockSummary(3);
    idle.value = true;
    const view = render(<Sync />);
    useSessionStore.getState().setSession(sessionInfo(4));
    view.rerender(<Sync />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(usePromotionDotStore.getState().hasUnclaimed).toBe(false);
    view.unmount();
  });

  it('a failed summary shows no alert and leaves the dot as it was', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(
        JSON.stringify({ success: false, value: null, errorCode: 'SYSTEM_ERROR', message: 'x' }),
        { status: 500 },
      ),
    );
    idle.value = true;
    useSessionStore.getState().setSession(sessionInfo(0));
    const view = render(<Sync />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(usePromotionDotStore.getState().hasUnclaimed).toBe(false);
    view.unmount();
  });

  it("shows on the footer's promotion entry with its screen-reader label", async () => {
    idle.value = true;
    useSessionStore.getState().setSession(sessionInfo(0));
    const result = renderApp('/m/activity', {
      routes: { [rewardRoutes.rewardSummary.path]: () => ({ claimable: 1 }) },
    });
    expect(await screen.findByTestId('promotion-dot')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Unclaimed/i })).toHaveAttribute('href', '/m/activity');
    result.router.dispose();
  });
});
