import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from '@app/contracts/routes';
import type { AnnouncementItem, AnnouncementList } from '@app/contracts/announcements';
import { noticeItems } from '@/shared/api/get-announcements';
import { useSessionStore } from '@/shared/lib/session-store';
import { memberNoticeTypes, noticeIndex } from '../lib/notice-rules';
import { MemberNoticePage } from './member-notice-page';
import { NoticePage } from './notice-page';

vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  vi.restoreAllMocks();
  useSessionStore.setState({ session: null, lastEnd: null });
});

const notice = (id: number, type: AnnouncementItem['type'], over: Partial<AnnouncementItem> = {}) =>
  ({
    id,
    type,
    groupName: null,
    title: `Notice ${id}`,
    content: `<p>Body ${id}</p>`,
    startDate: '2026-01-01T00:00:00.000Z',
    endDate: null,
    noExpiry: true,
    read: false,
    execution: null,
    promotionType: null,
    announcementImages: [],
    promoAnnouncementCategoryIds: [],
    link: null,
    ...over,
  }) satisfies AnnouncementItem;

/** Home-query answer: the ticker's order is player, popup, promotion, hot. */
const homeList = (read: ReadonlySet<number> = new Set()): AnnouncementList => {
  const r = (n: AnnouncementItem) => ({ ...n, read: read.has(n.id) });
  return {
    promotion: [notice(30, 'PR')].map(r),
    banners: [],
    player: [notice(10, 'PL'), notice(11, 'PL', { title: ' ' }), notice(12, 'PL')].map(r),
    popup: [notice(20, 'PU')].map(r),
    hot: [notice(40, 'H'), notice(10, 'PL')].map(r),
    agent: [],
    footer: { unreadCount: 0 },
  };
};

const ok = (value: unknown) =>
  new Response(JSON.stringify({ success: true, value, errorCode: null, message: null }));
const fail = () =>
  new Response(
    JSON.stringify({ success: false, value: null, errorCode: 'SYSTEM_ERROR', message: 'x' }),
    { status: 500 },
  );

/** A small server: the list reflects what was marked read. */
function mockServer(options: { list?: () => Response } = {}) {
  const read = new Set<number>();
  const marks: unknown[] = [];
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === routes.announcements.path)
      return options.list ? options.list() : ok(homeList(read));
    if (url.pathname === routes.markAnnouncementRead.path && init?.method === 'POST') {
      const body = JSON.parse(String(init.body)) as { announcementId: number; read: boolean };
      marks.push(body);
      read.add(body.announcementId);
      return ok({ announcementId: body.announcementId, read: true });
    }
    return fail();
  });
  return { spy, marks, read };
}

