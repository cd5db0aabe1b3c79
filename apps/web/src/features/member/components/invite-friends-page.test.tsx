import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReferralFriendsPage, ReferralSummary } from '@app/contracts/referral';
import { referralRoutes } from '@app/contracts/referral-routes';
import { useSessionStore } from '@/shared/lib/session-store';
import { useToastStore } from '@/shared/ui/toast';
import { sessionInfo, settingsPayload } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

let dispose: (() => void) | undefined;
afterEach(() => {
  dispose?.();
  vi.restoreAllMocks();
  useSessionStore.setState({ session: null, lastEnd: null });
  useToastStore.getState().clear();
});

const summary: ReferralSummary = {
  code: 'K7M2QX9P',
  friends: 2,
  depositedFriends: 1,
  earned: 12.5,
};
const friends: ReferralFriendsPage = {
  list: [
    { username: 'bo***22', registeredAt: '2026-05-02T08:00:00Z', deposited: false, earned: 0 },
    { username: 'al***d1', registeredAt: '2026-05-01T08:00:00Z', deposited: true, earned: 12.5 },
  ],
  pageNum: 1,
  totalPages: 1,
  total: 2,
};
const referralOn = settingsPayload({
  promos: { APP_DOWNLOAD: { enabled: true }, REFERRAL: { enabled: true } },
});

function open(url: string, type = 0, settings = referralOn) {
  useSessionStore.getState().setSession(sessionInfo(type));
  const result = renderApp(url, {
    settings,
    routes: {
      [referralRoutes.referralSummary.path]: () => summary,
      [referralRoutes.referralFriends.path]: () => friends,
    },
  });
  dispose = () => result.router.dispose();
  return result;
}

describe('invite friends (/m/inviteFriends)', () => {
  it('shows the code, the link and its QR code, the counters and the friends', async () => {
    open('/m/inviteFriends');
    expect(await screen.findByTestId('referral-code')).toHaveTextContent('K7M2QX9P');
    const link = `${window.location.origin}/m/register?affiliateCode=K7M2QX9P`;
    expect(screen.getByTestId('referral-link')).toHaveTextContent(link);
    const qr = screen.getByRole('img', { name: 'QR code of your invite link' });
    expect(qr).toHaveAttribute('data-value', link);
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/);

    const stats = screen.getByTestId('referral-stats');
    expect(within(stats).getByTestId('referral-stat-friends')).toHaveTextContent('2');
    expect(within(stats).getByTestId('referral-stat-deposited')).toHaveTextContent('1');
    expect(within(stats).getByTestId('referral-stat-earned')).toHaveTextContent('$12.50');

    const rows = await screen.findAllByTestId('referral-friend');
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringContaining('bo***22'),
      expect.stringContaining('al***d1'),
    ]);
    expect(rows[0]).toHaveTextContent('No deposit yet');
    expect(rows[1]).toHaveTextContent('Deposited');
    expect(rows[1]).toHaveTextContent('$12.50');
  });

  it('copies the code and the link; share falls back to copy without the Web Share API', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    open('/m/inviteFriends');
    await userEvent.click(await screen.findByRole('button', { name: 'Copy referral code' }));
    expect(writeText).toHaveBeenLastCalledWith('K7M2QX9P');
    await userEvent.click(screen.getByRole('button', { name: 'Copy invite link' }));
    expect(writeText).toHaveBeenLastCalledWith(
      `${window.location.origin}/m/register?affiliateCode=K7M2QX9P`,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Share with friends' }));
    await waitFor(() =>
      expect(writeText).toHaveBeenLastCalledWith(
        expect.stringContaining('/m/register?affiliateCode=K7M2QX9P'),
      ),
    );
    expect(await screen.findByText('Invite copied: paste it into a chat')).toBeInTheDocument();
  });

  it('asks a trial account to register, and says so while the programme is off', async () => {
    open('/m/inviteFriends', 4);
    expect(await screen.findByTestId('trial-prompt')).toBeInTheDocument();
    expect(screen.queryByTestId('referral-code')).toBeNull();
    dispose?.();
    open('/m/inviteFriends', 0, settingsPayload());
    expect(await screen.findByTestId('referral-unavailable')).toBeInTheDocument();
  });
});

describe('my team (/m/member/team)', () => {
  it("lists the agent's direct members and links to invite more", async () => {
    open('/m/member/team', 1);
    const rows = await screen.findAllByTestId('referral-friend');
    expect(rows).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Invite more' })).toHaveAttribute(
      'href',
      '/m/inviteFriends',
    );
  });
});
