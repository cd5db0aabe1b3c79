/**
 * Part 3: scrolling the 10,000-game catalogue. Chromium (playwright-core) at 390 x 844, mobile,
 * CPU slowed 4x (DevTools protocol Emulation.setCPUThrottlingRate), opens
 * /m/gameList?gameType=RNG and scrolls like a player, in smooth scroll gestures (DevTools protocol
 * Input.synthesizeScrollGesture), waiting for each page of 25
 * to arrive, until the row holding game 2,000 has been rendered (with --quick too: decision 0046).
 *
 * Definitions (decision 0027):
 * - long tasks: PerformanceObserver 'longtask' entries (tasks over 50 ms), installed by an init
 *   script before the page loads; "load" is up to the first tiles, "scroll" is the scroll itself.
 * - dropped frames: during the scroll a requestAnimationFrame loop records frame times; each
 *   interval of d ms misses round(d / 16.7) - 1 vsync slots; their sum is the figure.
 * - DOM nodes: document.getElementsByTagName('*').length, sampled after every scroll step.
 * - heap: JSHeapUsedSize (Performance.getMetrics) after HeapProfiler.collectGarbage, at the end.
 */
import { chromium, type Browser, type CDPSession, type Page } from 'playwright-core';
import { routes } from '@app/contracts/routes';
import type { GameListResponse } from '@app/contracts/games';
import { scrollBudget } from '../lib/budgets.ts';
import { externalRequests, localOnlyResolverFlag } from '../lib/local-only.ts';
import type { BenchContext, Figure } from '../lib/types.ts';
import { phoneContext } from '../lib/phone.ts';

const PAGE = '/m/gameList?gameType=RNG';
const FRAME_MS = 1000 / 60;
/**
 * One scroll gesture: the page moves this far at SWIPE_SPEED px/s, a thumb's pace. Chromium's
 * smooth scroll gesture with the mouse source (wheel): its touch source does not move the page in
 * headless Chromium, so the pointer rests over the list as a mouse would.
 */
const STEP_PX = 600;
const SWIPE_SPEED = 1500;
/** The grid asks for the next page at most once a second (spec 9); a page must come within this. */
const PAGE_WAIT_MS = 20_000;

type PageState = {
  /** Games loaded into the grid (data-count). */
  count: number;
  /** Highest aria-posinset rendered (1-based index of the furthest tile in the DOM). */
  maxIndex: number;
  domNodes: number;
  scrollY: number;
  /** Room left to scroll, px. */
  remaining: number;
};

declare global {
  interface Window {
    __bench?: {
      longTasks: { start: number; duration: number }[];
      frames: number[];
      recordFrames: boolean;
    };
  }
}

/**
 * Runs in the page before any of its scripts. A string, not a function: tsx's transform wraps
 * named functions in a helper (__name) that does not exist in the page.
 */
const installProbes = `(() => {
  const state = { longTasks: [], frames: [], recordFrames: false };
  window.__bench = state;
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) state.longTasks.push({ start: e.startTime, duration: e.duration });
    }).observe({ type: 'longtask', buffered: true });
  } catch {}
  const tick = (t) => {
    if (state.recordFrames) state.frames.push(t);
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
})();`;

async function readState(page: Page): Promise<PageState> {
  return page.evaluate(
    () =>
      new Promise<PageState>((resolve) => {
        // Read after the next frame, so the state includes what the last step rendered.
        requestAnimationFrame(() =>
          setTimeout(() => {
            const grid = document.querySelector<HTMLElement>('[data-testid="virtual-grid"]');
            let maxIndex = 0;
            for (const el of document.querySelectorAll<HTMLElement>('[aria-posinset]')) {
              maxIndex = Math.max(maxIndex, Number(el.getAttribute('aria-posinset')));
            }
            const docEl = document.documentElement;
            resolve({
              count: Number(grid?.dataset.count ?? 0),
              maxIndex,
              domNodes: document.getElementsByTagName('*').length,
              scrollY: window.scrollY,
              remaining: docEl.scrollHeight - (window.scrollY + window.innerHeight),
            });
          }, 0),
        );
      }),
  );
}

function summariseTasks(tasks: { duration: number }[]) {
  return {
    longest: tasks.reduce((m, t) => Math.max(m, t.duration), 0),
    over50: tasks.filter((t) => t.duration > 50).length,
    over100: tasks.filter((t) => t.duration > 100).length,
  };
}

