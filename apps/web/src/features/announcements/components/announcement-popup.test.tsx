import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AnnouncementItem, AnnouncementList } from '@app/contracts/announcements';
import { routes } from '@app/contracts/routes';
import { useGameFrameStore } from '@/shared/lib/game-frame-store';
import { useSaferGamblingIntroStore } from '@/shared/lib/safer-gambling-intro-store';
import { useOverlayStore } from '@/shared/lib/overlay-store';
import { useSessionStore, type SessionInfo } from '@/shared/lib/session-store';
import { storageKeys } from '@/shared/lib/storage';
import { popupStrings } from '../lib/popup-machine';
import { AnnouncementPopup } from './announcement-popup';

vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  vi.restoreAllMocks();
  useSessionStore.setState({ session: null, lastEnd: null });
  useOverlayStore.setState({ open: null });
  useGameFrameStore.setState({ game: null });
  useSaferGamblingIntroStore.setState({ registeredToken: null });
});

const popupItem = (
  id: number,
  execution: AnnouncementItem['execution'],
  over: Partial<AnnouncementItem> = {},
): AnnouncementItem => ({
  id,
  type: 'PU',
  groupName: null,
  title: `Popup ${id}`,
  content: `<p>Body ${id}</p>`,
  startDate: '2026-01-01T00:00:00.000Z',
  endDate: null,
  noExpiry: true,
  read: false,
  execution,
  promotionType: null,
  announcementImages: [],
  promoAnnouncementCategoryIds: [],
  link: null,
  ...over,
});

const everyone = popupItem(1, null, {
  content:
    '<p>Read <a href="/m/notice">the notices</a>, <a href="https://example.com/rules">the rules</a> or <a href="activity">offers</a>.</p>',
});
const forVisitors = popupItem(2, 'B');
const forMembers = popupItem(3, 'A', {
  promotionType: 'DEPOSIT',
  announcementImages: [
    { sequence: 2, url: '/cdn/banners/b.svg' },
    { sequence: 1, url: '/cdn/banners/a.svg' },
  ],
});
const firstLogin = popupItem(4, 'F');

const answer = (popup: AnnouncementItem[]): AnnouncementList => ({
  promotion: [],
  banners: [],
  player: [],
  popup,
  hot: [],
  agent: [],
  footer: { unreadCount: 0 },
});

/** The server filters by viewer (decision 0016): visitors get B and everyone's items. */
function mockAnnouncements(list: () => AnnouncementItem[]) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === routes.announcements.path)
      return new Response(
        JSON.stringify({ success: true, value: answer(list()), errorCode: null, message: null }),
      );
    return new Response('{}', { status: 404 });
  });
}

const member = (firstTimeLogin: boolean): SessionInfo => ({
  token: 'token-1',
  type: 0,
  userName: 'player1',
  merchantCode: 'DEMO',
  firstTimeLogin,
});

function renderPopup() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      {
        path: '/home',
        element: (
          <>
            <button type="button">Opener</button>
            <AnnouncementPopup />
          </>
        ),
      },
      { path: '/rewardCenter', element: <p>Reward centre page</p> },
      { path: '/notice', element: <p>Notice page</p> },
      { path: '/activity', element: <p>Activity page</p> },
    ],
    { initialEntries: ['/home'] },
  );
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}

const findPopup = () => screen.findByRole('dialog', { name: 'Announcements' }, { timeout: 3000 });
const stored = (key: string) => JSON.parse(localStorage.getItem(key) ?? 'null') as unknown;

