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
  toClaim: 0,
};
const friends: ReferralFriendsPage = {
  list: [
    {
      username: 'bo***22',
      registeredAt: '2026-05-02T08:00:00Z',
      deposited: false,
      earned: 0,
      reward: 'NONE',
    },
    {
      username: 'al***d1',
      registeredAt: '2026-05-01T08:00:00Z',
      deposited: true,
      earned: 12.5,
      reward: 'CLAIMED',
    },
  ],
  pageNum: 1,
  totalPages: 1,
  total: 2,
};
const referralOn = settingsPayload({
  promos: { APP_DOWNLOAD: { enabled: true }, REFERRAL: { enabled: true } },
});

function open(
  url: string,
  type = 0,
  settings = referralOn,
  data: { summary: ReferralSummary; friends: ReferralFriendsPage } = { summary, friends },
) {
  useSessionStore.getState().setSession(sessionInfo(type));
  const result = renderApp(url, {
    settings,
    routes: {
      [referralRoutes.referralSummary.path]: () => data.summary,
      [referralRoutes.referralFriends.path]: () => data.friends,
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
    // Nothing to claim: no reward card; the paid friend's reward says claimed.
    expect(screen.queryByTestId('referral-reward')).toBeNull();
    expect(within(rows[0]!).queryByTestId('referral-friend-reward')).toBeNull();
    expect(within(rows[1]!).getByTestId('referral-friend-reward')).toHaveTextContent(
      'Reward claimed',
    );
  });

  it('shows referral rewards ready to claim, with the way to the reward centre', async () => {
    const ready: ReferralFriendsPage = {
      ...friends,
      list: [
        {
          username: 'ch***33',
          registeredAt: '2026-05-03T08:00:00Z',
          deposited: true,
          earned: 0,
          reward: 'TO_CLAIM',
        },
        ...friends.list,
      ],
      total: 3,
    };
    open('/m/inviteFriends', 0, referralOn, {
      summary: { ...summary, friends: 3, depositedFriends: 2, toClaim: 1234.5 },
      friends: ready,
    });
    const card = await screen.findByRole('region', { name: 'Referral reward ready to claim' });
    expect(within(card).getByTestId('referral-reward-amount')).toHaveTextContent('$1,234.50');
    expect(card).toHaveTextContent('To claim $1,234.50');
    expect(card).toHaveTextContent('Claim your reward in the reward centre.');
    // First on the screen, before the code.
    expect(
      card.compareDocumentPosition(screen.getByTestId('referral-code')) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();

    const rows = await screen.findAllByTestId('referral-friend');
    expect(
      rows.map((r) => within(r).queryByTestId('referral-friend-reward')?.textContent ?? null),
    ).toEqual(['Reward ready to claim', null, 'Reward claimed']);
    expect(within(rows[0]!).getByTestId('referral-friend-reward')).toHaveAttribute(
      'data-reward',
      'TO_CLAIM',
    );

    const claim = within(card).getByRole('link', { name: 'Claim in the reward centre' });
    expect(claim).toHaveAttribute('href', '/m/rewardCenter');
    await userEvent.click(claim);
    await waitFor(() => expect(window.location.pathname).toBe('/m/rewardCenter'));
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
