import {
  fieldVitalsReportResultSchema,
  opsFieldVitalsSchema,
  type FieldVitalsReport,
} from '@app/contracts/field-vitals';
import { fieldVitalsRoutes } from '@app/contracts/field-vitals-routes';
import { opsRoutes } from '@app/contracts/ops-routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldVitalSamples } from '../src/db/schema';
import { DEFAULT_RATE_LIMITS } from '../src/services/rate-limit-rules';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { createTestClock } from './helpers/clock';
import { expectFail, expectOk } from './helpers/envelope';
import { opsSignIn, signInNewOperator, type OpsClient } from './helpers/ops';

/**
 * Field data (issue 19, item 7; decision 0044): the web app's beacon is validated by the
 * contract, stored per metric of a page view, and the console reads the p75 per page and metric
 * over a window, computed by the database (PGlite here; PostgreSQL with TEST_DATABASE_URL).
 */

const report = fieldVitalsRoutes.fieldVitalsReport.path;
const clock = createTestClock(new Date('2026-12-01T08:00:00Z'));
let t: TestApp;
let admin: OpsClient;
let idSeq = 0;
const metricId = () => `v6-1764576000000-${++idSeq}`;

beforeAll(async () => {
  t = await buildTestApp({ services: { clock: clock.now } });
  admin = await opsSignIn(t.app, clock);
});
afterAll(async () => {
  await t.close();
});

function send(payload: unknown, contentType = 'application/json') {
  return t.app.inject({
    method: 'POST',
    url: report,
    headers: { 'content-type': contentType },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });
}

function view(page: string, metrics: Partial<Record<'LCP' | 'INP' | 'CLS', number>>) {
  return {
    page,
    navigationType: 'navigate',
    metrics: Object.entries(metrics).map(([name, value]) => ({ id: metricId(), name, value })),
  } as FieldVitalsReport;
}

async function percentiles(window?: string, headers = admin.headers) {
  const res = await t.app.inject({
    method: 'GET',
    url: opsRoutes.opsFieldVitals.path,
    headers,
    ...(window ? { query: { window } } : {}),
  });
  return expectOk(res, opsFieldVitalsSchema);
}

async function clear() {
  await t.database.db.delete(fieldVitalSamples);
}

describe('the report', () => {
  it('stores the metrics of one page view, as JSON or as sendBeacon text/plain', async () => {
    await clear();
    const json = await send(view('/m/home', { LCP: 1800, INP: 120, CLS: 0.02 }));
    expect(expectOk(json, fieldVitalsReportResultSchema)).toEqual({ stored: 3 });
    const text = await send(
      JSON.stringify(view('/m/login', { LCP: 900 })),
      'text/plain;charset=UTF-8',
    );
    expect(expectOk(text, fieldVitalsReportResultSchema)).toEqual({ stored: 1 });
    const rows = await t.database.db.select().from(fieldVitalSamples);
    expect(rows.map((r) => `${r.page} ${r.metric} ${r.value}`).sort()).toEqual([
      '/m/home CLS 0.02',
      '/m/home INP 120',
      '/m/home LCP 1800',
      '/m/login LCP 900',
    ]);
    expect(rows.every((r) => r.navigationType === 'navigate')).toBe(true);
  });

  it('replaces a sample reported again with the same id (the page hidden twice)', async () => {
    await clear();
    const first = view('/m/home', { CLS: 0.05 });
    expectOk(await send(first), fieldVitalsReportResultSchema);
    const again = { ...first, metrics: [{ ...first.metrics[0]!, value: 0.3 }] };
    expectOk(await send(again), fieldVitalsReportResultSchema);
    const rows = await t.database.db.select().from(fieldVitalSamples);
    expect(rows.map((r) => r.value)).toEqual([0.3]);
    // The same id for another page moves nothing.
    const other = { ...again, page: '/m/login', metrics: [{ ...again.metrics[0]!, value: 9 }] };
    expect(expectOk(await send(other), fieldVitalsReportResultSchema)).toEqual({ stored: 0 });
    const after = await t.database.db.select().from(fieldVitalSamples);
    expect(after.map((r) => `${r.page} ${r.value}`)).toEqual(['/m/home 0.3']);
  });

  const good = view('/m/gameList', { LCP: 2000 });
  const metric = good.metrics[0]!;
  const bad: [string, unknown][] = [
    ['an unknown metric', { ...good, metrics: [{ ...metric, name: 'FID' }] }],
    ['a negative value', { ...good, metrics: [{ ...metric, value: -1 }] }],
    ['a value over its cap', { ...good, metrics: [{ ...metric, value: 600_001 }] }],
    ['a CLS over its cap', { ...good, metrics: [{ ...metric, name: 'CLS', value: 51 }] }],
    ['a value that is not a number', { ...good, metrics: [{ ...metric, value: '2000' }] }],
    ['no metrics', { ...good, metrics: [] }],
    ['the same metric twice', { ...good, metrics: [metric, { ...metric, id: metricId() }] }],
    [
      'more metrics than there are',
      {
        ...good,
        metrics: ['LCP', 'INP', 'CLS', 'FCP', 'TTFB', 'LCP'].map((name) => ({
          id: metricId(),
          name,
          value: 1,
        })),
      },
    ],
    ['a page that is a URL', { ...good, page: 'https://example.com/m/home' }],
    ['a page with a query', { ...good, page: '/m/gameList?gameType=RNG' }],
    ['a page over its length', { ...good, page: `/m/${'a'.repeat(70)}` }],
    ['an unknown navigation type', { ...good, navigationType: 'teleport' }],
    ['an id with other characters', { ...good, metrics: [{ ...metric, id: 'a b<c>' }] }],
  ];
  it.each(bad)('refuses %s with the contract error shape and stores nothing', async (_, body) => {
    await clear();
    const res = await send(body);
    expectFail(res, 400, 'VALIDATION_ERROR');
    expect(await t.database.db.select().from(fieldVitalSamples)).toEqual([]);
  });

  it('refuses a body that is not JSON, and text/plain on every other row', async () => {
    expectFail(await send('{"page":', 'text/plain'), 400, 'VALIDATION_ERROR');
    const other = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login/freeplay',
      headers: { 'content-type': 'text/plain' },
      payload: '{}',
    });
    expectFail(other, 415, 'UNSUPPORTED_MEDIA_TYPE');
  });
});