describe('AnnouncementPopup', () => {
  it('renders its content into the closed dialog a task before opening it (two shorter tasks)', async () => {
    mockAnnouncements(() => [everyone]);
    const firstSeen: { open: boolean; state: string | null; content: boolean }[] = [];
    const observer = new MutationObserver(() => {
      const dialog = document.querySelector<HTMLDialogElement>(
        'dialog[data-testid="announcement-popup"]',
      );
      if (!dialog || firstSeen.length) return;
      firstSeen.push({
        open: dialog.open,
        state: dialog.getAttribute('data-state'),
        content: dialog.textContent?.includes('the notices') ?? false,
      });
    });
    observer.observe(document.body, { childList: true, subtree: true });
    renderPopup();
    const dialog = await findPopup();
    observer.disconnect();
    expect(firstSeen).toEqual([{ open: false, state: 'priming', content: true }]);
    expect(dialog).toHaveAttribute('data-state', 'open');
    expect((dialog as HTMLDialogElement).open).toBe(true);
  });

  it('shows a visitor the B items and items for everyone, paged by arrows within bounds', async () => {
    mockAnnouncements(() => [everyone, forVisitors]);
    const user = userEvent.setup();
    renderPopup();
    const dialog = await findPopup();
    expect(stored(storageKeys.popupVisitor)).toEqual({
      show: true,
      list: popupStrings([everyone, forVisitors]),
    });

    const tabs = within(dialog).getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Popup 1', 'Popup 2']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(within(dialog).getByRole('tabpanel')).toHaveAccessibleName('Popup 1');
    expect(within(dialog).getByText('1 of 2')).toBeInTheDocument();

    const previous = within(dialog).getByRole('button', { name: 'Previous announcement' });
    const next = within(dialog).getByRole('button', { name: 'Next announcement' });
    expect(previous).toBeDisabled();
    await user.click(next);
    expect(within(dialog).getByRole('heading', { name: 'Popup 2' })).toBeInTheDocument();
    expect(within(dialog).getByText('2 of 2')).toBeInTheDocument();
    expect(next).toBeDisabled();
    await user.click(previous);
    expect(within(dialog).getByRole('heading', { name: 'Popup 1' })).toBeInTheDocument();
    // No button area for visitors.
    expect(within(dialog).queryByTestId('announcement-popup-actions')).toBeNull();
  });

  it('pages by the tab strip (click and arrow keys) and by swipe', async () => {
    mockAnnouncements(() => [everyone, forVisitors]);
    const user = userEvent.setup();
    renderPopup();
    const dialog = await findPopup();
    const tabs = within(dialog).getAllByRole('tab');
    await user.click(tabs[1]!);
    expect(tabs[1]).toHaveAttribute('aria-selected', 'true');
    expect(tabs[1]).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(tabs[0]).toHaveFocus();
    await user.keyboard('{ArrowLeft}'); // first: stays
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{End}');
    expect(tabs[1]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Home}');
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');

    const swipe = (from: number, to: number, dy = 0) => {
      const body = within(dialog).getByTestId('announcement-popup-item');
      fireEvent.pointerDown(body, { pointerId: 1, clientX: from, clientY: 100 });
      fireEvent.pointerUp(body, { pointerId: 1, clientX: to, clientY: 100 + dy });
    };
    swipe(300, 100); // leftwards: next
    expect(within(dialog).getByTestId('announcement-popup-item')).toHaveAttribute('data-id', '2');
    swipe(300, 100); // past the end: stays
    expect(within(dialog).getByTestId('announcement-popup-item')).toHaveAttribute('data-id', '2');
    swipe(100, 130); // too short
    swipe(100, 200, 200); // mostly vertical (a scroll)
    expect(within(dialog).getByTestId('announcement-popup-item')).toHaveAttribute('data-id', '2');
    swipe(100, 300); // rightwards: previous
    expect(within(dialog).getByTestId('announcement-popup-item')).toHaveAttribute('data-id', '1');
  });

  it('closes by the named close button, storing show: false; the same set stays hidden next time', async () => {
    mockAnnouncements(() => [everyone, forVisitors]);
    const user = userEvent.setup();
    const first = renderPopup();
    const dialog = await findPopup();
    expect(within(dialog).getAllByRole('button', { name: 'Close' })[0]).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(stored(storageKeys.popupVisitor)).toEqual({
      show: false,
      list: popupStrings([everyone, forVisitors]),
    });
    await waitFor(() => expect(screen.queryByTestId('announcement-popup')).toBeNull());
    first.unmount();

    // A reload: the same set does not show again (the evaluation saw both items and hid).
    renderPopup();
    await waitFor(() =>
      expect(screen.getByTestId('announcement-popup-status')).toHaveAttribute('data-items', '2'),
    );
    expect(screen.queryByTestId('announcement-popup')).toBeNull();
  });

  it('shows again when the set changes', async () => {
    localStorage.setItem(
      storageKeys.popupVisitor,
      JSON.stringify({ show: false, list: popupStrings([everyone, forVisitors]) }),
    );
    const edited = { ...forVisitors, content: '<p>New body</p>' };
    mockAnnouncements(() => [everyone, edited]);
    renderPopup();
    const dialog = await findPopup();
    expect(within(dialog).getAllByRole('tab')).toHaveLength(2);
  });

  it('Escape closes it', async () => {
    mockAnnouncements(() => [forVisitors]);
    const user = userEvent.setup();
    renderPopup();
    const dialog = await findPopup();
    // One item: no tab strip and no pager.
    expect(within(dialog).queryByRole('tablist')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Next announcement' })).toBeNull();
    await user.keyboard('{Escape}');
    expect(stored(storageKeys.popupVisitor)).toMatchObject({ show: false });
    await waitFor(() => expect(screen.queryByTestId('announcement-popup')).toBeNull());
  });

  it('shows a member A items, F items on a first-time login, and the button area going to the reward centre', async () => {
    useSessionStore.setState({ session: member(true) });
    // The server gives members A, F and everyone's items (decision 0016).
    mockAnnouncements(() => [everyone, forMembers, firstLogin]);
    const user = userEvent.setup();
    const { router } = renderPopup();
    const dialog = await findPopup();
    expect(
      within(dialog)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Popup 1', 'Popup 3', 'Popup 4']);
    expect(stored(storageKeys.popupMember)).toMatchObject({ show: true });
    expect(localStorage.getItem(storageKeys.popupVisitor)).toBeNull();
    // Item 1 has no promotionType: no button area.
    expect(within(dialog).queryByTestId('announcement-popup-actions')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Next announcement' }));
    const images = within(dialog).getAllByRole('img', { name: 'Popup 3' });
    expect(images.map((i) => i.getAttribute('src'))).toEqual([
      '/cdn/banners/a.svg',
      '/cdn/banners/b.svg',
    ]);
    for (const image of images) {
      expect(image).toHaveAttribute('width', '750');
      expect(image).toHaveAttribute('height', '300');
    }
    await user.click(within(dialog).getByRole('button', { name: 'Go to the reward centre' }));
    expect(router.state.location.pathname).toBe('/rewardCenter');
    expect(stored(storageKeys.popupMember)).toMatchObject({ show: false });
  });

  it('leaves F items out of an ordinary login', async () => {
    useSessionStore.setState({ session: member(false) });
    mockAnnouncements(() => [everyone, forMembers, firstLogin]);
    renderPopup();
    const dialog = await findPopup();
    expect(
      within(dialog)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Popup 1', 'Popup 3']);
  });

  it('opens http links outside (new tab, no opener) and navigates in the app for others', async () => {
    mockAnnouncements(() => [everyone]);
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const user = userEvent.setup();
    const { router } = renderPopup();
    const dialog = await findPopup();
    const external = within(dialog).getByRole('link', { name: 'the rules' });
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    await user.click(external);
    expect(open).toHaveBeenCalledWith('https://example.com/rules', '_blank', 'noopener,noreferrer');
    expect(router.state.location.pathname).toBe('/home');
    expect(screen.getByTestId('announcement-popup')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('link', { name: 'the notices' }));
    expect(router.state.location.pathname).toBe('/notice');
    expect(stored(storageKeys.popupVisitor)).toMatchObject({ show: false });
  });

  it('turns a bare route name into an in-app path', async () => {
    mockAnnouncements(() => [everyone]);
    const user = userEvent.setup();
    const { router } = renderPopup();
    const dialog = await findPopup();
    await user.click(within(dialog).getByRole('link', { name: 'offers' }));
    expect(router.state.location.pathname).toBe('/activity');
  });

  it('waits while the side menu is open, then opens', async () => {
    mockAnnouncements(() => [forVisitors]);
    useOverlayStore.setState({ open: 'sideMenu' });
    renderPopup();
    await waitFor(() =>
      expect(screen.getByTestId('announcement-popup-status')).toHaveAttribute('data-items', '1'),
    );
    expect(stored(storageKeys.popupVisitor)).toMatchObject({ show: true });
    expect(screen.queryByTestId('announcement-popup')).toBeNull();
    act(() => useOverlayStore.setState({ open: null }));
    expect(await findPopup()).toBeInTheDocument();
  });

  it("waits while a new member's safer-gambling sheet is due, then opens", async () => {
    const session = member(true);
    useSessionStore.setState({ session });
    useSaferGamblingIntroStore.setState({ registeredToken: session.token });
    mockAnnouncements(() => [everyone, forMembers]);
    renderPopup();
    await waitFor(() =>
      expect(screen.getByTestId('announcement-popup-status')).toHaveAttribute('data-items', '2'),
    );
    expect(screen.queryByTestId('announcement-popup')).toBeNull();
    act(() => useSaferGamblingIntroStore.getState().done());
    expect(await findPopup()).toBeInTheDocument();
  });

  it('shows nothing when the list has nothing for the viewer', async () => {
    mockAnnouncements(() => [forMembers, firstLogin]);
    renderPopup();
    await waitFor(() =>
      expect(screen.getByTestId('announcement-popup-status')).toHaveAttribute(
        'data-evaluations',
        '1',
      ),
    );
    expect(screen.getByTestId('announcement-popup-status')).toHaveAttribute('data-items', '0');
    expect(screen.queryByTestId('announcement-popup')).toBeNull();
    expect(localStorage.getItem(storageKeys.popupVisitor)).toBeNull();
  });
});
