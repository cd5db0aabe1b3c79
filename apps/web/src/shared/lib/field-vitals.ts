import {
  fieldVitalMaxValue,
  fieldVitalNames,
  fieldVitalNavigationTypes,
  fieldVitalsStartedMark,
  type FieldVitalName,
  type FieldVitalNavigationType,
} from '@app/contracts/field-vitals-constants';
import { fieldVitalsRoutes } from '@app/contracts/field-vitals-routes';
import { matchPath } from 'react-router';
import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import { basename, homeAliasPatterns, routePatterns } from './paths';

/**
 * Field data (issue 19, item 7; decision 0044): the Core Web Vitals of this page view, measured
 * by web-vitals and sent to the platform when the page is hidden. main.tsx imports this module
 * once the page has loaded and gone idle, so it never competes with the first screen.
 *
 * Nothing personal travels: the page is the route PATTERN the view landed on (`/m/gameList`,
 * `/m/activity/:id?`), never the URL, its query or ids; then the navigation type and the metrics.
 */

/** The page of a pathname: its route pattern under the basename, `/m/*` for no route. */
export function pagePattern(pathname: string): string {
  const inApp =
    pathname === basename || pathname.startsWith(`${basename}/`)
      ? pathname.slice(basename.length) || '/'
      : null;
  if (inApp === null) return `${basename}/*`;
  if ((homeAliasPatterns as readonly string[]).includes(inApp))
    return `${basename}${routePatterns.home}`;
  for (const pattern of Object.values(routePatterns)) {
    if (matchPath({ path: pattern, end: true }, inApp)) return `${basename}${pattern}`;
  }
  return `${basename}/*`;
}

type Sample = { id: string; name: FieldVitalName; value: number };
export type FieldVitalsTarget = Pick<Window, 'addEventListener' | 'removeEventListener'> & {
  document: Pick<Document, 'visibilityState'>;
};

const round = (name: FieldVitalName, value: number) =>
  name === 'CLS' ? Math.round(value * 10_000) / 10_000 : Math.round(value * 10) / 10;

/**
 * Collects the metrics of one page view and hands them over as ONE report when the page is
 * hidden (visibilitychange) or left (pagehide): the moments a phone may never give back. A
 * metric reported again (its id seen before: CLS or INP grew after the page came back) replaces
 * its value; after a flush, only what changes later is sent, and the platform updates the sample
 * by its id. A metric of another page view (a back-forward-cache restore) flushes the batch first.
 */
export function createFieldVitalsReporter(options: {
  page: string;
  send: (body: string) => void;
  target?: FieldVitalsTarget;
}) {
  const { page, send } = options;
  const target = options.target ?? window;
  const queue = new Map<string, Sample>();
  let navigationType: FieldVitalNavigationType = 'navigate';

  function flush() {
    if (queue.size === 0) return;
    const metrics = [...queue.values()];
    queue.clear();
    send(JSON.stringify({ page, navigationType, metrics }));
  }

  function add(metric: Pick<Metric, 'id' | 'name' | 'value' | 'navigationType'>) {
    const name = metric.name as FieldVitalName;
    if (!(fieldVitalNames as readonly string[]).includes(name)) return;
    // A broken measurement (NaN, negative, over the cap) is dropped, not sent for a refusal.
    if (!Number.isFinite(metric.value) || metric.value < 0) return;
    if (metric.value > fieldVitalMaxValue[name]) return;
    const type = (fieldVitalNavigationTypes as readonly string[]).includes(metric.navigationType)
      ? (metric.navigationType as FieldVitalNavigationType)
      : 'navigate';
    const sameNameOtherView = [...queue.values()].some(
      (s) => s.name === name && s.id !== metric.id,
    );
    if (queue.size > 0 && (type !== navigationType || sameNameOtherView)) flush();
    navigationType = type;
    queue.set(metric.id, { id: metric.id, name, value: round(name, metric.value) });
  }

  const onVisibility = () => {
    if (target.document.visibilityState === 'hidden') flush();
  };
  // Bubble phase on the window: after web-vitals' own capture-phase listeners, which report the
  // final CLS and INP on the same event.
  target.addEventListener('visibilitychange', onVisibility);
  target.addEventListener('pagehide', flush);

  return {
    add,
    flush,
    stop() {
      target.removeEventListener('visibilitychange', onVisibility);
      target.removeEventListener('pagehide', flush);
    },
  };
}

/** A beacon (text/plain, which the report row accepts); fetch with keepalive when refused. */
export function sendReport(body: string, url = fieldVitalsRoutes.fieldVitalsReport.path): void {
  try {
    if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url, body)) return;
  } catch {
    // Some browsers throw instead of answering false: try fetch.
  }
  void fetch(url, {
    method: 'POST',
    body,
    keepalive: true,
    credentials: 'omit',
    headers: { 'content-type': 'application/json' },
  }).catch(() => undefined);
}

/** Starts measuring; `landingPath` is the pathname the page view loaded (main.tsx keeps it). */
export function startFieldVitals(landingPath: string): void {
  const reporter = createFieldVitalsReporter({ page: pagePattern(landingPath), send: sendReport });
  // Every change, not only the final value: the queue keeps a metric's latest value by its id
  // and sends it when the page is hidden. Final values only would lose INP when the page is
  // left within a second of the interaction: web-vitals (6.2) processes the interaction's
  // entries when idle or hidden, and on hidden that comes after its own final report, whose
  // value is then never sent.
  const every = { reportAllChanges: true };
  onLCP(reporter.add, every);
  onINP(reporter.add, every);
  onCLS(reporter.add, every);
  onFCP(reporter.add, every);
  onTTFB(reporter.add, every);
  // A User Timing mark: the moment this view is measured from (what the e2e test waits for
  // before it interacts, and what a trace shows).
  performance.mark(fieldVitalsStartedMark);
}