function withTimeout<T>(work: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

async function heapAfterGcMB(cdp: CDPSession): Promise<number> {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { metrics } = await cdp.send('Performance.getMetrics');
  const used = metrics.find((m) => m.name === 'JSHeapUsedSize')?.value;
  if (used === undefined) throw new Error('Performance.getMetrics gave no JSHeapUsedSize');
  return used / 1024 / 1024;
}

/**
 * Asks once for the artwork of the first `count` games of the list, as a warm image CDN would
 * have it (decision 0046): the reference server draws each WebP icon on its first request, and
 * on a 2-core machine that drawing would compete with the browser being measured. The page's
 * own requests still go out during the scroll (the browser's cache is empty).
 */
async function warmArtwork(ctx: BenchContext, count: number): Promise<number> {
  const urls: string[] = [];
  for (let pageNo = 1; urls.length < count; pageNo++) {
    const query = new URLSearchParams({ gameType: 'RNG', pageNo: String(pageNo), pageSize: '100' });
    const res = await fetch(`${ctx.baseUrl}${routes.gameList.path}?${query}`);
    const body = (await res.json()) as { value: GameListResponse | null };
    const list = body.value?.list ?? [];
    if (list.length === 0) break;
    for (const g of list) {
      const path = g.showIcon === 1 && g.iconUrl ? g.iconUrl : g.defaultIcon;
      urls.push(/^(?:[a-z]+:|\/)/i.test(path) ? path : `/cdn/${path}`);
    }
  }
  const queue = [...new Set(urls.slice(0, count))];
  const worker = async () => {
    for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
      const res = await fetch(url.startsWith('/') ? `${ctx.baseUrl}${url}` : url);
      await res.arrayBuffer();
    }
  };
  const total = queue.length;
  await Promise.all([worker(), worker()]);
  return total;
}

