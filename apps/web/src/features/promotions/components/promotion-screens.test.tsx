import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from '@app/contracts/routes';
import type { AnnouncementItem, AnnouncementList } from '@app/contracts/announcements';
import { useSessionStore } from '@/shared/lib/session-store';
import { ActivityDetailPage } from './activity-detail-page';
import { ActivityPage } from './activity-page';

// Screens render against the mocked API; on a loaded 2-core machine that can exceed 5 s.
vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  vi.restoreAllMocks();
  useSessionStore.setState({ session: null, lastEnd: null });
});

// Local-time noon: the screens show the player's calendar day.
const local = (y: number, m: number, d: number) => new Date(y, m - 1, d, 12).toISOString();

const promo = (id: number, over: Partial<AnnouncementItem> = {}): AnnouncementItem => ({
  id,
  type: 'PR',
  groupName: null,
  title: `Promotion ${id}`,
  content: `<p>Terms of promotion ${id}</p>`,
  startDate: local(2026, 3, 7),
  endDate: local(2030, 12, 29),
  noExpiry: false,
  read: false,
  execution: null,
  promotionType: null,
  announcementImages: [
    { sequence: 1, url: `/cdn/banners/p${id}-cover.svg` },
    { sequence: 2, url: `/cdn/banners/p${id}-detail.svg` },
  ],
  promoAnnouncementCategoryIds: [],
  link: null,
  ...over,
});

const list = (promotion: AnnouncementItem[]): AnnouncementList => ({
  promotion,
  banners: [],
  player: [],
  popup: [],
  hot: [],
  agent: [],
  footer: { unreadCount: 0 },
});

const seeded = [
  promo(1001, { title: 'First deposit', noExpiry: true, endDate: null, promotionType: 'DEPOSIT' }),
  promo(1002, { title: 'Weekend reload', promotionType: 'RELOAD' }),
  promo(1003, { title: 'Tournament', announcementImages: [] }),
];

const ok = (value: unknown) =>
  new Response(JSON.stringify({ success: true, value, errorCode: null, message: null }));
const fail = () =>
  new Response(
    JSON.stringify({ success: false, value: null, errorCode: 'SYSTEM_ERROR', message: 'x' }),
    { status: 500 },
  );

/** The announcements call answers with each reply in turn (the last one repeats). */
function mockApi(...replies: (() => Response)[]) {
  let call = 0;
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname !== routes.announcements.path) return fail();
    const reply = replies[Math.min(call, replies.length - 1)]!;
    call += 1;
    return reply();
  });
}

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function renderAt(url: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/activity/:id?', element: <ActivityPage /> },
      { path: '/activityDetail', element: <ActivityDetailPage /> },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: [url], basename: '/m' },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const logIn = () =>
  useSessionStore.setState({
    session: { token: 't', type: 0, userName: 'demo01', merchantCode: 'm', firstTimeLogin: false },
  });

describe('promotion list (/m/activity)', () => {
  it('asks for type PR and shows covers, titles and YYYY/MM/DD dates or long term', async () => {
    const fetchSpy = mockApi(() => ok(list(seeded)));
    renderAt('/m/activity');
    const cards = await screen.findAllByTestId('promotion-card');
    expect(cards).toHaveLength(3);
    const url = new URL(String(fetchSpy.mock.calls[0]![0]), 'http://localhost');
    expect(url.searchParams.get('types')).toBe('PR');
    expect(url.searchParams.get('groupName')).toBeNull();

    expect(cards.map((c) => within(c).getByTestId('promotion-period').textContent)).toEqual([
      '2026/03/07 – Long term',
      '2026/03/07 – 2030/12/29',
      '2026/03/07 – 2030/12/29',
    ]);
    expect(cards[0]).toHaveTextContent('First deposit');
    expect(cards[0]).toHaveAttribute('href', '/m/activityDetail?id=1001');
    // Cover = sequence 1, in a box of reserved size; without pictures a placeholder box.
    const cover = cards[0]!.querySelector('img');
    expect(cover).toHaveAttribute('src', '/cdn/banners/p1001-cover.svg');
    expect(cover).toHaveAttribute('width', '750');
    expect(cover).toHaveAttribute('height', '300');
    expect(cards[2]!.querySelector('img')).toBeNull();
    expect(within(cards[2]!).getByTestId('promotion-picture')).toBeInTheDocument();
  });

  it('opens the detail on a tap', async () => {
    mockApi(() => ok(list(seeded)));
    renderAt('/m/activity');
    await userEvent.click((await screen.findAllByTestId('promotion-card'))[1]!);
    const detail = await screen.findByTestId('promotion-detail');
    expect(within(detail).getByRole('heading', { level: 1 })).toHaveTextContent('Weekend reload');
  });

  it('shows a placeholder when there are no promotions', async () => {
    mockApi(() => ok(list([])));
    renderAt('/m/activity');
    const empty = await screen.findByTestId('promotions-empty');
    expect(empty).toHaveTextContent('No promotions right now');
    expect(screen.queryByTestId('promotion-card')).toBeNull();
  });

  it('says when the list could not load and retries on a tap', async () => {
    mockApi(fail, () => ok(list(seeded)));
    renderAt('/m/activity');
    expect(await screen.findByTestId('promotions-loading')).toBeInTheDocument();
    const error = await screen.findByRole('alert');
    expect(error).toHaveTextContent('Promotions could not be loaded.');
    await userEvent.click(within(error).getByRole('button', { name: 'Tap to retry' }));
    expect(await screen.findAllByTestId('promotion-card')).toHaveLength(3);
  });
});

