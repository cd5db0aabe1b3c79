import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { vipRoutes } from '@app/contracts/vip-routes';
import { applyLanguage } from '@/shared/i18n/i18n';
import { useSessionStore } from '@/shared/lib/session-store';
import {
  memberInfoPayload,
  sessionInfo,
  settingsPayload,
  statusPayload,
  type ApiFixtures,
} from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { vipPayload } from './vip/vip-fixtures';

let dispose: (() => void) | undefined;
afterEach(async () => {
  dispose?.();
  vi.restoreAllMocks();
  useSessionStore.setState({ session: null, lastEnd: null });
  await applyLanguage('en');
});

const template = (memCen: number, depFunc: number) =>
  statusPayload(
    {},
    {
      mobileTemplate: {
        app_background: '',
        app_desc: '',
        app_desc_font_color: '',
        mem_cen: memCen,
        dep_func: depFunc,
      },
    },
  );

function openHome(fixtures: ApiFixtures = {}, type = 0) {
  useSessionStore.getState().setSession(sessionInfo(type));
  const result = renderApp('/m/member/home', {
    ...fixtures,
    routes: { [vipRoutes.memberVip.path]: () => vipPayload(1), ...fixtures.routes },
  });
  dispose = () => result.router.dispose();
  return result;
}

/**
 * The member centre once member info is in and the layout is the expected one (the cached status
 * is used at once, then refreshed: a test's status may arrive after a previous one's cache).
 */
async function readyHome(layout?: 'new' | 'classic') {
  await screen.findByTestId('member-home-id');
  if (layout)
    await waitFor(() =>
      expect(screen.getByTestId('member-home')).toHaveAttribute('data-layout', layout),
    );
  return screen.getByTestId('member-home');
}

const entryNames = (root: HTMLElement) =>
  [...root.querySelectorAll('[data-entry]')].map((a) => a.getAttribute('data-entry'));

