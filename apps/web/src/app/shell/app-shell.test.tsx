import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCategoryStore } from '@/shared/lib/category-store';
import { useOverlayStore } from '@/shared/lib/overlay-store';
import { useSessionStore } from '@/shared/lib/session-store';
import { useThemeStore } from '@/shared/lib/theme-store';
import { sessionInfo, settingsPayload, statusPayload } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

let dispose: (() => void) | undefined;
function app(url: string, fixtures?: Parameters<typeof renderApp>[1]) {
  const result = renderApp(url, fixtures);
  dispose = () => result.router.dispose();
  return result;
}

afterEach(() => {
  dispose?.();
  vi.restoreAllMocks();
  vi.useRealTimers();
  useOverlayStore.setState({ open: null });
  useCategoryStore.setState({ current: 'HOME' });
  useThemeStore.getState().setTheme('dark');
  useSessionStore.setState({ session: null, lastEnd: null });
});

/** Logged in as an agent (type 1), who may open every route (shared/lib/route-access.ts). */
function asAgent() {
  useSessionStore.getState().setSession(sessionInfo(1));
}

describe('home', () => {
  it('shows the home header, the game lobby, footer and footer menu', async () => {
    app('/m/home');
    const banner = await screen.findByRole('banner');
    expect(banner).toHaveAttribute('data-header', 'shell');
    expect(within(banner).getByRole('button', { name: 'Menu' })).toBeInTheDocument();
    expect(within(banner).getByRole('link', { name: 'Register' })).toHaveAttribute(
      'href',
      '/m/register',
    );
    expect(within(banner).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/m/login');
    expect(within(banner).queryByRole('button', { name: 'Back' })).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Game lobby' })).toBeInTheDocument();

    const nav = screen.getByRole('navigation', { name: 'Footer menu' });
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Promotion' })).toHaveAttribute(
      'href',
      '/m/activity',
    );
    expect(within(nav).getByRole('link', { name: 'Invite' })).toHaveAttribute('href', '/m/login');
    expect(within(nav).getByRole('link', { name: 'Member' })).toHaveAttribute(
      'href',
      '/m/member/home',
    );
    expect(within(nav).getByRole('button', { name: 'Service' })).toBeInTheDocument();
  });

  it('renders the home footer from settings and the help centre', async () => {
    app('/m/home');
    expect(await screen.findByRole('link', { name: 'How to register' })).toHaveAttribute(
      'href',
      '/m/help?i=0',
    );
    expect(screen.getByRole('link', { name: 'Deposits' })).toHaveAttribute('href', '/m/help?i=1');
    const gameMenu = screen.getByRole('button', { name: 'Games' });
    expect(gameMenu).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Help Center' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const chips = await screen.findAllByRole('button', { pressed: false });
    expect(chips.map((c) => c.textContent)).toEqual(
      expect.arrayContaining(['Slots', 'Live casino']),
    );
    // Sorted: RNG(0), ESPORTS(1) moves behind SPORTS, so SPORTS, ESPORTS sit at ESPORTS' place.
    const order = within(gameMenu.closest('section')!)
      .getAllByRole('button')
      .slice(1)
      .map((b) => b.textContent);
    expect(order).toEqual(['Slots', 'Sports', 'Esports', 'Live casino', 'Fishing']);
    // The footer's chip (the lobby's category menu has one of the same name).
    await userEvent.click(
      within(gameMenu.closest('section')!).getByRole('button', { name: 'Live casino' }),
    );
    expect(useCategoryStore.getState().current).toBe('LIVE');
    for (const v of ['PG', 'EG2', 'PT', 'JDB', 'CQ9', 'FC', 'JL', 'BGS'])
      expect(screen.getByText(v)).toBeInTheDocument();
    expect(screen.getByText(/only for users over 18/)).toBeInTheDocument();
    expect(screen.getByText('Licensed operator info')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Telegram' })).toHaveAttribute(
      'href',
      'https://t.me/example',
    );
    expect(screen.queryByRole('link', { name: 'TikTok' })).toBeNull();
    await userEvent.click(gameMenu);
    expect(gameMenu).toHaveAttribute('aria-expanded', 'false');
  });

  it.each(['/m/', '/m', '/m/index', '/m/index.html', '/m/does-not-exist'])(
    '%s lands on /m/home',
    async (url) => {
      app(url);
      await screen.findByRole('heading', { name: 'Game lobby' });
      expect(window.location.pathname).toBe('/m/home');
    },
  );
});