describe('promotion detail (/m/activityDetail?id=, /m/activity/:id)', () => {
  it('shows title, the sequence-2 image, MM/DD/YYYY dates and the content', async () => {
    mockApi(() => ok(list(seeded)));
    renderAt('/m/activityDetail?id=1002');
    const detail = await screen.findByTestId('promotion-detail');
    expect(within(detail).getByRole('heading', { level: 1 })).toHaveTextContent('Weekend reload');
    expect(detail.querySelector('img')).toHaveAttribute('src', '/cdn/banners/p1002-detail.svg');
    expect(within(detail).getByTestId('promotion-period')).toHaveTextContent(
      '03/07/2026 – 12/29/2030',
    );
    expect(within(detail).getByTestId('activity-content')).toHaveTextContent(
      'Terms of promotion 1002',
    );
  });

  it('strips script and event handlers from the content', async () => {
    mockApi(() =>
      ok(
        list([
          promo(1004, {
            content: '<p>Safe text</p><img src="x" onerror="alert(1)"><script>alert(2)</script>',
          }),
        ]),
      ),
    );
    renderAt('/m/activity/1004');
    const content = await screen.findByTestId('activity-content');
    expect(content).toHaveTextContent('Safe text');
    expect(content.querySelector('script')).toBeNull();
    expect(content.querySelector('[onerror]')).toBeNull();
  });

  it('shows long term as the end when noExpiry is set', async () => {
    mockApi(() => ok(list(seeded)));
    renderAt('/m/activity/1001');
    const detail = await screen.findByTestId('promotion-detail');
    expect(within(detail).getByTestId('promotion-period')).toHaveTextContent(
      '03/07/2026 – Long term',
    );
  });

  it('shows the button area only to a logged-in user when promotionType is set', async () => {
    mockApi(() => ok(list(seeded)));
    renderAt('/m/activityDetail?id=1001');
    await screen.findByTestId('promotion-detail');
    expect(screen.queryByTestId('promotion-button-area')).toBeNull();
  });

  it('leads a logged-in user from the button area to the reward centre', async () => {
    logIn();
    mockApi(() => ok(list(seeded)));
    renderAt('/m/activityDetail?id=1001');
    const area = await screen.findByTestId('promotion-button-area');
    // A member's area first looks for the promotion's reward (none here: the call fails).
    await userEvent.click(await within(area).findByRole('link', { name: 'Join now' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/rewardCenter'));
  });

  it('has no button area without a promotionType, even logged in', async () => {
    logIn();
    mockApi(() => ok(list(seeded)));
    renderAt('/m/activityDetail?id=1003');
    await screen.findByTestId('promotion-detail');
    expect(screen.queryByTestId('promotion-button-area')).toBeNull();
  });

  it.each(['/m/activityDetail?id=999', '/m/activityDetail?id=abc', '/m/activityDetail'])(
    '%s shows a not-found state with a way back to the list',
    async (url) => {
      mockApi(() => ok(list(seeded)));
      renderAt(url);
      const notFound = await screen.findByTestId('promotion-not-found');
      expect(within(notFound).getByRole('heading', { level: 1 })).toHaveTextContent(
        'Promotion not found',
      );
      await userEvent.click(within(notFound).getByRole('link', { name: 'See all promotions' }));
      expect(await screen.findAllByTestId('promotion-card')).toHaveLength(3);
    },
  );
});
