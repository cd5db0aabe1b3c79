import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { vipRoutes } from '@app/contracts/vip-routes';
import { applyLanguage } from '@/shared/i18n/i18n';
import { useSessionStore } from '@/shared/lib/session-store';
import { memberInfoPayload, sessionInfo, type ApiFixtures } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { vipPayload } from './vip/vip-fixtures';

let dispose: (() => void) | undefined;
afterEach(async () => {
  dispose?.();
  vi.restoreAllMocks();
  useSessionStore.setState({ session: null, lastEnd: null });
  await applyLanguage('en');
});

function openVip(fixtures: ApiFixtures = {}) {
  useSessionStore.getState().setSession(sessionInfo());
  const result = renderApp('/m/member/benefits', fixtures);
  dispose = () => result.router.dispose();
  return result;
}

const failure = () =>
  new Response(
    JSON.stringify({ success: false, value: null, errorCode: 'INTERNAL', message: 'boom' }),
    { status: 500 },
  );

describe('VIP (/m/member/benefits)', () => {
  it("shows the member's level, the period and what the next level still needs", async () => {
    openVip({ routes: { [vipRoutes.memberVip.path]: () => vipPayload(1) } });
    const standing = await screen.findByTestId('vip-standing');
    expect(within(standing).getByTestId('vip-current-label')).toHaveTextContent('VIP 1');
    expect(within(standing).getByText('Bronze')).toBeInTheDocument();
    expect(within(standing).getByTestId('vip-period')).toHaveTextContent(
      /^Last 90 days · since 2026\/08\/2[67]$/,
    );
    expect(
      within(standing).getByRole('heading', { name: 'To reach VIP 2 · Silver' }),
    ).toBeVisible();
    const deposit = within(standing).getByTestId('vip-progress-deposit');
    expect(deposit).toHaveTextContent('$1,100.00 / $1,000.00');
    expect(deposit).toHaveTextContent('Target reached');
    expect(within(deposit).getByRole('progressbar', { name: 'Deposits' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    const turnover = within(standing).getByTestId('vip-progress-turnover');
    expect(turnover).toHaveTextContent('$1,250.00 / $5,000.00');
    expect(turnover).toHaveTextContent('$3,750.00 to go');
    expect(within(turnover).getByRole('progressbar', { name: 'Valid turnover' })).toHaveAttribute(
      'aria-valuenow',
      '25',
    );
  });

  it("lists every level's benefits with the member's own highlighted", async () => {
    openVip({ routes: { [vipRoutes.memberVip.path]: () => vipPayload(2) } });
    const levels = await screen.findByTestId('vip-levels');
    expect(within(levels).getAllByRole('listitem')).toHaveLength(4);
    const mine = within(levels).getByTestId('vip-level-2');
    expect(mine).toHaveAttribute('aria-current', 'true');
    expect(mine).toHaveTextContent('Current');
    expect(mine).toHaveTextContent('Deposits $1,000 · Turnover $5,000');
    expect(mine).toHaveTextContent('Rebate0.5%');
    expect(mine).toHaveTextContent('Birthday bonus$38');
    expect(mine).toHaveTextContent('Level-up bonus$28');
    expect(mine).toHaveTextContent('Withdrawals a day6 times');
    expect(mine).toHaveTextContent('Daily withdrawal limit$150,000');
    expect(within(levels).getByTestId('vip-level-0')).toHaveTextContent('Every member');
    expect(within(levels).getByTestId('vip-level-1')).toHaveTextContent('Deposits $100');
    expect(within(levels).getByTestId('vip-level-1')).not.toHaveTextContent('Turnover');
    expect(within(levels).getByTestId('vip-level-1')).not.toHaveAttribute('aria-current');
  });

  it('level 0: no VIP yet, progress towards VIP 1', async () => {
    openVip({
      member: memberInfoPayload({ vip: false, clubLabel: null }),
      routes: { [vipRoutes.memberVip.path]: () => vipPayload(0) },
    });
    const standing = await screen.findByTestId('vip-standing');
    expect(within(standing).getByTestId('vip-current-label')).toHaveTextContent('No VIP yet');
    expect(
      within(standing).getByRole('heading', { name: 'To reach VIP 1 · Bronze' }),
    ).toBeVisible();
    // VIP 1 asks for no turnover: only the deposit bar is shown, without the "both" hint.
    expect(within(standing).getByTestId('vip-progress-deposit')).toBeVisible();
    expect(within(standing).queryByTestId('vip-progress-turnover')).toBeNull();
    expect(within(standing).queryByText(/Reach both targets/)).toBeNull();
  });

  it('the top level has no next level', async () => {
    openVip({ routes: { [vipRoutes.memberVip.path]: () => vipPayload(3) } });
    expect(await screen.findByTestId('vip-top-level')).toHaveTextContent(
      'You have reached the top level',
    );
    expect(screen.queryByTestId('vip-progress-deposit')).toBeNull();
  });

  it('a failed load offers a retry that loads it', async () => {
    let calls = 0;
    openVip({
      routes: {
        [vipRoutes.memberVip.path]: () => (++calls === 1 ? failure() : vipPayload(1)),
      },
    });
    const error = await screen.findByTestId('vip-error');
    expect(error).toHaveAttribute('role', 'alert');
    expect(error).toHaveTextContent('VIP levels could not be loaded');
    await userEvent.click(within(error).getByRole('button', { name: 'Tap to retry' }));
    expect(await screen.findByTestId('vip-standing')).toBeInTheDocument();
  });

  it('no levels yet: an empty state', async () => {
    openVip({ routes: { [vipRoutes.memberVip.path]: () => vipPayload(0, { levels: [] }) } });
    expect(await screen.findByTestId('vip-empty')).toHaveTextContent('No VIP levels yet');
  });

  it('refetches member info when the recomputed label differs from the one shown', async () => {
    const { fetchSpy } = openVip({
      member: memberInfoPayload({ vip: false, clubLabel: null }),
      routes: { [vipRoutes.memberVip.path]: () => vipPayload(1) },
    });
    await screen.findByTestId('vip-standing');
    await vi.waitFor(() => {
      const infoCalls = fetchSpy.mock.calls.filter(([input]) =>
        String(input).includes('/wps/member/info'),
      );
      expect(infoCalls.length).toBeGreaterThanOrEqual(2);
    });
  });
});
