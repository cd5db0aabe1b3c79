import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/test/render-app';

let dispose: (() => void) | undefined;
function app(url: string) {
  const result = renderApp(url);
  dispose = () => result.router.dispose();
  return result;
}

/** What the browser says about its network, with the event it fires on a change. */
function setOnline(online: boolean, fire = true) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  if (fire) act(() => void window.dispatchEvent(new Event(online ? 'online' : 'offline')));
}

afterEach(() => {
  dispose?.();
  vi.restoreAllMocks();
});

const offlineTitle = { name: 'No internet connection' };

describe('offline (decision 0045)', () => {
  it('shows the offline message in place of the page, which keeps its state and comes back', async () => {
    app('/m/home');
    const lobby = await screen.findByRole('heading', { name: 'Game lobby' });

    setOnline(false);
    expect(await screen.findByRole('heading', offlineTitle)).toBeInTheDocument();
    expect(
      screen.getByText(
        'Check your connection. This page comes back by itself when you are online again.',
      ),
    ).toBeInTheDocument();
    // The shell stays: header and footer menu.
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Footer menu' })).toBeInTheDocument();
    // The page is hidden, not unmounted (a half-filled form keeps what was typed).
    expect(lobby).toBeInTheDocument();
    expect(lobby.closest('[class*="pageHidden"]')).not.toBeNull();

    setOnline(true);
    await waitFor(() => expect(screen.queryByRole('heading', offlineTitle)).toBeNull());
    expect(lobby.closest('[class*="pageHidden"]')).toBeNull();
  });

  it('mounts no page on a visit that starts offline, until the network comes', async () => {
    setOnline(false, false);
    app('/m/home');
    expect(await screen.findByRole('heading', offlineTitle)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Game lobby' })).toBeNull();

    setOnline(true);
    expect(await screen.findByRole('heading', { name: 'Game lobby' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', offlineTitle)).toBeNull();
  });
});
