import {
  test as base,
  expect,
  type APIRequestContext,
  type Locator,
  type Page,
} from '@playwright/test';
import {
  deviceHeader,
  encryptionHeader,
  encryptPayload,
  importPublicKey,
} from '@app/contracts/encrypted-envelope';

/**
 * Every test fails on a console error, an uncaught page error or a Content-Security-Policy
 * violation on any page it visits (every frame: init scripts run in iframes too). Tests that
 * expect a failed request can excuse its console line with `consoleGuard.allow(pattern)`; CSP
 * violations can never be excused.
 */
/** Every frame of the page logs a Content-Security-Policy violation as a console error. */
export async function reportCspViolationsToConsole(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      console.error(`CSP violation: ${e.violatedDirective} blocked ${e.blockedURI}`);
    });
  });
}

/** The announcement popup (issue 15) while it is open (not while it animates out). */
const openAnnouncementPopup = 'dialog[data-testid="announcement-popup"][data-state="open"]';

/**
 * Closes the announcement popup whenever it shows over `page` before an action or an assertion
 * (Playwright's locator handler), with its close button as a player would. The `page` fixture
 * gets it unless the test opts out (`test.use({ announcementPopup: 'keep' })`); call it for other
 * pages a test opens in a context of its own.
 */
export async function dismissAnnouncementPopup(page: Page) {
  await closeWhenShown(page, openAnnouncementPopup, 'announcement-popup-close');
}

/**
 * Waits until home's announcement popup has decided and, if it showed, is closed again (the
 * fixture's handler closes it). It opens once home is idle and takes the focus, which on a
 * loaded machine can be in the middle of a test's typing: the Enter then went to the popup
 * (server-render.spec.ts, flaky once). A player types after it; so does a test that types on home.
 */
export async function announcementPopupSettled(page: Page) {
  await expect(page.getByTestId('announcement-popup-status')).toHaveAttribute(
    'data-evaluations',
    /^[1-9]/,
    { timeout: 20_000 },
  );
}

/**
 * A locator handler's answer to an open dialog: taps `buttonTestId` in it, as a player would,
 * until the dialog is gone. The dialog may also leave by itself meanwhile (its page navigated
 * away): then the handler returns at once. Each tap waits briefly and is tried again, so a handler never
 * spends the interrupted assertion's whole timeout on a button that is no longer there (it did
 * once, on a loaded CI machine: untrusted-html.spec.ts).
 */
