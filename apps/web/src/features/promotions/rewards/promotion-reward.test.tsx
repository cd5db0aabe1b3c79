import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AnnouncementItem } from '@app/contracts/announcements';
import { routes } from '@app/contracts/routes';
import type { RewardItem } from '@app/contracts/rewards';
import { useSessionStore } from '@/shared/lib/session-store';
import { useToastStore } from '@/shared/ui/toast';
import { sessionInfo, settingsPayload } from '@/test/fixtures';
import { ActivityDetailPage } from '../components/activity-detail-page';
import { centreOf, rewardItem, rewardPaths } from './reward-test-fixtures';

vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  vi.restoreAllMocks();
  useSessionStore.setState({ session: null, lastEnd: null });
  useToastStore.getState().clear();
});

const promo = (id: number, promotionType: string | null): AnnouncementItem => ({
  id,
  type: 'PR',
  groupName: null,
  title: `Promotion ${id}`,
  content: `<p>Terms of promotion ${id}</p>`,
  startDate: '2026-03-07T12:00:00.000Z',
  endDate: null,
  noExpiry: true,
  read: false,
  execution: null,
  promotionType,
  announcementImages: [],
  promoAnnouncementCategoryIds: [],
  link: null,
});

const announcements = {
  promotion: [promo(1001, 'DEPOSIT'), promo(1002, 'EVENT'), promo(1003, 'CHECK_IN')],
  banners: [],
  player: [],
  popup: [],
  hot: [],
  agent: [],
  footer: { unreadCount: 0 },
};

const ok = (value: unknown) =>
  new Response(JSON.stringify({ success: true, value, errorCode: null, message: null }));

type Handler = (init: RequestInit | undefined) => unknown;

function mockApi(extra: Record<string, Handler>) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    if (path === routes.announcements.path) return ok(announcements);
    if (path === routes.systemSettingsConsolidated.path) return ok(settingsPayload());
    const handler = extra[path];
    if (!handler)
      return new Response(
        JSON.stringify({ success: false, value: null, errorCode: 'NOT_FOUND', message: 'x' }),
        { status: 404 },
      );
    const answer = await handler(init);
    return answer instanceof Response ? answer : ok(answer);
  });
}

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function renderDetail(id: number, type = 0) {
  useSessionStore.getState().setSession(sessionInfo(type));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/activityDetail', element: <ActivityDetailPage /> },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: [`/m/activityDetail?id=${id}`], basename: '/m' },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const depositItem = rewardItem({
  key: 'deposit:3',
  kind: 'DEPOSIT_BONUS',
  title: 'Welcome bonus',
  status: 'JOIN',
  action: 'DEPOSIT',
  amount: null,
  depositPromoId: 3,
  announcementId: 1001,
});

describe("the promotion detail's button area", () => {
  it("shows the promotion's reward status and its action: deposit with the bonus", async () => {
    mockApi({ [rewardPaths.centre]: () => centreOf([depositItem]) });
    renderDetail(1001);
    const reward = await screen.findByTestId('promotion-reward');
    expect(within(reward).getByTestId('reward-status')).toHaveTextContent('Join');
    await userEvent.click(within(reward).getByRole('link', { name: 'Deposit now' }));
    await waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent('/voucherCenter?promo=3'),
    );
  });

  it('claims right there and shows the new status', async () => {
    let claimed = false;
    const gift = (): RewardItem =>
      rewardItem({
        key: 'event:NEW_MEMBER_GIFT',
        title: 'Gift',
        announcementId: 1002,
        status: claimed ? 'CLAIMED' : 'CLAIM',
        action: claimed ? null : 'CLAIM',
      });
    mockApi({
      [rewardPaths.centre]: () => centreOf([depositItem, gift()]),
      [rewardPaths.claim]: () => {
        claimed = true;
        return gift();
      },
    });
    renderDetail(1002);
    const reward = await screen.findByTestId('promotion-reward');
    await waitFor(() => expect(reward).toHaveTextContent('Your reward: $2.00'));
    await userEvent.click(within(reward).getByRole('button', { name: 'Claim' }));
    await waitFor(() =>
      expect(useToastStore.getState().toasts.map((t) => t.message)).toContain('Claimed $2.00'),
    );
    await waitFor(() =>
      expect(
        within(screen.getByTestId('promotion-reward')).getByTestId('reward-status'),
      ).toHaveTextContent('Claimed'),
    );
    expect(screen.queryByRole('button', { name: 'Claim' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Open the reward centre' })).toBeInTheDocument();
  });

  it('checks in right there', async () => {
    const checkIn = vi.fn(() => ({ amount: 3, calendar: centreOf([]).checkIn }));
    mockApi({
      [rewardPaths.centre]: () =>
        centreOf([
          rewardItem({
            key: 'check-in',
            kind: 'CHECK_IN',
            title: 'Daily check-in',
            action: 'CHECK_IN',
            amount: 3,
            announcementId: 1003,
          }),
        ]),
      [rewardPaths.checkIn]: checkIn,
    });
    renderDetail(1003);
    const reward = await screen.findByTestId('promotion-reward');
    await userEvent.click(within(reward).getByRole('button', { name: 'Check in' }));
    await waitFor(() => expect(checkIn).toHaveBeenCalledTimes(1));
  });

  it('keeps the way to the reward centre when the promotion has no reward item', async () => {
    const fetchSpy = mockApi({ [rewardPaths.centre]: () => centreOf([depositItem]) });
    renderDetail(1002);
    const area = await screen.findByTestId('promotion-button-area');
    expect(await within(area).findByRole('link', { name: 'Join now' })).toHaveAttribute(
      'href',
      '/m/rewardCenter',
    );
    expect(screen.queryByTestId('promotion-reward')).toBeNull();
    expect(
      fetchSpy.mock.calls.some(
        ([input]) => new URL(String(input), 'http://localhost').pathname === rewardPaths.centre,
      ),
    ).toBe(true);
  });

  it('a trial account keeps the link and asks for no rewards', async () => {
    const fetchSpy = mockApi({ [rewardPaths.centre]: () => centreOf([depositItem]) });
    renderDetail(1001, 4);
    const area = await screen.findByTestId('promotion-button-area');
    expect(within(area).getByRole('link', { name: 'Join now' })).toBeInTheDocument();
    expect(
      fetchSpy.mock.calls.some(
        ([input]) => new URL(String(input), 'http://localhost').pathname === rewardPaths.centre,
      ),
    ).toBe(false);
  });
});
