import { routes } from '@app/contracts/routes';
import { demoStateSchema } from '@app/contracts/demo-game';
import { gameListResponseSchema, launchResultSchema } from '@app/contracts/games';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../src/http/security-headers';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { createTestClock } from './helpers/clock';
import { expectFail, expectOk } from './helpers/envelope';
import { bearer, loginAs } from './helpers/login';
import {
  freePlayToken,
  launch,
  launchBody,
  launchRequest,
  pickGame,
  type PickedGame,
} from './helpers/play';

let t: TestApp;
const clock = createTestClock(new Date('2026-11-22T10:00:00Z'));
let slot: PickedGame;
let liveTable: PickedGame;

beforeAll(async () => {
  t = await buildTestApp({ services: { clock: clock.now } });
  slot = await pickGame(t.database, { gameType: 'RNG', supportPlay: true });
  liveTable = await pickGame(t.database, { gameType: 'LIVE', supportPlay: false });
});
afterAll(async () => {
  await t.close();
});

const state = (launchToken: string) =>
  t.app.inject({ method: 'GET', url: routes.demoGameState.path, query: { launchToken } });

async function walletOf(token: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: routes.wallet.path,
    headers: bearer(token),
  });
  return (res.json() as { value: { sumBalance: number; wallets: { code: string }[] } }).value;
}

describe('POST /wps/game/launchGame', () => {
  it('needs a session: no token is 401 NOT_LOGGED_IN, a stale one SESSION_EXPIRED', async () => {
    expectFail(await launchRequest(t.app, null, launchBody(slot)), 401, 'NOT_LOGGED_IN');
    expectFail(
      await launchRequest(t.app, 'stale-token-that-does-not-exist-xx', launchBody(slot)),
      401,
      'SESSION_EXPIRED',
    );
  });

  it('launches a member with real money: a /play URL in the asked language, recent game recorded', async () => {
    const token = await loginAs(t.app, 'demo01');
    const result = await launch(t.app, token, slot, { language: 'CN', gameCategory: 'RNG' });
    expect(result).toMatchObject({ wallet: 'REAL', expiresInSeconds: 7200 });
    expect(result.url).toMatch(/\?lang=zh$/);
    expect(result.launchToken.length).toBeGreaterThanOrEqual(40);

    const demo = expectOk(await state(result.launchToken), demoStateSchema);
    expect(demo).toMatchObject({ wallet: 'REAL', vendor: slot.vendor, gameName: result.gameName });
    expect(demo.balance).toBe((await walletOf(token)).sumBalance);

    const recent = expectOk(
      await t.app.inject({ method: 'GET', url: routes.recentList.path, headers: bearer(token) }),
      gameListResponseSchema,
    );
    expect(recent.list[0]?.nodeId).toBe(slot.nodeId);

    // Without a language the page is Khmer (the default); GCS_gameLaunchFB answers the same way.
    const fb = expectOk(
      await launchRequest(t.app, token, launchBody(slot), routes.launchGameFb.path),
      launchResultSchema,
    );
    expect(fb.url).toMatch(/^\/play\/[A-Za-z0-9_-]+\?lang=km$/);
    expect(fb.url).not.toBe(result.url);
  });

  it('stores only the SHA-256 of the launch token', async () => {
    const token = await loginAs(t.app, 'demo01');
    const { launchToken } = await launch(t.app, token, slot);
    const rows = await t.database.db.execute(
      `select token_hash from game_launches where token_hash = '${launchToken}'`,
    );
    expect((rows as unknown as { rows: unknown[] }).rows).toEqual([]);
    const { createHash } = await import('node:crypto');
    const hash = createHash('sha256').update(launchToken).digest('hex');
    const hashed = await t.database.db.execute(
      `select wallet_kind from game_launches where token_hash = '${hash}'`,
    );
    expect((hashed as unknown as { rows: unknown[] }).rows).toEqual([{ wallet_kind: 'REAL' }]);
  });

  it('gives a real member play money when asking for free play (the standard grant, once)', async () => {
    const token = await loginAs(t.app, 'demo01');
    const realBefore = (await walletOf(token)).sumBalance;
    const result = await launch(t.app, token, slot, { freePlay: true });
    expect(result.wallet).toBe('PLAY');
    const demo = expectOk(await state(result.launchToken), demoStateSchema);
    expect(demo).toMatchObject({ wallet: 'PLAY', balance: 2000 });
    // Launching again does not grant again, and the real wallet is untouched.
    const again = await launch(t.app, token, slot, { freePlay: true });
    expect(expectOk(await state(again.launchToken), demoStateSchema).balance).toBe(2000);
    expect((await walletOf(token)).sumBalance).toBe(realBefore);
  });

  it('forces play money for trial accounts, even when they do not ask for it', async () => {
    const trial = await freePlayToken(t.app);
    const result = await launch(t.app, trial, slot, { freePlay: false });
    expect(result.wallet).toBe('PLAY');
    expect(expectOk(await state(result.launchToken), demoStateSchema)).toMatchObject({
      wallet: 'PLAY',
      balance: 2000,
    });
  });

  it('refuses free play of a game without it (trial: always; member: when asked)', async () => {
    const trial = await freePlayToken(t.app);
    expectFail(
      await launchRequest(t.app, trial, launchBody(liveTable)),
      403,
      'FREE_PLAY_UNSUPPORTED',
    );
    const token = await loginAs(t.app, 'demo01');
    expectFail(
      await launchRequest(t.app, token, launchBody(liveTable, { freePlay: true })),
      403,
      'FREE_PLAY_UNSUPPORTED',
    );
    // For real money the same table launches.
    expect((await launch(t.app, token, liveTable)).wallet).toBe('REAL');
  });

  it('answers 404 GAME_NOT_FOUND for an unknown game or a vendor/code that does not match it', async () => {
    const token = await loginAs(t.app, 'demo01');
    for (const body of [
      launchBody({ ...slot, nodeId: 99_999_999 }),
      launchBody({ ...slot, vendor: 'NOPE' }),
      launchBody({ ...slot, gameId: 'not-this-game' }),
    ]) {
      expectFail(await launchRequest(t.app, token, body), 404, 'GAME_NOT_FOUND');
    }
  });

  it('rejects a malformed body with 400 VALIDATION_ERROR', async () => {
    const token = await loginAs(t.app, 'demo01');
    for (const body of [
      {},
      { ...launchBody(slot), nodeId: 'x' },
      { ...launchBody(slot), vendor: 'pg!' },
    ]) {
      expectFail(await launchRequest(t.app, token, body), 400, 'VALIDATION_ERROR');
    }
  });
});