async function closeWith(dialog: Locator, buttonTestId: string) {
  await expect(async () => {
    if ((await dialog.count()) === 0) return;
    await dialog.getByTestId(buttonTestId).click({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
}

/**
 * Whenever a dialog matching `selector` is open over `page` before an action or an assertion,
 * `closeWith` answers it. `noWaitAfter`: Playwright's own wait for the dialog to be hidden after
 * the handler does not run the handler again, and a dialog can open anew right after it closed
 * (logging out turns the member's announcement popup into the visitor's): that wait then spent
 * the assertion's whole timeout (session.spec.ts, flaky once). Without it, the next retry of the
 * action or assertion meets the new dialog and calls the handler again.
 */
async function closeWhenShown(page: Page, selector: string, buttonTestId: string) {
  await page.addLocatorHandler(
    page.locator(selector),
    (dialog) => closeWith(dialog, buttonTestId),
    { noWaitAfter: true },
  );
}

/** A contract prompt (issue 17: an offer awaits the agent's signature) while it is open. */
const openContractPrompt = 'dialog[data-testid="contract-prompt"][data-state="open"]';

/**
 * Answers "cancel" to every contract prompt over `page` (after login and on the agent home: a
 * seeded offer awaits agent01), so specs about something else never meet it. A cancel holds for
 * the tab's session. Tests about the prompt opt out: `test.use({ contractPrompt: 'keep' })`.
 */
export async function dismissContractPrompt(page: Page) {
  await closeWhenShown(page, openContractPrompt, 'contract-prompt-cancel');
}

/** The safer-gambling tools shown once after registration (issue 18), while open. */
const openSaferGamblingIntro =
  'dialog[data-state="open"]:has([data-testid="safer-gambling-intro"])';

/**
 * Answers "not now" to the safer-gambling sheet a new member sees once after registering, so
 * specs that register for something else never meet it. Its own spec opts out:
 * `test.use({ saferGamblingIntro: 'keep' })`.
 */
export async function dismissSaferGamblingIntro(page: Page) {
  await closeWhenShown(page, openSaferGamblingIntro, 'safer-gambling-intro-not-now');
}

type Fixtures = {
  consoleGuard: { allow: (pattern: RegExp) => void };
  /**
   * What happens to the announcement popup over /m/home: `dismiss` (the default) closes it
   * whenever it shows, in the test's page and in any other page of its context, so specs about
   * something else never meet it; `keep` leaves it to the test (the popup's own spec).
   */
  announcementPopup: 'dismiss' | 'keep';
  popupDismisser: void;
  /** What happens to the contract prompts: `dismiss` (the default) cancels them; `keep`. */
  contractPrompt: 'dismiss' | 'keep';
  contractPromptDismisser: void;
  /** The safer-gambling sheet after registration: `dismiss` (the default) or `keep`. */
  saferGamblingIntro: 'dismiss' | 'keep';
  saferGamblingIntroDismisser: void;
};

/**
 * A server-rendered page is inert from its starter until the app has taken it over (decision
 * 0048): a person waits that moment before acting, and so does every test. `goto` and `reload`
 * return once the app has the page (at once for a page without the starter, or without scripts).
 */
async function waitForApp(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.getElementById('root')?.inert, undefined, {
    timeout: 30_000,
  });
}

export const test = base.extend<Fixtures>({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (options?.waitUntil !== 'commit') await waitForApp(page);
      return response;
    };
    page.reload = async (options) => {
      const response = await reload(options);
      if (options?.waitUntil !== 'commit') await waitForApp(page);
      return response;
    };
    await use(page);
  },
  announcementPopup: ['dismiss', { option: true }],
  popupDismisser: [
    async ({ page, announcementPopup }, use) => {
      if (announcementPopup === 'dismiss') {
        await dismissAnnouncementPopup(page);
        page.context().on('page', (other) => void dismissAnnouncementPopup(other));
      }
      await use();
    },
    { auto: true },
  ],
  contractPrompt: ['dismiss', { option: true }],
  contractPromptDismisser: [
    async ({ page, contractPrompt }, use) => {
      if (contractPrompt === 'dismiss') {
        await dismissContractPrompt(page);
        page.context().on('page', (other) => void dismissContractPrompt(other));
      }
      await use();
    },
    { auto: true },
  ],
  saferGamblingIntro: ['dismiss', { option: true }],
  saferGamblingIntroDismisser: [
    async ({ page, saferGamblingIntro }, use) => {
      if (saferGamblingIntro === 'dismiss') {
        await dismissSaferGamblingIntro(page);
        page.context().on('page', (other) => void dismissSaferGamblingIntro(other));
      }
      await use();
    },
    { auto: true },
  ],
  consoleGuard: [
    async ({ page }, use) => {
      const problems: string[] = [];
      const allowed: RegExp[] = [];
      await reportCspViolationsToConsole(page);
      page.on('console', (msg) => {
        if (msg.type() === 'error') problems.push(`console.error: ${msg.text()}`);
      });
      page.on('pageerror', (err) => problems.push(`page error: ${err.message}`));
      // Chromium's "Failed to load resource" line does not name the URL: these do.
      const failedResponses: string[] = [];
      page.on('response', (res) => {
        if (res.status() >= 400)
          failedResponses.push(`${res.status()} ${res.request().method()} ${res.url()}`);
      });
      await use({ allow: (pattern) => allowed.push(pattern) });
      // A CSP violation is never expected: `allow` cannot excuse one.
      const real = problems.filter(
        (p) => p.includes('CSP violation') || !allowed.some((a) => a.test(p)),
      );
      expect(
        real,
        `console errors, page errors or CSP violations (failed responses: ${failedResponses.join(', ') || 'none'})`,
      ).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * The app has taken a server-rendered page over (main.tsx lifts the root's `inert` then): for
 * steps that do not wait for an element to be actionable, such as a dispatched event.
 */
export async function appReady(page: Page) {
  await expect(page.locator('#root')).not.toHaveAttribute('inert', /.*/);
}

/** Sets the language and theme before the app boots (local storage keys of spec section 3). */
/** The storage keys the app mirrors into cookies (apps/web/src/shared/lib/storage.ts). */
const cookieMirroredKeys = new Set(['language', 'theme', 'hideDownloadBar', 'WEBCLIP', 'signedIn']);

export async function presetStorage(page: Page, values: Record<string, string>) {
  // A returning player's browser also has the cookies the app mirrors these keys into
  // (shared/lib/storage.ts), from which the server renders the page (decision 0048).
  const cookies = Object.entries(values)
    .filter(([key]) => cookieMirroredKeys.has(key))
    .map(([name, value]) => ({ name, value: encodeURIComponent(value), url: e2eBaseUrl }));
  if (cookies.length > 0) await page.context().addCookies(cookies);
  await page.addInitScript((entries) => {
    // Only on the first document of the test, so a reload keeps what the app stored.
    if (sessionStorage.getItem('__preset')) return;
    sessionStorage.setItem('__preset', '1');
    for (const [k, v] of Object.entries(entries)) localStorage.setItem(k, v);
  }, values);
}

/**
 * Navigates inside the single-page app as a link would (pushState + popstate, which the router
 * listens to), so the history has an in-app previous entry.
 */
export async function spaNavigate(page: Page, path: string) {
  // A server-rendered page hydrates for the address it was rendered for: an in-app navigation
  // (what this imitates) cannot happen before the app runs, so wait for it.
  await appReady(page);
  await page.evaluate((to) => {
    const idx = ((window.history.state as { idx?: number } | null)?.idx ?? 0) + 1;
    const state = { usr: null, key: Math.random().toString(36).slice(2, 10), idx };
    window.history.pushState(state, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state }));
  }, path);
  await page.waitForURL((u) => u.pathname + u.search === path);
}

export const devSettingsPath = '/__dev/operator-settings';

// ------------------------------------------------------------------ sessions (issue 3)

/** The seeded demo accounts' password (README). */
export const demoPassword = 'Demo@2026';

/** The server's address, as playwright.config.ts sets it. */
export const e2eBaseUrl = `http://127.0.0.1:${process.env.E2E_PORT ?? 3100}`;

export type StoredSession = {
  token: string;
  type: number;
  userName: string;
  merchantCode: string;
  firstTimeLogin: boolean;
};

/**
 * The real encrypted login (`POST /wps/session/login`, docs/decisions/0005), done from the test
 * process with the same envelope code the app uses: public key, AES-GCM payload bound to the
 * path, RSA-OAEP-wrapped key in the Encryption header.
 */
export async function apiLogin(
  request: APIRequestContext,
  username: string,
  password = demoPassword,
): Promise<StoredSession> {
  const keyAnswer = await (await request.get('/wps/system/publicKey')).json();
  const { keyId, publicKey } = keyAnswer.value as { keyId: string; publicKey: string };
  const key = await importPublicKey(publicKey);
  const path = '/wps/session/login';
  const sealed = await encryptPayload(
    key,
    keyId,
    { type: 'username', username, password, remember: false },
    path,
  );
  const answer = await request.post(path, {
    headers: { [encryptionHeader]: sealed.header, [deviceHeader]: 'H5' },
    data: { data: sealed.data },
  });
  const body = await answer.json();
  if (!body.success) throw new Error(`login ${username} failed: ${body.errorCode}`);
  const v = body.value as StoredSession;
  return {
    token: v.token,
    type: v.type,
    userName: v.userName,
    merchantCode: v.merchantCode,
    firstTimeLogin: v.firstTimeLogin,
  };
}

/** Free play (`POST /wps/session/login/freeplay`): a trial session, type 4 (from customerType). */
export async function apiFreePlay(request: APIRequestContext): Promise<StoredSession> {
  const answer = await request.post('/wps/session/login/freeplay', {
    data: { moduleId: 'FREEPLAY3' },
  });
  const body = await answer.json();
  if (!body.success) throw new Error(`free play failed: ${body.errorCode}`);
  const v = body.value as {
    token: string;
    userName: string;
    customerType: number;
    merchantCode: string;
  };
  return {
    token: v.token,
    type: v.customerType,
    userName: v.userName,
    merchantCode: v.merchantCode,
    firstTimeLogin: false,
  };
}

/**
 * Logs `username` in through the real API and starts the app with that session stored under
 * MC_SESSION_INFO (spec section 3), plus any other preset keys (language, theme).
 */
export async function loginViaApi(
  page: Page,
  username: string,
  storage: Record<string, string> = {},
): Promise<StoredSession> {
  const session = await apiLogin(page.request, username);
  await presetStorage(page, { ...storage, MC_SESSION_INFO: JSON.stringify(session) });
  return session;
}

/** As loginViaApi, for a fresh trial (free play) account. */
export async function freePlayViaApi(
  page: Page,
  storage: Record<string, string> = {},
): Promise<StoredSession> {
  const session = await apiFreePlay(page.request);
  await presetStorage(page, { ...storage, MC_SESSION_INFO: JSON.stringify(session) });
  return session;
}
