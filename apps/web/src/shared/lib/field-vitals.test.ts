import { fieldVitalsReportSchema } from '@app/contracts/field-vitals';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFieldVitalsReporter, pagePattern, sendReport } from './field-vitals';

describe('pagePattern', () => {
  it.each([
    ['/m/home', '/m/home'],
    ['/m/gameList', '/m/gameList'],
    ['/m/activity', '/m/activity/:id?'],
    ['/m/activity/42', '/m/activity/:id?'],
    ['/m/member/agent/getSalaryContract', '/m/member/agent/getSalaryContract'],
    ['/m/myAccount/index', '/m/myAccount/index'],
    ['/m/', '/m/home'],
    ['/m', '/m/home'],
    ['/m/index.html', '/m/home'],
    ['/m/no-such-page', '/m/*'],
    ['/elsewhere', '/m/*'],
  ])('%s is the page %s', (pathname, page) => {
    expect(pagePattern(pathname)).toBe(page);
    // Every page the reporter can name is one the contract accepts.
    expect(
      fieldVitalsReportSchema.safeParse({
        page,
        navigationType: 'navigate',
        metrics: [{ id: 'v6-1-1', name: 'LCP', value: 1 }],
      }).success,
    ).toBe(true);
  });

  it('never carries the query or the ids of the URL', () => {
    // location.pathname holds no query; ids in the path become the pattern's parameter.
    expect(pagePattern('/m/activity/secret-777')).toBe('/m/activity/:id?');
  });
});

/** A page that can be hidden and left, with the real jsdom event machinery. */
function page(visibility: DocumentVisibilityState = 'visible') {
  const target = new EventTarget() as EventTarget & {
    document: { visibilityState: DocumentVisibilityState };
  };
  target.document = { visibilityState: visibility };
  return {
    target: target as unknown as Parameters<typeof createFieldVitalsReporter>[0]['target'],
    hide() {
      target.document.visibilityState = 'hidden';
      target.dispatchEvent(new Event('visibilitychange'));
    },
    show() {
      target.document.visibilityState = 'visible';
      target.dispatchEvent(new Event('visibilitychange'));
    },
    leave: () => target.dispatchEvent(new Event('pagehide')),
  };
}

function reporterOn(p: ReturnType<typeof page>) {
  const sent: unknown[] = [];
  const reporter = createFieldVitalsReporter({
    page: '/m/gameList',
    send: (body) => sent.push(fieldVitalsReportSchema.parse(JSON.parse(body))),
    target: p.target,
  });
  return { reporter, sent };
}

const metric = (id: string, name: string, value: number, navigationType = 'navigate') =>
  ({ id, name, value, navigationType }) as Parameters<
    ReturnType<typeof createFieldVitalsReporter>['add']
  >[0];

describe('the reporter', () => {
  it('sends the metrics of one page view as one report when the page is hidden', () => {
    const p = page();
    const { reporter, sent } = reporterOn(p);
    reporter.add(metric('v6-a-1', 'TTFB', 120.44));
    reporter.add(metric('v6-a-2', 'FCP', 800));
    reporter.add(metric('v6-a-3', 'LCP', 1500.26));
    reporter.add(metric('v6-a-4', 'CLS', 0.123456));
    expect(sent).toEqual([]);
    p.hide();
    expect(sent).toEqual([
      {
        page: '/m/gameList',
        navigationType: 'navigate',
        metrics: [
          { id: 'v6-a-1', name: 'TTFB', value: 120.4 },
          { id: 'v6-a-2', name: 'FCP', value: 800 },
          { id: 'v6-a-3', name: 'LCP', value: 1500.3 },
          { id: 'v6-a-4', name: 'CLS', value: 0.1235 },
        ],
      },
    ]);
  });

  it('keeps the latest value of a metric and sends later changes only', () => {
    const p = page();
    const { reporter, sent } = reporterOn(p);
    reporter.add(metric('v6-b-1', 'CLS', 0.01));
    reporter.add(metric('v6-b-1', 'CLS', 0.05));
    reporter.add(metric('v6-b-2', 'INP', 96));
    p.hide();
    // Nothing new: hiding again sends nothing.
    p.show();
    p.hide();
    // CLS grew after the page came back: only it goes, under its id (the server replaces it).
    p.show();
    reporter.add(metric('v6-b-1', 'CLS', 0.2));
    p.leave();
    expect(sent).toEqual([
      {
        page: '/m/gameList',
        navigationType: 'navigate',
        metrics: [
          { id: 'v6-b-1', name: 'CLS', value: 0.05 },
          { id: 'v6-b-2', name: 'INP', value: 96 },
        ],
      },
      {
        page: '/m/gameList',
        navigationType: 'navigate',
        metrics: [{ id: 'v6-b-1', name: 'CLS', value: 0.2 }],
      },
    ]);
  });

  it('keeps page views apart: a back-forward-cache restore starts a new report', () => {
    const p = page();
    const { reporter, sent } = reporterOn(p);
    reporter.add(metric('v6-c-1', 'LCP', 2000));
    reporter.add(metric('v6-c-2', 'LCP', 300, 'back-forward-cache'));
    p.hide();
    expect(sent).toEqual([
      {
        page: '/m/gameList',
        navigationType: 'navigate',
        metrics: [{ id: 'v6-c-1', name: 'LCP', value: 2000 }],
      },
      {
        page: '/m/gameList',
        navigationType: 'back-forward-cache',
        metrics: [{ id: 'v6-c-2', name: 'LCP', value: 300 }],
      },
    ]);
  });

  it('drops broken measurements instead of having the whole report refused', () => {
    const p = page();
    const { reporter, sent } = reporterOn(p);
    reporter.add(metric('v6-d-1', 'LCP', Number.NaN));
    reporter.add(metric('v6-d-2', 'INP', -5));
    reporter.add(metric('v6-d-3', 'CLS', 999));
    reporter.add(metric('v6-d-4', 'FID', 10));
    p.hide();
    expect(sent).toEqual([]);
    reporter.add(metric('v6-d-5', 'INP', 64));
    reporter.stop();
    p.show();
    p.hide();
    // Stopped: the page's events no longer send.
    expect(sent).toEqual([]);
    reporter.flush();
    expect(sent).toHaveLength(1);
  });
});

describe('sendReport', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('uses a beacon, and fetch with keepalive when the beacon is refused', () => {
    const beacon = vi.fn(() => true);
    const fetcher = vi.fn(() => Promise.resolve(new Response()));
    vi.stubGlobal('navigator', { sendBeacon: beacon });
    vi.stubGlobal('fetch', fetcher);
    sendReport('{"a":1}', '/wps/vitals');
    expect(beacon).toHaveBeenCalledWith('/wps/vitals', '{"a":1}');
    expect(fetcher).not.toHaveBeenCalled();

    beacon.mockReturnValue(false);
    sendReport('{"a":2}', '/wps/vitals');
    expect(fetcher).toHaveBeenCalledWith(
      '/wps/vitals',
      expect.objectContaining({ method: 'POST', body: '{"a":2}', keepalive: true }),
    );
  });
});
