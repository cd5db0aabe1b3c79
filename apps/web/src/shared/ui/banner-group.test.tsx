import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AnnouncementList, Banner } from '@app/contracts/announcements';
import { BannerGroup, bannerTarget } from './banner-group';

afterEach(() => vi.restoreAllMocks());

const banner = (over: Partial<Banner>): Banner => ({
  id: 1,
  groupName: 'm_login',
  url: '/cdn/b1.svg',
  link: null,
  title: null,
  width: null,
  height: null,
  ...over,
});

function renderGroup(banners: Banner[], leading = false) {
  const list: AnnouncementList = {
    promotion: [],
    banners,
    player: [],
    popup: [],
    hot: [],
    agent: [],
    footer: { unreadCount: 0 },
  };
  const spy = vi
    .spyOn(globalThis, 'fetch')
    .mockResolvedValue(
      new Response(JSON.stringify({ success: true, value: list, errorCode: null, message: null })),
    );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <BannerGroup group="m_login" leading={leading} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...view, spy };
}

describe('BannerGroup', () => {
  it('asks for the group and shows its banners: reserved size, lazy after the first, links', async () => {
    const { spy } = renderGroup([
      banner({ id: 1, title: 'Welcome', link: '/m/activity', width: 750, height: 300 }),
      banner({ id: 2, url: '/cdn/b2.svg', link: 'https://example.com/x' }),
      banner({ id: 3, url: '/cdn/b3.svg' }),
      banner({ id: 4, groupName: 'm_home', url: '/cdn/other.svg' }),
    ]);
    const images = await screen.findAllByRole('img');
    expect(images).toHaveLength(3);
    const url = new URL(String(spy.mock.calls[0]?.[0]), 'http://x');
    expect(url.searchParams.get('groupName')).toBe('m_login');
    expect(url.searchParams.get('platform')).toBe('M');
    expect(images[0]).toHaveAttribute('alt', 'Welcome');
    expect(images[0]).toHaveAttribute('loading', 'eager');
    expect(images[0]).toHaveStyle({ aspectRatio: '750 / 300' });
    expect(images[1]).toHaveAttribute('loading', 'lazy');
    expect(images[1]).toHaveAttribute('alt', 'Banner 2');
    expect(screen.getByRole('link', { name: 'Welcome' })).toHaveAttribute('href', '/activity');
    expect(screen.getByRole('link', { name: 'Banner 2' })).toHaveAttribute('target', '_blank');
    expect(images[2]!.closest('a')).toBeNull();
    // Not at the top of a page: nothing is fetched ahead of the page's own first image.
    expect(images[0]).not.toHaveAttribute('fetchpriority');
  });

  it("at the top of its page, fetches its first banner first (the page's largest paint)", async () => {
    renderGroup([banner({ id: 1, title: 'Welcome' }), banner({ id: 2, url: '/cdn/b2.svg' })], true);
    const images = await screen.findAllByRole('img');
    expect(images[0]).toHaveAttribute('fetchpriority', 'high');
    expect(images[1]).not.toHaveAttribute('fetchpriority');
  });

  it('renders nothing when the group is empty', async () => {
    const { container, spy } = renderGroup([]);
    await vi.waitFor(() => expect(spy).toHaveBeenCalled());
    await vi.waitFor(() => expect(container).toBeEmptyDOMElement());
  });

  it('holds the place of the first banner while the list loads', async () => {
    renderGroup([banner({ id: 1, title: 'Welcome' })]);
    const placeholder = screen.getByTestId('banner-placeholder');
    expect(placeholder).toHaveAttribute('aria-hidden', 'true');
    expect(await screen.findByRole('img', { name: 'Welcome' })).toBeInTheDocument();
    expect(screen.queryByTestId('banner-placeholder')).toBeNull();
  });

  it('reads links: in-app paths with or without /m, http(s), nothing else', () => {
    expect(bannerTarget('/m/activity')).toEqual({ kind: 'internal', to: '/activity' });
    expect(bannerTarget('/help')).toEqual({ kind: 'internal', to: '/help' });
    expect(bannerTarget('https://a.example')).toEqual({
      kind: 'external',
      href: 'https://a.example',
    });
    expect(bannerTarget('javascript:alert(1)')).toBeNull();
    expect(bannerTarget('//evil.example')).toBeNull();
    expect(bannerTarget(null)).toBeNull();
  });
});
