import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withImagePreloads } from '../src/http/lcp-preloads';
import { buildTestApp, type TestApp } from './helpers/build-test-app';

const INDEX_HTML =
  '<!doctype html><html><head><title>x</title></head><body><div id="root"></div></body></html>';

let webDist: string;
let t: TestApp;
beforeAll(async () => {
  webDist = mkdtempSync(path.join(tmpdir(), 'lcp-web-dist-'));
  writeFileSync(path.join(webDist, 'index.html'), INDEX_HTML);
  t = await buildTestApp({ webDist });
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

/** The preload links of a served page, in order. */
const preloadsOf = (html: string) =>
  [...html.matchAll(/<link rel="preload" as="image" href="([^"]+)" fetchpriority="high">/g)].map(
    (m) => m[1],
  );

type BannerList = { banners: { groupName: string; url: string }[] };
type GamePage = { list: { iconUrl: string; showIcon: number; defaultIcon: string }[] };

const dataOf = <T>(res: { json: () => unknown }): T => {
  const body = res.json() as { success: boolean; value: T };
  expect(body.success).toBe(true);
  return body.value;
};

async function firstBanners(groups: string): Promise<BannerList['banners']> {
  const res = await get(
    `/wps/relay/MCSFE_getListAnnouncements?types=B&groupName=${groups}&platform=M&language=KM`,
  );
  return dataOf<BannerList>(res).banners;
}

describe('LCP image preloads in the served HTML (issue 5, decision 0027)', () => {
  it('/m/home names the invite banner and the first home banner, as the page shows them', async () => {
    const banners = await firstBanners('m_lott,m_home');
    const invite = banners.find((b) => b.groupName === 'm_lott')!.url;
    const home = banners.find((b) => b.groupName === 'm_home')!.url;
    const res = await get('/m/home');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(preloadsOf(res.body)).toEqual([invite, home]);
    expect(res.body).toContain('<div id="root"></div>');
  });

  it('/m/login names its first banner', async () => {
    const login = (await firstBanners('m_login'))[0]!.url;
    expect(preloadsOf((await get('/m/login')).body)).toEqual([login]);
  });

  it('/m/gameList?gameType=RNG names the first row of page 1 under the image CDN', async () => {
    const page = dataOf<GamePage>(
      await get('/wps/relay/GCSGAME_gameList?platform=html5&gameType=RNG&pageNo=1&pageSize=25'),
    );
    const expected = page.list
      .slice(0, 3)
      .map((g) => `/cdn/${g.showIcon === 1 ? g.iconUrl : g.defaultIcon}`);
    expect(expected).toHaveLength(3);
    expect(preloadsOf((await get('/m/gameList?gameType=RNG')).body)).toEqual(expected);
  });

  it('names nothing where the first image is not known', async () => {
    for (const url of ['/m/help', '/m/gameList', '/m/gameList?gameType=RNG&vassalage=PG']) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(INDEX_HTML);
    }
  });

  it('answers a repeat visit with 304 when the page is unchanged', async () => {
    const first = await get('/m/home');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\//);
    const again = await get('/m/home', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('escapes what it writes into the attribute and leaves a page without </head> alone', () => {
    expect(withImagePreloads('<head></head>', ['/a"b<c>&.svg'])).toBe(
      '<head><link rel="preload" as="image" href="/a&quot;b&lt;c&gt;&amp;.svg" fetchpriority="high"></head>',
    );
    expect(withImagePreloads('<p>no head</p>', ['/x.svg'])).toBe('<p>no head</p>');
    expect(withImagePreloads(INDEX_HTML, [])).toBe(INDEX_HTML);
  });

  it('leaves out an address a server-rendered page already preloads', () => {
    const rendered =
      '<head></head><div id="root"><link rel="preload" as="image" href="/a.webp" fetchPriority="high"/></div>';
    expect(withImagePreloads(rendered, ['/a.webp', '/b.webp'])).toBe(
      '<head><link rel="preload" as="image" href="/b.webp" fetchpriority="high"></head><div id="root"><link rel="preload" as="image" href="/a.webp" fetchPriority="high"/></div>',
    );
  });
});