describe('back behaviour', () => {
  beforeEach(asAgent);
  it('goes home from login even with history', async () => {
    const { router } = app('/m/member/home');
    await screen.findByRole('heading', { level: 1, name: 'Member centre' });
    await act(() => router.navigate('/login'));
    // The login screen draws its own header (decision 0006).
    // (The login chunk is large; give it time under a loaded full run.)
    await waitFor(() => expect(screen.getByRole('banner')).toHaveAttribute('data-header', 'page'), {
      timeout: 5000,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await screen.findByRole('heading', { name: 'Game lobby' }, { timeout: 5000 });
    expect(window.location.pathname).toBe('/m/home');
  });

  it('goes to the previous page elsewhere', async () => {
    const { router } = app('/m/withdraw');
    await screen.findByRole('heading', { level: 1, name: 'Withdraw' });
    await act(() => router.navigate('/member/home'));
    await screen.findByRole('heading', { level: 1, name: 'Member centre' });
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await screen.findByRole('heading', { level: 1, name: 'Withdraw' });
  });

  it('goes home when there is no previous in-app page', async () => {
    app('/m/member/home');
    await screen.findByRole('heading', { level: 1, name: 'Member centre' });
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await screen.findByRole('heading', { name: 'Game lobby' });
  });
});

describe('service popup', () => {
  beforeEach(asAgent);
  it('lists channels with links, opens them externally and closes on route change', async () => {
    const { router } = app('/m/member/home');
    await screen.findByRole('heading', { level: 1 });
    await userEvent.click(screen.getByRole('button', { name: 'Service' }));
    const dialog = await screen.findByRole('dialog', { name: 'Customer service' });
    const links = within(dialog).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      'https://line.example/x',
      'https://t.me/example',
      'https://facebook.example/x',
    ]);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
    }
    await act(() => router.navigate('/withdraw'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('side menu', () => {
  async function openMenu(url = '/m/home', fixtures?: Parameters<typeof renderApp>[1]) {
    app(url, fixtures);
    await userEvent.click(await screen.findByRole('button', { name: 'Menu' }));
    return screen.findByRole('dialog', { name: 'Menu' });
  }

  it('shows the logged-out entries and sorted categories', async () => {
    const dialog = await openMenu();
    expect(within(dialog).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/m/login');
    expect(within(dialog).getByRole('link', { name: 'Register' })).toHaveAttribute(
      'href',
      '/m/register',
    );
    for (const name of [
      'My account',
      'VIP bonus',
      'Refer and earn',
      'Bonus bets',
      'Promotions',
      'Platform messages',
    ]) {
      expect(within(dialog).getByRole('link', { name })).toBeInTheDocument();
    }
    expect(within(dialog).queryByRole('link', { name: 'Bet record' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Sign out' })).toBeNull();
    const categories = within(
      within(dialog).getByRole('heading', { name: 'Game categories' }).closest('section')!,
    ).getAllByRole('button');
    await waitFor(() => expect(categories.length).toBeGreaterThan(2));
    const names = within(
      within(dialog).getByRole('heading', { name: 'Game categories' }).closest('section')!,
    )
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(names).toEqual([
      'Home',
      'Slots',
      'Sports',
      'Esports',
      'Live casino',
      'Fishing',
      'Promotions',
    ]);
    expect(within(dialog).getByRole('button', { name: 'App download' })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Telegram' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('link', { name: 'Instagram' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: /ខ្មែរ/ })).toBeInTheDocument();
  });

  it('shows Bet record only with TRANSBETREPMEM3', async () => {
    const dialog = await openMenu('/m/home', {
      status: statusPayload({}, { whitelabel: { TRANSBETREPMEM3: true } }),
    });
    expect(await within(dialog).findByRole('link', { name: 'Bet record' })).toHaveAttribute(
      'href',
      '/m/gameRecord',
    );
  });

  it('closes on Escape and gives focus back', async () => {
    await openMenu();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('ignores a mask click within 300 ms of opening, then closes on one', async () => {
    const now = vi.spyOn(performance, 'now');
    now.mockReturnValue(1000);
    await openMenu();
    const mask = screen.getByTestId('overlay-mask');
    now.mockReturnValue(1200);
    await userEvent.click(mask);
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
    now.mockReturnValue(1400);
    await userEvent.click(mask);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('keeps focus inside the dialog', async () => {
    const dialog = await openMenu();
    expect(dialog.contains(document.activeElement)).toBe(true);
    for (let i = 0; i < 40; i++) {
      await userEvent.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
  });

  it('selects a category, and PROMO goes to promotions', async () => {
    // The menu toggle lives on home; other screens (and later issues) open it through the store.
    asAgent();
    app('/m/withdraw');
    await screen.findByRole('heading', { level: 1, name: 'Withdraw' });
    act(() => useOverlayStore.getState().openOverlay('sideMenu'));
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Live casino' }));
    expect(useCategoryStore.getState().current).toBe('LIVE');
    await screen.findByRole('heading', { name: 'Game lobby' });
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const again = await screen.findByRole('dialog', { name: 'Menu' });
    await userEvent.click(within(again).getByRole('button', { name: 'Promotions' }));
    await screen.findByRole('heading', { level: 1, name: 'Promotion activity' });
    expect(window.location.pathname).toBe('/m/activity');
  });

  it('toggles the theme', async () => {
    const dialog = await openMenu();
    const toggle = within(dialog).getByRole('switch', { name: 'Light theme' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(toggle);
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(localStorage.getItem('theme')).toBe('light');
    expect(toggle).toHaveAttribute('aria-checked', 'true');
  });
});

describe('download bar', () => {
  it('shows on home, opens the popup and hides for good when closed', async () => {
    app('/m/home');
    const bar = await screen.findByTestId('download-bar');
    await userEvent.click(within(bar).getByRole('button', { name: 'Download' }));
    const popup = await screen.findByRole('dialog', { name: 'Download the app' });
    expect(within(popup).getByRole('link', { name: 'Android app' })).toHaveAttribute(
      'href',
      'https://dl.example/app.apk',
    );
    await userEvent.click(within(popup).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(within(bar).getByRole('button', { name: 'Close download bar' }));
    expect(screen.queryByTestId('download-bar')).toBeNull();
    expect(localStorage.getItem('hideDownloadBar')).toBe('1');
  });

  it('shows the header download button only with APP_DOWNLOAD enabled', async () => {
    app('/m/home', {
      settings: settingsPayload({
        promos: { APP_DOWNLOAD: { enabled: false }, REFERRAL: { enabled: false } },
      }),
    });
    await screen.findByRole('heading', { name: 'Game lobby' });
    await screen.findByText('Licensed operator info');
    expect(screen.queryByRole('button', { name: 'Download app' })).toBeNull();
  });

  it('is not on other routes', async () => {
    app('/m/member/home');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByTestId('download-bar')).toBeNull();
  });
});
