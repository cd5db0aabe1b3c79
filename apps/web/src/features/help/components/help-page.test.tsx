import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from '@app/contracts/routes';
import type { HelpItem } from '@app/contracts/system';
import { helpTarget } from '../lib/help-target';
import { HelpPage } from './help-page';

vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  vi.restoreAllMocks();
});

const items: HelpItem[] = [
  { title: 'How to register', content: '<p>Register body</p>', anchor: 'register' },
  { title: 'How to deposit', content: '<p>Deposit <strong>body</strong></p>', anchor: 'deposit' },
  {
    title: 'Terms <b>and</b> conditions & more',
    content: '<p onclick="window.__x=1">Terms body</p><script>window.__x=2</script>',
    anchor: 'terms',
  },
];

const ok = (value: unknown) =>
  new Response(JSON.stringify({ success: true, value, errorCode: null, message: null }));
const fail = () =>
  new Response(
    JSON.stringify({ success: false, value: null, errorCode: 'SYSTEM_ERROR', message: 'x' }),
    { status: 500 },
  );

function mockHelp(...replies: (() => Response)[]) {
  let call = 0;
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname !== routes.systemHelpCenter.path) return fail();
    const reply = replies[Math.min(call, replies.length - 1)]!;
    call += 1;
    return reply();
  });
}

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname}</p>;
}

function renderAt(url: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/help', element: <HelpPage /> },
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

const toggle = (name: string | RegExp) => screen.getByRole('button', { name });

describe('help centre (/m/help)', () => {
  it('lists the items closed, asks MOBILE in the language, and toggles one open at a time', async () => {
    const fetchSpy = mockHelp(() => ok(items));
    renderAt('/m/help');
    const list = await screen.findByRole('list', { name: 'Help topics' });
    expect(
      within(list)
        .getAllByTestId('help-item')
        .map((li) => li.id),
    ).toEqual(['help-0', 'help-1', 'help-2']);
    const url = new URL(String(fetchSpy.mock.calls[0]![0]), 'http://localhost');
    expect(url.searchParams.get('device')).toBe('MOBILE');
    expect(url.searchParams.get('lang')).toBe('EN');
    expect(screen.getByRole('heading', { level: 1, name: 'Help centre' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();

    for (const b of screen.getAllByRole('button', { expanded: false })) expect(b).toBeVisible();
    expect(screen.queryByText('Register body')).not.toBeVisible();

    await userEvent.click(toggle('How to register'));
    expect(toggle('How to register')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Register body')).toBeVisible();

    await userEvent.click(toggle('How to deposit'));
    expect(toggle('How to register')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Register body')).not.toBeVisible();
    expect(screen.getByRole('region', { name: 'How to deposit' })).toHaveTextContent(
      'Deposit body',
    );

    await userEvent.click(toggle('How to deposit'));
    expect(screen.queryAllByRole('button', { expanded: true })).toHaveLength(0);
  });

  it('opens item help-{i} from ?i= and scrolls to it', async () => {
    mockHelp(() => ok(items));
    const scrolled: string[] = [];
    // jsdom has no layout and no scrollIntoView: record the calls instead.
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this.id);
    };
    renderAt('/m/help?i=1');
    await waitFor(() => expect(toggle('How to deposit')).toHaveAttribute('aria-expanded', 'true'));
    expect(toggle('How to register')).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(scrolled).toContain('help-1'));
    delete (Element.prototype as { scrollIntoView?: unknown }).scrollIntoView;
  });

  it('opens the anchored item from #terms; renders titles as text and content sanitised', async () => {
    mockHelp(() => ok(items));
    renderAt('/m/help#terms');
    const terms = await screen.findByRole('button', { name: 'Terms <b>and</b> conditions & more' });
    await waitFor(() => expect(terms).toHaveAttribute('aria-expanded', 'true'));
    expect(terms.querySelector('b')).toBeNull();
    const content = within(document.getElementById('help-2')!).getByTestId('help-content');
    expect(content).toHaveTextContent('Terms body');
    expect(content.innerHTML).not.toMatch(/onclick|script/i);
    expect((window as { __x?: number }).__x).toBeUndefined();
  });

  it('ignores an out-of-range or malformed index', () => {
    expect(helpTarget(items, '7', '')).toBeNull();
    expect(helpTarget(items, '-1', '')).toBeNull();
    expect(helpTarget(items, 'x', '#terms')).toBe(2);
    expect(helpTarget(items, null, '#nope')).toBeNull();
    expect(helpTarget(items, ' 0 ', '')).toBe(0);
  });

  it('shows an error with a retry that loads the list', async () => {
    const fetchSpy = mockHelp(fail, () => ok(items));
    renderAt('/m/help');
    const error = await screen.findByTestId('help-error');
    expect(error).toHaveTextContent('Help topics could not be loaded.');
    await userEvent.click(within(error).getByRole('button', { name: 'Tap to retry' }));
    expect(await screen.findByRole('button', { name: 'How to register' })).toBeInTheDocument();
    expect(fetchSpy).toHaveBeenCalledTimes(2);
  });

  it('shows the loading rows, then the empty state', async () => {
    let answer: (r: Response) => void = () => undefined;
    vi.spyOn(globalThis, 'fetch').mockImplementation(
      () => new Promise<Response>((resolve) => (answer = resolve)),
    );
    renderAt('/m/help');
    expect(await screen.findByTestId('list-loading')).toHaveAttribute('aria-busy', 'true');
    answer(ok([]));
    expect(await screen.findByTestId('help-empty')).toHaveTextContent('No help topics yet');
  });

  it('Back goes home (spec 2: on help, back goes to home)', async () => {
    mockHelp(() => ok(items));
    renderAt('/m/help?i=0');
    await userEvent.click(await screen.findByRole('button', { name: 'Back' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/home'));
  });
});