export async function run(ctx: BenchContext): Promise<Figure[]> {
  // --quick scrolls as far as the full run (the budget is about 2,000 games); it is quicker in
  // its other parts.
  const target = 2000;
  let browser: Browser | undefined;
  try {
    browser = await chromium.launch({
      executablePath: ctx.chromiumPath,
      args: [...ctx.chromiumArgs, localOnlyResolverFlag],
      headless: true,
    });
    const context = await browser.newContext({
      ...phoneContext,
    });
    await context.addInitScript({ content: installProbes });
    const page = await context.newPage();
    const problems: string[] = [];
    const requested: string[] = [];
    page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
    page.on('console', (m) => {
      if (m.type() === 'error') problems.push(`console error: ${m.text()}`);
    });
    page.on('request', (r) => requested.push(r.url()));
    page.on('response', (r) => {
      if (r.url().includes('/wps/') && r.status() >= 400)
        problems.push(`${r.status()} from ${r.url()}`);
    });
    const fail = (what: string): never => {
      throw new Error(`${what}${problems.length ? ` (${problems.slice(0, 5).join('; ')})` : ''}`);
    };

    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });

    const warmStarted = Date.now();
    const warmed = await warmArtwork(ctx, target + 100);
    ctx.log(
      `asked for ${warmed} icons first (warm CDN) in ${((Date.now() - warmStarted) / 1000).toFixed(0)} s`,
    );
    ctx.log(`opening ${PAGE} (CPU 4x slower)`);
    const response = await page.goto(`${ctx.baseUrl}${PAGE}`, { waitUntil: 'load' });
    if (!response?.ok()) fail(`${PAGE} answered ${response?.status() ?? 'nothing'}`);
    try {
      await page.waitForFunction(
        () =>
          Number(
            document.querySelector<HTMLElement>('[data-testid="virtual-grid"]')?.dataset.count ?? 0,
          ) > 0 && document.querySelector('[data-testid="game-tile"] img') !== null,
        undefined,
        { timeout: 60_000 },
      );
    } catch {
      fail(`${PAGE}: no game tiles within 60 s`);
    }
    const probe = await page.evaluate(() => window.__bench !== undefined);
    if (!probe) fail('the long-task probe did not install');
    // Let the first screen settle (images, idle work) before the scroll starts.
    await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined);
    const loadTasks = await page.evaluate(() => window.__bench!.longTasks.splice(0));

    await page.evaluate(() => {
      window.__bench!.recordFrames = true;
    });
    let state = await readState(page);
    let maxDom = state.domNodes;
    let steps = 0;
    let pageWaits = 0;
    const started = Date.now();
    while (state.maxIndex < target) {
      if (state.remaining <= 1) {
        // At the end of what is loaded: wait for the next page, as a player would.
        const before = state.count;
        const deadline = Date.now() + PAGE_WAIT_MS;
        while (state.count === before && Date.now() < deadline) {
          await page.waitForTimeout(100);
          state = await readState(page);
        }
        if (state.count === before)
          fail(`no new page of games within ${PAGE_WAIT_MS / 1000} s after ${before} games`);
        pageWaits += 1;
      }
      await withTimeout(
        cdp.send('Input.synthesizeScrollGesture', {
          x: 195,
          y: 600,
          yDistance: -STEP_PX,
          speed: SWIPE_SPEED,
          gestureSourceType: 'mouse',
        }),
        30_000,
        'a scroll gesture did not finish within 30 s',
      );
      steps += 1;
      const prevY = state.scrollY;
      state = await readState(page);
      maxDom = Math.max(maxDom, state.domNodes);
      if (state.scrollY <= prevY && state.remaining > 1) {
        // The swipe did not move the page yet (busy main thread): give it a frame or two.
        await page.waitForTimeout(50);
      }
      if (steps % 100 === 0) {
        ctx.log(
          `step ${steps}: game ${state.maxIndex} of ${state.count} loaded, ${state.domNodes} DOM nodes`,
        );
      }
      if (Date.now() - started > 10 * 60_000) fail('scroll took over 10 minutes');
    }
    const scrollSeconds = (Date.now() - started) / 1000;
    const { frames, scrollTasks } = await page.evaluate(() => {
      const b = window.__bench!;
      b.recordFrames = false;
      return { frames: b.frames.splice(0), scrollTasks: b.longTasks.splice(0) };
    });
    const heapMB = await heapAfterGcMB(cdp);
    if (problems.length) fail('the page reported errors while scrolling');
    const external = externalRequests(requested);
    if (external.length) fail(`requests beyond 127.0.0.1: ${external.slice(0, 5).join(', ')}`);

    let dropped = 0;
    let janky = 0;
    for (let i = 1; i < frames.length; i++) {
      const d = frames[i]! - frames[i - 1]!;
      dropped += Math.max(0, Math.round(d / FRAME_MS) - 1);
      if (d > 2 * FRAME_MS) janky += 1;
    }
    const load = summariseTasks(loadTasks);
    const scroll = summariseTasks(scrollTasks);
    ctx.log(
      `scrolled to game ${state.maxIndex} (${state.count} loaded; waited ${pageWaits} times at the end for a page) in ${steps} steps, ${scrollSeconds.toFixed(0)} s`,
    );
    const label = `scroll ${target}`;
    return [
      {
        part: 'scroll',
        name: `${label} longest task`,
        value: scroll.longest,
        unit: 'ms',
        budget: { max: scrollBudget.longestTaskMs },
        note: `${scroll.over100} task(s) over 100 ms while scrolling; ${steps} scroll gestures of ${STEP_PX} px at ${SWIPE_SPEED} px/s, ${state.count} games loaded, ${scrollSeconds.toFixed(0)} s, CPU 4x slower`,
      },
      {
        part: 'scroll',
        name: `${label} tasks > 50 ms`,
        value: scroll.over50,
        unit: 'count',
        budget: { max: scrollBudget.longTasksOver50 },
      },
      {
        part: 'scroll',
        name: `${label} dropped frames`,
        value: dropped,
        unit: 'count',
        note: `${frames.length} frames recorded; ${janky} frame interval(s) over 33 ms`,
      },
      {
        part: 'scroll',
        name: `${label} max DOM nodes`,
        value: maxDom,
        unit: 'count',
        budget: { max: scrollBudget.domNodes },
      },
      {
        part: 'scroll',
        name: `${label} JS heap after GC`,
        value: heapMB,
        unit: 'MB',
        budget: { max: scrollBudget.heapMB },
      },
      {
        part: 'scroll',
        name: 'page load longest task',
        value: load.longest,
        unit: 'ms',
        note: `opening ${PAGE} with CPU 4x slower: ${load.over50} task(s) over 50 ms (no budget: the budget is the scroll's)`,
      },
    ];
  } finally {
    await browser?.close().catch(() => undefined);
  }
}
