import autocannon from 'autocannon';

/**
 * autocannon for the api and login parts: one place that starts a load run, always stops it
 * (on error, on Ctrl-C, or when it overruns its duration) and reads the figures we report.
 */

/** What a browser sends: the server compresses for real clients, so the bench asks the same. */
export const browserHeaders = {
  accept: 'application/json, text/plain, */*',
  'accept-encoding': 'gzip, deflate, br',
  'accept-language': 'km-KH,km;q=0.9,en;q=0.8',
  'user-agent':
    'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36',
} as const;

export type LoadFigures = {
  /** Mean completed requests per second over the run. */
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** Responses received (any status). */
  responses: number;
  /** Requests sent that got no response before the run ended. */
  unanswered: number;
  non2xx: number;
  /** Connection errors, including timeouts. */
  errors: number;
  timeouts: number;
  durationS: number;
};

const running = new Set<autocannon.Instance>();
let signalsHooked = false;
let interrupted = false;

/**
 * Ctrl-C while a load runs: stop every instance, and make further runs fail at once, so the part
 * ends and the runner's `finally` stops the bench server. A stuck process exits after 15 s.
 */
function hookSignals() {
  if (signalsHooked) return;
  signalsHooked = true;
  const stopAll = () => {
    for (const instance of running) instance.stop();
  };
  process.once('SIGINT', () => {
    interrupted = true;
    process.exitCode = 130;
    stopAll();
    setTimeout(() => process.exit(130), 15_000).unref();
  });
  process.once('exit', stopAll);
}

function toFigures(result: autocannon.Result): LoadFigures {
  const responses = result['1xx'] + result['2xx'] + result['3xx'] + result['4xx'] + result['5xx'];
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    maxMs: result.latency.max,
    responses,
    unanswered: Math.max(0, result.requests.sent - responses),
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    durationS: result.duration,
  };
}

/**
 * Runs autocannon with `options` and resolves with its figures. The instance is stopped if it
 * runs more than 30 s past its duration (a hung server must not hang the bench), and on SIGINT.
 */
export async function runLoad(options: autocannon.Options): Promise<LoadFigures> {
  hookSignals();
  if (interrupted) throw new Error('interrupted (SIGINT)');
  const durationS = typeof options.duration === 'number' ? options.duration : 10;
  let instance: autocannon.Instance | undefined;
  let watchdog: NodeJS.Timeout | undefined;
  try {
    const result = await new Promise<autocannon.Result>((resolve, reject) => {
      instance = autocannon({ timeout: 10, ...options }, (err, res) =>
        err ? reject(err instanceof Error ? err : new Error(String(err))) : resolve(res),
      );
      running.add(instance);
      watchdog = setTimeout(() => instance?.stop(), (durationS + 30) * 1000);
    });
    if (interrupted) throw new Error('interrupted (SIGINT)');
    return toFigures(result);
  } finally {
    clearTimeout(watchdog);
    if (instance) {
      // stop() is safe after the run ended; it closes any socket still open.
      instance.stop();
      running.delete(instance);
    }
  }
}

/**
 * Waits until the server answers `path` quickly again: requests still queued from a run that
 * just ended (autocannon closes its sockets, the server still works through them) must not
 * land in the next run's figures.
 */
export async function waitUntilDrained(baseUrl: string, path = '/healthz'): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const t0 = performance.now();
    try {
      await (await fetch(baseUrl + path)).arrayBuffer();
    } catch {
      // not answering yet
    }
    if (performance.now() - t0 < 100) return;
    await sleep(200);
  }
  throw new Error(`${baseUrl}${path} still slow 60 s after the load ended`);
}

type Envelope = { success: boolean; value: unknown; errorCode: string | null };

/** GET an API path and return its envelope's value; throws a clear error otherwise. */
export async function getValue(baseUrl: string, url: string): Promise<unknown> {
  let res: Response;
  try {
    res = await fetch(baseUrl + url, { headers: browserHeaders });
  } catch (err) {
    throw new Error(`GET ${url}: no answer from ${baseUrl} (${(err as Error).message})`, {
      cause: err,
    });
  }
  const text = await res.text();
  if (res.status !== 200)
    throw new Error(`GET ${url} answered ${res.status}, not 200: ${text.slice(0, 200)}`);
  let body: Envelope;
  try {
    body = JSON.parse(text) as Envelope;
  } catch (err) {
    throw new Error(`GET ${url} did not answer JSON: ${text.slice(0, 200)}`, { cause: err });
  }
  if (body.success !== true)
    throw new Error(`GET ${url} answered success=${body.success} (${body.errorCode})`);
  return body.value;
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Median of a non-empty list. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