function renderAt(url: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/notice', element: <NoticePage /> },
      { path: '/member/notice', element: <MemberNoticePage /> },
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

const logIn = (type = 0) =>
  useSessionStore.setState({
    session: { token: 't', type, userName: 'demo01', merchantCode: 'm', firstTimeLogin: false },
  });

const titles = () => screen.getAllByTestId('notice-item').map((li) => li.dataset.id);

describe('notice page (/m/notice)', () => {
  it('lists the ticker order (player, popup, promotion, hot; once each, no blank titles) from the home query', async () => {
    const { spy } = mockServer();
    renderAt('/m/notice');
    await screen.findAllByTestId('notice-item');
    expect(titles()).toEqual(['10', '12', '20', '30', '40']);
    const url = new URL(String(spy.mock.calls[0]![0]), 'http://localhost');
    expect(url.searchParams.get('types')).toBe('B,PL,PU,PR,H');
    expect(url.searchParams.get('groupName')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Announcements' })).toBeInTheDocument();
  });

  it('a visitor opens and closes items; nothing is marked and no read state shows', async () => {
    const { marks } = mockServer();
    renderAt('/m/notice');
    const button = await screen.findByRole('button', { name: 'Notice 12' });
    expect(screen.getByText('Body 12')).not.toBeVisible();
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(
      within(screen.getByRole('region', { name: 'Notice 12' })).getByTestId('notice-content'),
    ).toHaveTextContent('Body 12');
    // Several may be open at once.
    await userEvent.click(screen.getByRole('button', { name: 'Notice 10' }));
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Body 12')).not.toBeVisible();
    await new Promise((r) => setTimeout(r, 300));
    expect(marks).toEqual([]);
    expect(screen.queryByTestId('notice-unread-count')).toBeNull();
    expect(screen.getAllByTestId('notice-item').every((li) => li.dataset.read === undefined)).toBe(
      true,
    );
  });

  it('a member opening an unread item marks it read on the server; the list follows', async () => {
    logIn();
    const { marks } = mockServer();
    renderAt('/m/notice');
    await screen.findAllByTestId('notice-item');
    expect(screen.getByTestId('notice-unread-count')).toHaveTextContent('5 unread announcements');
    const item = () => document.querySelector<HTMLElement>('[data-id="20"]')!;
    expect(item().dataset.read).toBe('false');

    await userEvent.click(screen.getByRole('button', { name: 'Notice 20' }));
    await waitFor(() => expect(marks).toEqual([{ announcementId: 20, read: true }]));
    await waitFor(() => expect(item().dataset.read).toBe('true'));
    expect(screen.getByTestId('notice-unread-count')).toHaveTextContent('4 unread announcements');

    // Closing and opening again does not mark again.
    await userEvent.click(screen.getByRole('button', { name: 'Notice 20' }));
    await userEvent.click(screen.getByRole('button', { name: 'Notice 20' }));
    await new Promise((r) => setTimeout(r, 300));
    expect(marks).toHaveLength(1);
  });

  it('spaces mark-read calls at least 150 ms apart', async () => {
    logIn();
    const times: number[] = [];
    const { spy } = mockServer();
    const original = spy.getMockImplementation()!;
    spy.mockImplementation(async (input, init) => {
      if (String(input).includes(routes.markAnnouncementRead.path)) times.push(performance.now());
      return original(input, init);
    });
    renderAt('/m/notice');
    await screen.findAllByTestId('notice-item');
    for (const name of ['Notice 10', 'Notice 12', 'Notice 30'])
      await userEvent.click(screen.getByRole('button', { name }));
    await waitFor(() => expect(times).toHaveLength(3));
    for (let i = 1; i < times.length; i += 1)
      expect(times[i]! - times[i - 1]!).toBeGreaterThanOrEqual(140);
  });

  it('?index=n opens the n-th notice of the ticker order and marks it read for a member', async () => {
    logIn();
    const { marks } = mockServer();
    renderAt('/m/notice?index=3');
    const promo = await screen.findByRole('button', { name: 'Notice 30' });
    await waitFor(() => expect(promo).toHaveAttribute('aria-expanded', 'true'));
    expect(document.getElementById('notice-3')).toHaveAttribute('data-id', '30');
    expect(screen.getByRole('button', { name: 'Notice 10' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await waitFor(() => expect(marks).toEqual([{ announcementId: 30, read: true }]));
  });

  it('a trial account opens without marking', async () => {
    logIn(4);
    const { marks } = mockServer();
    renderAt('/m/notice?index=0');
    const first = await screen.findByRole('button', { name: 'Notice 10' });
    await waitFor(() => expect(first).toHaveAttribute('aria-expanded', 'true'));
    await userEvent.click(screen.getByRole('button', { name: 'Notice 12' }));
    await new Promise((r) => setTimeout(r, 300));
    expect(marks).toEqual([]);
  });

  it('shows an error with retry, and an empty state', async () => {
    let answers = [
      fail,
      () => ok({ ...homeList(), player: [], popup: [], promotion: [], hot: [] }),
    ];
    mockServer({ list: () => (answers.length > 1 ? answers.shift()! : answers[0]!)() });
    renderAt('/m/notice');
    const error = await screen.findByTestId('notice-error');
    expect(error).toHaveTextContent('Announcements could not be loaded.');
    await userEvent.click(within(error).getByRole('button', { name: 'Tap to retry' }));
    expect(await screen.findByTestId('notice-empty')).toHaveTextContent('No announcements');
    answers = [];
  });

  it('titles are text and content is sanitised', async () => {
    mockServer({
      list: () =>
        ok({
          ...homeList(),
          player: [
            notice(50, 'PL', {
              title: '<img src=x onerror="window.__n=1">5 < 6 & 7',
              content: '<img src=x onerror="window.__n=2"><a href="javascript:window.__n=3">a</a>',
            }),
          ],
        }),
    });
    renderAt('/m/notice?index=0');
    const button = await screen.findByRole('button', {
      name: '<img src=x onerror="window.__n=1">5 < 6 & 7',
    });
    expect(button.querySelector('img')).toBeNull();
    const content = screen.getAllByTestId('notice-content')[0]!;
    expect(content.innerHTML).not.toMatch(/onerror|javascript:/i);
    expect((window as { __n?: number }).__n).toBeUndefined();
  });
});

describe('member notices (/m/member/notice?types=A)', () => {
  it('asks the types from the address and lists the agent group', async () => {
    logIn(1);
    const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async () =>
      ok({
        ...homeList(),
        player: [],
        popup: [],
        promotion: [],
        hot: [],
        agent: [notice(60, 'A', { title: 'Agent news' })],
      }),
    );
    renderAt('/m/member/notice?types=A');
    expect(await screen.findByRole('button', { name: 'Agent news' })).toBeInTheDocument();
    const url = new URL(String(spy.mock.calls[0]![0]), 'http://localhost');
    expect(url.searchParams.get('types')).toBe('A');
  });

  it('reads the types and the index safely', () => {
    expect(memberNoticeTypes('A')).toBe('A');
    expect(memberNoticeTypes('pl, a,PL,zz')).toBe('PL,A');
    expect(memberNoticeTypes(null)).toBe('A');
    expect(memberNoticeTypes('<script>')).toBe('A');
    expect(noticeIndex('2', 3)).toBe(2);
    expect(noticeIndex('3', 3)).toBeNull();
    expect(noticeIndex('1e2', 300)).toBeNull();
    expect(noticeIndex(null, 3)).toBeNull();
    expect(noticeItems(homeList()).map((n) => n.id)).toEqual([10, 12, 20, 30, 40]);
  });
});