describe('the launch token dies with its session or after 2 hours', () => {
  it('logout ends the game: state is 401 GAME_SESSION_EXPIRED and the page says the session ended', async () => {
    const token = await loginAs(t.app, 'demo01');
    const { launchToken, url } = await launch(t.app, token, slot, { language: 'EN' });
    expectOk(await state(launchToken), demoStateSchema);
    await t.app.inject({
      method: 'DELETE',
      url: routes.sessionLogout.path,
      headers: bearer(token),
    });
    expectFail(await state(launchToken), 401, 'GAME_SESSION_EXPIRED');
    const page = await t.app.inject({ method: 'GET', url });
    expect(page.statusCode).toBe(410);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('Game session ended');
    expect(page.body).not.toMatch(/\bat .+\.(ts|js):\d+/);
  });

  it('expires 2 hours after the launch', async () => {
    const token = await loginAs(t.app, 'demo01');
    const { launchToken } = await launch(t.app, token, slot);
    clock.advance(2 * 60 * 60 - 1);
    expectOk(await state(launchToken), demoStateSchema);
    clock.advance(1);
    expectFail(await state(launchToken), 401, 'GAME_SESSION_EXPIRED');
  });

  it('an unknown token is GAME_SESSION_EXPIRED; a malformed one is a 400', async () => {
    expectFail(await state('x'.repeat(43)), 401, 'GAME_SESSION_EXPIRED');
    expectFail(await state('bad token!'), 400, 'VALIDATION_ERROR');
  });
});

describe('GET /play/<launchToken>: the demo game page', () => {
  it('is a same-origin HTML page under the CSP, with its script and styles as files', async () => {
    expect(contentSecurityPolicy['script-src']).toEqual(["'self'"]);
    const token = await loginAs(t.app, 'demo01');
    const { url } = await launch(t.app, token, slot, { language: 'EN' });
    const page = await t.app.inject({ method: 'GET', url });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(String(page.headers['content-security-policy'])).toMatch(/script-src 'self'/);
    expect(String(page.headers['x-frame-options'])).toBe('SAMEORIGIN');
    // Every script is an external file or a non-executed JSON block; no inline handlers.
    const scripts = [...page.body.matchAll(/<script([^>]*)>/g)].map((m) => m[1] ?? '');
    expect(scripts).toHaveLength(2);
    for (const attributes of scripts)
      expect(attributes).toMatch(/src="\/play\/assets\/|type="application\/json"/);
    expect(page.body).not.toMatch(/\son[a-z]+=/i);
    for (const testId of ['demo-balance', 'demo-spin', 'demo-stake', 'demo-result', 'demo-error'])
      expect(page.body).toContain(`data-testid="${testId}"`);
    expect(page.body).toMatch(/<select data-testid="demo-stake"/);
    expect(page.body).toContain('Real money');

    const script = /src="(\/play\/assets\/play-[0-9a-f]{12}\.js)"/.exec(page.body)?.[1];
    const style = /href="(\/play\/assets\/play-[0-9a-f]{12}\.css)"/.exec(page.body)?.[1];
    const js = await t.app.inject({ method: 'GET', url: script! });
    expect(js.statusCode).toBe(200);
    expect(js.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(js.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(js.body).toContain("type: 'demo-game:balance'");
    const css = await t.app.inject({ method: 'GET', url: style! });
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(css.body).toContain('.reels');
  });

  it('is translated: Khmer by default, and zh, vi on request', async () => {
    const token = await loginAs(t.app, 'demo01');
    const { launchToken } = await launch(t.app, token, slot);
    const body = async (lang?: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/play/${launchToken}${lang ? `?lang=${lang}` : ''}`,
        })
      ).body;
    expect(await body()).toContain('បង្វិល');
    expect(await body('zh')).toContain('旋转');
    expect(await body('vi')).toContain('Quay');
    expect(await body('fr')).toContain('lang="km"');
  });

  it('is never taken by the app: unknown play paths and assets are 404s, not redirects', async () => {
    const ended = await t.app.inject({
      method: 'GET',
      url: '/play/unknown-token-abcdefghijklmnop?lang=vi',
    });
    expect(ended.statusCode).toBe(410);
    expect(ended.body).toContain('Phiên chơi đã kết thúc');
    for (const url of [
      '/play/assets/play-000000000000.js',
      '/play/assets/nope.txt',
      '/play/a/b/c',
      '/play',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
    }
  });
});