describe('member centre (/m/member/home)', () => {
  it('classic layout: profile, member ID, balance, VIP progress and entry rows', async () => {
    openHome({ status: template(0, 0) });
    const home = await readyHome('classic');
    expect(home).toHaveAttribute('data-layout', 'classic');
    expect(within(home).getByRole('heading', { name: 'Demo Player' })).toBeVisible();
    expect(within(home).getByTestId('member-home-label')).toHaveTextContent('VIP 1');
    expect(within(home).getByTestId('member-home-id')).toHaveTextContent('ID: 10001');
    expect(within(home).getByRole('group', { name: 'Balance' })).toBeVisible();
    const vip = await within(home).findByTestId('member-home-vip');
    expect(vip).toHaveAttribute('href', '/m/member/benefits');
    expect(vip).toHaveTextContent('VIP 1');
    expect(vip).toHaveTextContent('25% to VIP 2');
    expect(within(home).getByRole('heading', { name: 'Funds' })).toBeVisible();
    expect(within(home).getByRole('link', { name: 'Deposit' })).toHaveAttribute(
      'href',
      '/m/voucherCenter',
    );
    expect(within(home).getByRole('link', { name: 'Feedback' })).toHaveAttribute(
      'href',
      '/m/feedback',
    );
    expect(within(home).getByRole('link', { name: 'Download app' })).toHaveAttribute(
      'href',
      '/m/app',
    );
    expect(entryNames(home)).toEqual([
      'deposit',
      'withdraw',
      'transactionRecord',
      'vip',
      'myAccount',
      'securityCenter',
      'saferGambling',
      'messages',
      'feedback',
      'appDownload',
      'settings',
    ]);
  });

  it('new layout when mem_cen and dep_func are 1: wallet card and a grid', async () => {
    openHome({ status: template(1, 1) });
    const home = await readyHome('new');
    const wallet = within(home).getByRole('region', { name: 'My wallet' });
    expect(within(wallet).getByRole('group', { name: 'Balance' })).toBeVisible();
    expect(within(wallet).getByRole('link', { name: 'Deposit' })).toHaveAttribute(
      'href',
      '/m/voucherCenter',
    );
    expect(within(wallet).getByRole('link', { name: 'Withdraw' })).toHaveAttribute(
      'href',
      '/m/withdraw',
    );
    const services = within(home).getByRole('region', { name: 'Services' });
    expect(entryNames(services)).toEqual([
      'transactionRecord',
      'vip',
      'myAccount',
      'securityCenter',
      'saferGambling',
      'messages',
      'feedback',
      'appDownload',
      'settings',
    ]);
    expect(await within(home).findByTestId('member-home-vip')).toBeVisible();
  });

  it('only one flag on: the classic layout', async () => {
    openHome({ status: template(1, 0) });
    expect(await readyHome('classic')).toHaveAttribute('data-layout', 'classic');
  });

  it('bet record with TRANSBETREPMEM3, refer and earn with REFERRAL, VIP only with VIP', async () => {
    openHome({
      status: statusPayload({}, { whitelabel: { TRANSBETREPMEM3: true } }),
      settings: settingsPayload({
        promos: { APP_DOWNLOAD: { enabled: true }, REFERRAL: { enabled: true } },
      }),
      member: memberInfoPayload({ vip: false, clubLabel: null }),
      routes: { [vipRoutes.memberVip.path]: () => vipPayload(0) },
    });
    const home = await readyHome();
    expect(await within(home).findByRole('link', { name: 'Bet record' })).toHaveAttribute(
      'href',
      '/m/gameRecord',
    );
    expect(await within(home).findByRole('link', { name: 'Refer & earn' })).toHaveAttribute(
      'href',
      '/m/inviteFriends',
    );
    expect(within(home).queryByRole('link', { name: 'VIP benefits' })).toBeNull();
    expect(within(home).queryByTestId('member-home-label')).toBeNull();
    // No VIP yet: the progress still links to the VIP page.
    const vip = await within(home).findByTestId('member-home-vip');
    expect(vip).toHaveTextContent('Not VIP yet');
    expect(vip).toHaveTextContent('0% to VIP 1');
  });

  it('an agent’s refer and earn goes to agent registration', async () => {
    openHome(
      {
        settings: settingsPayload({
          promos: { APP_DOWNLOAD: { enabled: true }, REFERRAL: { enabled: true } },
        }),
      },
      1,
    );
    const home = await readyHome();
    expect(await within(home).findByRole('link', { name: 'Refer & earn' })).toHaveAttribute(
      'href',
      '/m/agentRegister',
    );
  });

  it('copies the member ID', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    openHome();
    const home = await readyHome();
    await userEvent.click(within(home).getByRole('button', { name: 'Copy member ID' }));
    expect(writeText).toHaveBeenCalledWith('10001');
  });

  it('trial accounts: the prompt to register, no VIP progress, and free_reject on deposit', async () => {
    openHome(
      {
        status: template(1, 1),
        member: memberInfoPayload({ type: 4, vip: false, clubLabel: null }),
      },
      4,
    );
    expect(await screen.findByTestId('trial-prompt')).toBeVisible();
    const home = await readyHome('new');
    expect(within(home).queryByTestId('member-home-vip')).toBeNull();
    expect(within(home).getByTestId('member-home-label')).toHaveTextContent('Trial');
    await userEvent.click(
      within(within(home).getByRole('region', { name: 'My wallet' })).getByRole('link', {
        name: 'Deposit',
      }),
    );
    expect(
      await screen.findByText('Please login an actual account to use this function'),
    ).toBeVisible();
    expect(window.location.pathname).toBe('/m/member/home');
  });

  it('is translated (Khmer)', async () => {
    await applyLanguage('km');
    openHome({ status: template(1, 1) });
    const home = await readyHome('new');
    expect(within(home).getByRole('region', { name: 'កាបូបរបស់ខ្ញុំ' })).toBeVisible();
    expect(within(home).getByRole('link', { name: 'ដាក់ប្រាក់' })).toBeVisible();
  });
});