describe('the p75 per page', () => {
  it('is the continuous 75th percentile of the window, per page and metric', async () => {
    await clear();
    // LCP on home: 1000, 2000, 3000, 4000 -> p75 = 3000 + 0.25 * 1000 = 3250.
    for (const lcp of [1000, 2000, 3000, 4000]) await send(view('/m/home', { LCP: lcp }));
    // INP on home: 40, 80, 560 -> 80 + 0.5 * 480 = 320.
    for (const inp of [40, 80, 560]) await send(view('/m/home', { INP: inp }));
    // One CLS sample: the p75 is that sample.
    await send(view('/m/gameList', { CLS: 0.12 }));
    const answer = await percentiles('24h');
    expect(answer.window).toBe('24h');
    expect(answer.pages).toEqual([
      {
        page: '/m/home',
        metrics: [
          { name: 'LCP', p75: 3250, samples: 4 },
          { name: 'INP', p75: 320, samples: 3 },
        ],
      },
      { page: '/m/gameList', metrics: [{ name: 'CLS', p75: 0.12, samples: 1 }] },
    ]);
  });

  it('counts only the window: 24 hours, 7 days, 28 days; the default is 24 hours', async () => {
    await clear();
    await send(view('/m/home', { LCP: 5000 }));
    clock.advance(2 * 24 * 3600);
    await send(view('/m/home', { LCP: 1000 }));
    clock.advance(60);
    // Days later: a new console session.
    admin = await opsSignIn(t.app, clock);
    const lcp = (answer: Awaited<ReturnType<typeof percentiles>>) =>
      answer.pages[0]?.metrics.find((m) => m.name === 'LCP');
    expect(lcp(await percentiles())).toEqual({ name: 'LCP', p75: 1000, samples: 1 });
    expect(lcp(await percentiles('7d'))).toEqual({ name: 'LCP', p75: 4000, samples: 2 });
    clock.advance(6 * 24 * 3600);
    admin = await opsSignIn(t.app, clock);
    expect(lcp(await percentiles('7d'))).toEqual({ name: 'LCP', p75: 1000, samples: 1 });
    expect(lcp(await percentiles('28d'))).toEqual({ name: 'LCP', p75: 4000, samples: 2 });
    const refused = await t.app.inject({
      method: 'GET',
      url: opsRoutes.opsFieldVitals.path,
      headers: admin.headers,
      query: { window: '1y' },
    });
    expectFail(refused, 400, 'VALIDATION_ERROR');
  });

  it('prunes samples older than the longest window', async () => {
    await clear();
    await send(view('/m/home', { LCP: 5000 }));
    clock.advance(27 * 24 * 3600);
    await send(view('/m/home', { LCP: 1000 }));
    clock.advance(2 * 24 * 3600);
    expect(await t.app.services.vitals.vitals.prune()).toBe(1);
    const rows = await t.database.db.select().from(fieldVitalSamples);
    expect(rows.map((r) => r.value)).toEqual([1000]);
  });

  it('is the admin and content roles’ only; others and guests are refused', async () => {
    const content = await signInNewOperator(t, clock, 'vitals_content', 'content');
    expect((await percentiles('24h', content.headers)).window).toBe('24h');
    const finance = await signInNewOperator(t, clock, 'vitals_finance', 'finance');
    const refused = await t.app.inject({
      method: 'GET',
      url: opsRoutes.opsFieldVitals.path,
      headers: finance.headers,
    });
    expectFail(refused, 403, 'NO_PERMISSION');
    const guest = await t.app.inject({ method: 'GET', url: opsRoutes.opsFieldVitals.path });
    expect(guest.statusCode).toBe(401);
  });
});

describe('the rate limit', () => {
  it('puts the report in its own group: over it, 429 RATE_LIMITED', async () => {
    const limited = await buildTestApp({
      database: t.database,
      rateLimits: { ...DEFAULT_RATE_LIMITS, vitals: { max: 2, windowSeconds: 60 } },
      services: { clock: clock.now },
    });
    try {
      const post = () =>
        limited.app.inject({
          method: 'POST',
          url: report,
          headers: { 'content-type': 'text/plain' },
          payload: JSON.stringify(view('/m/home', { LCP: 1000 })),
        });
      expect((await post()).statusCode).toBe(200);
      expect((await post()).statusCode).toBe(200);
      expectFail(await post(), 429, 'RATE_LIMITED');
    } finally {
      await limited.close();
    }
  });
});
