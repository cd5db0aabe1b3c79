import type { Browser, Page } from '@playwright/test';
import { announcementPopupSettled, apiLogin, appReady, e2eBaseUrl, expect, test } from './fixtures';

/**
 * Issue 19, part 1 (decision 0048): the public pages' first screen comes rendered from the
 * server, with its data, in the player's language; the app hydrates it without asking for the
 * same answers again, and with no error (the console guard of ./fixtures fails a test on any
 * console or page error, hydration mismatches included).
 */

/** A page with scripts off: what a player sees before the JavaScript has arrived. */
async function withoutScripts(
  browser: Browser,
  cookies: Record<string, string>,
  run: (page: Page) => Promise<void>,
) {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 390, height: 844 },
    isMobile: true,
  });
  await context.addCookies(
    Object.entries(cookies).map(([name, value]) => ({ name, value, url: e2eBaseUrl })),
  );
  try {
    await run(await context.newPage());
  } finally {
    await context.close();
  }
}

/** Every visible image of the first screen has loaded (styled, sized, not broken). */
async function imagesLoaded(page: Page, selector: string): Promise<number> {
  return page
    .locator(selector)
    .evaluateAll(
      (images) =>
        images.filter(
          (img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0,
        ).length,
    );
}

test.describe('server-rendered first screens', () => {
  test('home, a game list, login and help show their content with JavaScript off, in Khmer by default', async ({
    browser,
  }) => {
    await withoutScripts(browser, {}, async (page) => {
      const home = await page.goto('/m/home');
      expect(home?.headers()['content-type']).toContain('text/html');
      await expect(page.locator('html')).toHaveAttribute('lang', 'km');
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      // The banner, the categories and the first row of games are in the HTML, styled.
      await expect(page.getByTestId('invite-banner')).toBeVisible();
      await expect(page.locator('[data-category="HOME"]').first()).toBeVisible();
      await expect(page.getByTestId('hot-games-strip').locator('img').first()).toBeVisible();
      await expect.poll(() => imagesLoaded(page, '[data-testid="invite-banner"] img')).toBe(1);
      // Khmer text from the catalogue, not keys.
      await expect(page.getByRole('link', { name: 'ចូល', exact: true })).toBeVisible();
      // The first screen's stylesheets are in the HTML itself (no request for the first paint to
      // wait for), the lobby's own too (it is a lazy chunk's CSS), each naming its file.
      const sheets = await page.evaluate(() => ({
        inline: [...document.querySelectorAll<HTMLStyleElement>('style[data-href]')].map(
          (style) => style.dataset.href ?? '',
        ),
        linked: document.querySelectorAll('link[rel="stylesheet"]:not([disabled])').length,
      }));
      expect(sheets.linked).toBe(0);
      expect(sheets.inline.some((href) => /\/m\/assets\/home-lobby-[\w-]+\.css$/.test(href))).toBe(
        true,
      );
      // The Khmer font is not in the page (it would compete with the banner): the starter
      // (start-app.ts) is given its two files to preload once the first screen has painted.
      // Without scripts the text stays in the device's own Khmer font.
      const fontFiles = await page.evaluate(() => ({
        faces: [...document.querySelectorAll('style')].some((s) =>
          (s.textContent ?? '').includes('@font-face'),
        ),
        starter: document.querySelector<HTMLScriptElement>('script[data-entry]')?.dataset.fonts,
      }));
      expect(fontFiles.faces).toBe(false);
      const files = (fontFiles.starter ?? '').split(' ');
      expect(files).toHaveLength(2);
      for (const file of files)
        expect(file).toMatch(/^\/m\/assets\/noto-sans-khmer-khmer-(400|700)-normal-[\w-]+\.woff2$/);
      // The other screens' table (app/screens.tsx) is not part of home's load...
      const starterPreloads = () =>
        page.evaluate(() =>
          (document.querySelector<HTMLScriptElement>('script[data-entry]')?.dataset.preload ?? '')
            .split(' ')
            .filter(Boolean),
        );
      expect(await starterPreloads()).not.toContainEqual(expect.stringMatching(/\/screens-/));

      await page.goto('/m/gameList?gameType=RNG');
      // ...but any other page's hydration asks for it first, so it comes with the app's files.
      expect(await starterPreloads()).toContainEqual(
        expect.stringMatching(/^\/m\/assets\/screens-[\w-]+\.js$/),
      );
      const tiles = page.locator('[aria-posinset]');
      await expect(tiles.first()).toBeVisible();
      expect(await tiles.count()).toBeGreaterThanOrEqual(9);
      await expect.poll(() => imagesLoaded(page, '[aria-posinset] img')).toBeGreaterThanOrEqual(3);

      await page.goto('/m/login');
      await expect(page.locator('input[type="password"]')).toBeVisible();

      await page.goto('/m/help');
      await expect(page.locator('main')).toContainText(/\S{10,}/);
    });
  });

  test('the language cookie renders English on the server, and the theme cookie light', async ({
    browser,
  }) => {
    await withoutScripts(browser, { language: 'en', theme: 'light' }, async (page) => {
      await page.goto('/m/home');
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
      await expect(page.getByRole('link', { name: 'Register', exact: true })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
    });
  });

  test('the page hydrates without asking again for what the server brought, with a strict CSP', async ({
    page,
    context,
  }) => {
    // A returning English player: storage and its mirrored cookies agree (as after any visit).
    await context.addCookies([
      { name: 'language', value: 'en', url: e2eBaseUrl },
      { name: 'hideDownloadBar', value: '1', url: e2eBaseUrl },
    ]);
    await page.addInitScript(() => {
      localStorage.setItem('language', 'en');
      localStorage.setItem('hideDownloadBar', '1');
    });
    const asked: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname.startsWith('/wps/')) asked.push(url.pathname + url.search);
    });
    const response = await page.goto('/m/home');
    // Scripts: our own files only (style attributes keep their allowance: decision 0048).
    const csp = response?.headers()['content-security-policy'] ?? '';
    const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1];
    expect(scriptSrc).toBe("'self'");
    const html = (await response?.text()) ?? '';
    // Every script is a file of our own or data (the query state), never inline code.
    const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1]!);
    expect(scripts.length).toBeGreaterThanOrEqual(2);
    for (const attrs of scripts) expect(attrs).toMatch(/\bsrc="\/m\/|type="application\/json"/);
    expect(html).toContain('id="query-state"');

    // Hydrated and settled: the status is asked on every visit (spec 4); the answers the page
    // was rendered from are not asked again.
    await expect.poll(() => asked.includes('/wps/system/status')).toBe(true);
    await page.waitForLoadState('networkidle');
    const again = asked.filter(
      (u) =>
        u.startsWith('/wps/system/settings/consolidated') ||
        u.startsWith('/wps/relay/MCSFE_getListAnnouncements') ||
        u.startsWith('/wps/relay/GCSGAME_hotGamesV2') ||
        u.startsWith('/wps/system/helpCenter') ||
        (u.startsWith('/wps/relay/GCSGAME_gameList') && !u.includes('vassalage=')),
    );
    expect(again).toEqual([]);

    // The app is interactive (the category chips switch the view).
    await page.getByRole('button', { name: 'Hot', exact: true }).click();
    await expect(page.getByTestId('hot-view')).toBeVisible();
  });

  // The lobby's chunk is held until the page has gone idle (the field data's chunk is asked for
  // then), as on a slow network. The app once took the page over (no longer inert) with the lobby
  // still the server's bare HTML, whose taps did nothing; and an update reaching the lobby's
  // Suspense boundary then (the idle moment; a signed-in player's session, which fills after
  // hydration) made React throw the server's lobby away, show the skeleton and draw it again
  // (decision 0048, "Hydrating home's lobby").
  for (const viewer of ['a guest', 'a signed-in player'] as const)
    test(`home's lobby is hydrated with the page, on the server's elements, when its code comes late (${viewer})`, async ({
      page,
      context,
      request,
    }) => {
      if (viewer === 'a signed-in player') {
        const session = await apiLogin(request, 'demo01');
        await context.addCookies([{ name: 'signedIn', value: '1', url: e2eBaseUrl }]);
        await page.addInitScript(
          (stored) => localStorage.setItem('MC_SESSION_INFO', stored),
          JSON.stringify(session),
        );
      }
      let wentIdle!: () => void;
      const idle = new Promise<void>((resolve) => (wentIdle = resolve));
      page.on('request', (r) => {
        if (/\/field-vitals-[\w-]+\.js$/.test(new URL(r.url()).pathname)) wentIdle();
      });
      const inertWhileHeld: boolean[] = [];
      await page.route(/\/m\/assets\/home-lobby-[\w-]+\.js$/, async (route) => {
        await idle;
        inertWhileHeld.push(await page.evaluate(() => document.getElementById('root')!.inert));
        await route.continue();
      });
      await page.addInitScript(() => {
        const state = window as unknown as { serverLobby?: Element; skeletons: number };
        state.skeletons = 0;
        document.addEventListener('DOMContentLoaded', () => {
          state.serverLobby =
            document.querySelector('[data-testid="home-lobby"] > div') ?? undefined;
        });
        new MutationObserver((records) => {
          for (const record of records)
            for (const node of record.addedNodes)
              if (
                node instanceof Element &&
                (node.matches('[data-testid="home-lobby-skeleton"]') ||
                  node.querySelector('[data-testid="home-lobby-skeleton"]'))
              )
                state.skeletons += 1;
        }).observe(document, { childList: true, subtree: true });
      });
      await page.goto('/m/home');
      await appReady(page);
      // Until the lobby's code was in, the page was not handed over.
      expect(inertWhileHeld).toEqual([true]);
      // The lobby works (its category chips switch the view), on the server's own elements.
      await page.getByRole('button', { name: 'ពេញនិយម', exact: true }).click();
      await expect(page.getByTestId('hot-view')).toBeVisible();
      const kept = await page.evaluate(() => {
        const state = window as unknown as { serverLobby?: Element; skeletons: number };
        return { lobby: state.serverLobby?.isConnected ?? false, skeletons: state.skeletons };
      });
      expect(kept).toEqual({ lobby: true, skeletons: 0 });
      // What is typed into the search is the search's: Enter opens the game list with it.
      await announcementPopupSettled(page);
      const search = page.getByRole('searchbox');
      await search.fill('Dragon');
      await search.press('Enter');
      await expect(page).toHaveURL(/\/m\/gameList\?gameName=Dragon$/, { timeout: 20_000 });
    });

  test('the app starts once the first screen has painted: its code after the banner, then the Khmer font', async ({
    page,
  }) => {
    const order: string[] = [];
    page.on('request', (r) => {
      const path = new URL(r.url()).pathname;
      if (/\/m\/assets\/(index|framework|start-framework)-[\w-]+\.js$/.test(path))
        order.push(`request ${path}`);
    });
    const fontRequests: string[] = [];
    page.on('request', (r) => {
      const path = new URL(r.url()).pathname;
      if (!path.endsWith('.woff2')) return;
      fontRequests.push(path);
      order.push('font requested');
    });
    page.on('requestfinished', (r) => {
      const path = new URL(r.url()).pathname;
      if (path === '/cdn/banners/lott-invite.svg') order.push('banner loaded');
    });
    await page.goto('/m/home');
    await appReady(page);
    const banner = order.indexOf('banner loaded');
    const firstCode = order.findIndex((e) => e.startsWith('request '));
    expect(banner).toBeGreaterThanOrEqual(0);
    expect(firstCode).toBeGreaterThan(banner);
    // React DOM's own step (start-framework.ts) and the entry were both asked for.
    expect(order.some((e) => e.includes('/start-framework-'))).toBe(true);
    expect(order.some((e) => e.includes('/index-'))).toBe(true);
    // Both Khmer faces load, from the starter's preloads (one request per file), and are added
    // to the page together (khmer-font.ts).
    await expect
      .poll(() =>
        page.evaluate(() =>
          [...document.fonts]
            .filter((face) => face.family.includes('Noto Sans Khmer'))
            .map((face) => `${face.weight} ${face.status}`)
            .sort(),
        ),
      )
      .toEqual(['400 loaded', '700 loaded']);
    expect(fontRequests.sort()).toEqual(
      [...(await page.locator('script[data-entry]').getAttribute('data-fonts'))!.split(' ')].sort(),
    );
    expect(order.indexOf('font requested')).toBeGreaterThan(banner);
  });

  test('a page rendered from other storage (no cookie yet) is replaced by the app, not hydrated', async ({
    page,
  }) => {
    // A browser that stored English before the cookies existed: the server renders Khmer.
    await page.addInitScript(() => localStorage.setItem('language', 'en'));
    const response = await page.goto('/m/home');
    expect(await response?.text()).toContain('<html lang="km"');
    await appReady(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
    // The app wrote the cookie: the next page comes from the server in English.
    const next = await page.request.get('/m/home', {
      headers: {
        cookie: (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; '),
      },
    });
    expect(await next.text()).toContain('<html lang="en"');
  });

  test('a signed-in player gets the account placeholder from the server, then the balance', async ({
    page,
    context,
    request,
  }) => {
    const session = await apiLogin(request, 'demo01');
    await context.addCookies([
      { name: 'language', value: 'en', url: e2eBaseUrl },
      { name: 'signedIn', value: '1', url: e2eBaseUrl },
      { name: 'hideDownloadBar', value: '1', url: e2eBaseUrl },
    ]);
    await page.addInitScript((stored) => {
      localStorage.setItem('language', 'en');
      localStorage.setItem('hideDownloadBar', '1');
      localStorage.setItem('MC_SESSION_INFO', stored);
    }, JSON.stringify(session));
    const response = await page.goto('/m/home');
    const html = (await response?.text()) ?? '';
    // Not a guest's buttons in the header: the server does not know the session, only that
    // there is one.
    const header = /<header[^>]*data-header="shell"[^>]*>.*?<\/header>/s.exec(html)?.[0] ?? '';
    expect(header).not.toBe('');
    expect(header).not.toContain('href="/m/login"');
    expect(header).not.toContain('href="/m/register"');
    await expect(page.getByTestId('balance-amount')).toBeVisible();
    await expect(page.getByTestId('header-label')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Login', exact: true })).toHaveCount(0);
  });
});
