import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SaferGamblingState } from '@app/contracts/safer-gambling';
import { saferGamblingRoutes } from '@app/contracts/safer-gambling-routes';
import { vipRoutes } from '@app/contracts/vip-routes';
import { useSessionStore } from '@/shared/lib/session-store';
import { sessionInfo } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { vipPayload } from '../vip/vip-fixtures';

const features = {
  depositLimits: true,
  lossLimits: true,
  sessionLimits: true,
  realityChecks: true,
  timeOut: true,
  selfExclusion: true,
};
const noLimit = (period: 'DAY' | 'WEEK' | 'MONTH') => ({
  period,
  amount: null,
  pending: null,
  used: 0,
  remaining: null,
  resetsAt: null,
});

function state(over: Partial<SaferGamblingState> = {}): SaferGamblingState {
  return {
    features,
    depositLimits: [noLimit('DAY'), noLimit('WEEK'), noLimit('MONTH')],
    lossLimits: [noLimit('DAY'), noLimit('WEEK'), noLimit('MONTH')],
    sessionLimit: { minutes: null, pending: null },
    realityCheckMinutes: 60,
    block: null,
    net: { session: 0, today: -42.5 },
    introSeen: true,
    ...over,
  };
}

let dispose: (() => void) | undefined;
afterEach(() => {
  dispose?.();
  vi.restoreAllMocks();
  useSessionStore.setState({ session: null, lastEnd: null });
});

function openHome(answer: SaferGamblingState, type = 0) {
  useSessionStore.getState().setSession(sessionInfo(type));
  const result = renderApp('/m/member/home', {
    routes: {
      [vipRoutes.memberVip.path]: () => vipPayload(1),
      [saferGamblingRoutes.saferGambling.path]: () => answer,
    },
  });
  dispose = () => result.router.dispose();
  return result;
}

const stateCalls = (spy: ReturnType<typeof renderApp>['fetchSpy']) =>
  spy.mock.calls.filter(
    ([input]) =>
      new URL(String(input), 'http://localhost').pathname ===
      saferGamblingRoutes.saferGambling.path,
  ).length;

describe('member home: safer gambling (issue 18)', () => {
  it("shows today's net win/loss, signed, and no banner while play is open", async () => {
    openHome(state());
    const line = await screen.findByTestId('member-home-net');
    expect(line).toHaveTextContent("Today's net win/loss");
    expect(line).toHaveTextContent('−$42.50');
    expect(screen.queryByTestId('member-home-break')).toBeNull();
  });

  it('a time-out shows a banner with its end and the way to withdraw', async () => {
    openHome(
      state({
        block: {
          kind: 'TIME_OUT',
          since: '2026-11-29T10:00:00.000Z',
          until: '2026-11-30T10:00:00.000Z',
        },
      }),
    );
    const banner = await screen.findByTestId('member-home-break');
    expect(within(banner).getByRole('heading', { name: 'You are taking a break' })).toBeVisible();
    expect(banner).toHaveTextContent(/Play is stopped until \d{4}\/\d{2}\/\d{2} \d{2}:\d{2}\./);
    expect(banner).toHaveTextContent('You can still withdraw');
    expect(within(banner).getByRole('link', { name: 'Withdraw' })).toHaveAttribute(
      'href',
      '/m/withdraw',
    );
  });

  it('a permanent self-exclusion says it has no end date', async () => {
    openHome(
      state({ block: { kind: 'SELF_EXCLUSION', since: '2026-11-29T10:00:00.000Z', until: null } }),
    );
    const banner = await screen.findByTestId('member-home-break');
    expect(banner).toHaveTextContent('You have excluded yourself from play');
    expect(banner).toHaveTextContent('This self-exclusion has no end date.');
  });

  it('a loss limit reached is not a break: no banner (the game frame says so)', async () => {
    openHome(
      state({
        block: {
          kind: 'LOSS_LIMIT',
          since: '2026-11-29T10:00:00.000Z',
          until: '2026-11-30T00:00:00.000Z',
        },
      }),
    );
    await screen.findByTestId('member-home-net');
    expect(screen.queryByTestId('member-home-break')).toBeNull();
  });

  it('trial accounts (play money) ask nothing and show nothing', async () => {
    const { fetchSpy } = openHome(state(), 4);
    await screen.findByTestId('member-home');
    expect(screen.queryByTestId('member-home-net')).toBeNull();
    expect(stateCalls(fetchSpy)).toBe(0);
  });
});
