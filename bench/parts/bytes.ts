/**
 * Part 1, bytes: everything each route's first load downloads until it settles, the idle work
 * included (JS and CSS, raw and gzip; budgets on /m/home), the part of it needed before it is
 * interactive, the request count and the chunks it should not have requested. The measuring rule
 * (fresh context, when a load has settled, gzip level 9 of the served bytes, fonts excluded,
 * "unexpected chunk") is in bench/lib/first-load.ts, shared with the `npm test` size check
 * (e2e/bundle-budget.spec.ts).
 *
 * Every route is opened as a first visit: no stored language (so Khmer, the default), dark theme
 * (the default); /m/member/home as demo01, logged in through the real encrypted API beforehand
 * with the session preset in localStorage (MC_SESSION_INFO), as e2e/fixtures.ts loginViaApi does.
 * BENCH_WEB_DIST names the build the server serves when it is not apps/web/dist (--base-url).
 */
import { chromium, type APIRequestContext, type Browser } from 'playwright-core';
import {
  deviceHeader,
  encryptionHeader,
  encryptPayload,
  importPublicKey,
} from '@app/contracts/encrypted-envelope';
import { bytesBudget, homeLoadBudget } from '../lib/budgets.ts';
import {
  firstLoadRoutes,
  measureFirstLoad,
  readManifest,
  toKiB,
  type FirstLoad,
} from '../lib/first-load.ts';
import type { BenchContext, Figure } from '../lib/types.ts';
import { phoneContext } from '../lib/phone.ts';

const part = 'bytes';

/** The real encrypted login (POST /wps/session/login); returns what the app stores. */
async function memberSession(request: APIRequestContext, username: string, password: string) {
  const keyAnswer = (await (await request.get('/wps/system/publicKey')).json()) as {
    value: { keyId: string; publicKey: string };
  };
  const key = await importPublicKey(keyAnswer.value.publicKey);
  const apiPath = '/wps/session/login';
  const sealed = await encryptPayload(
    key,
    keyAnswer.value.keyId,
    { type: 'username', username, password, remember: false },
    apiPath,
  );
  const answer = await request.post(apiPath, {
    headers: { [encryptionHeader]: sealed.header, [deviceHeader]: 'H5' },
    data: { data: sealed.data },
  });
  const body = (await answer.json()) as {
    success: boolean;
    errorCode?: string;
    value: {
      token: string;
      type: number;
      userName: string;
      merchantCode: string;
      firstTimeLogin: boolean;
    };
  };
  if (!body.success) throw new Error(`login ${username} failed: ${body.errorCode}`);
  const v = body.value;
  return {
    token: v.token,
    type: v.type,
    userName: v.userName,
    merchantCode: v.merchantCode,
    firstTimeLogin: v.firstTimeLogin,
  };
}

/** The files, by stage, with their gzip KiB: the note under the table. */
function describe(load: FirstLoad, kind: 'js' | 'css'): string {
  const list = (stage: string) =>
    load.files
      .filter((f) => f.kind === kind && f.stage === stage)
      .map((f) => `${f.path.replace('/m/assets/', '')} ${toKiB(f.gzip)}`)
      .join(', ');
  const parts = [`lang ${load.language}; before interactive: ${list('interactive')}`];
  const later = list('firstScreen');
  if (later) parts.push(`first screen: ${later}`);
  const idle = list('afterIdle');
  if (idle) parts.push(`after idle: ${idle}`);
  const unexpected = list('unexpected');
  if (unexpected) parts.push(`unexpected: ${unexpected}`);
  return parts.join('; ');
}

/**
 * Long tasks while /m/home loads (issue 19, item 2): PerformanceObserver 'longtask' entries
 * (tasks over 50 ms), buffered from before the page's first script (an init script; a string,
 * as tsx's transform would wrap a function in a helper the page lacks), the CPU 4x slower
 * (Emulation.setCPUThrottlingRate, as the scroll part), counted until the load settled by the
 * same rule as the bytes (first screen, idle work, network quiet). First visit, Khmer.
 */
const recordLongTasks = `(() => {
  const tasks = [];
  window.__loadTasks = tasks;
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) tasks.push({ start: Math.round(e.startTime), duration: Math.round(e.duration) });
    }).observe({ type: 'longtask', buffered: true });
  } catch {}
})();`;

async function homeLoadTasks(
  browser: Browser,
  ctx: BenchContext,
  manifest: ReturnType<typeof readManifest>,
): Promise<Figure[]> {
  const home = firstLoadRoutes.find((r) => r.name === '/m/home')!;
  const context = await browser.newContext({
    baseURL: ctx.baseUrl,
    ...phoneContext,
  });
  try {
    await context.addInitScript(recordLongTasks);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await measureFirstLoad(page, ctx.baseUrl, home, manifest, 60_000);
    const tasks = await page.evaluate(
      () =>
        (window as unknown as { __loadTasks?: { start: number; duration: number }[] })
          .__loadTasks ?? [],
    );
    const over50 = tasks.filter((t) => t.duration > 50);
    const longest = tasks.reduce((m, t) => Math.max(m, t.duration), 0);
    const excess = over50.reduce((n, t) => n + t.duration - 50, 0);
    ctx.log(
      `/m/home load at 4x CPU: ${over50.length} tasks > 50 ms, longest ${longest} ms, excess ${excess} ms`,
    );
    const list = over50.map((t) => `${t.duration} ms at ${t.start} ms`).join(', ');
    return [
      {
        part,
        name: '/m/home load tasks > 50 ms (4x CPU)',
        value: over50.length,
        unit: 'count',
        budget: { max: homeLoadBudget.tasksOver50ms },
        ...(list ? { note: list } : {}),
      },
      { part, name: '/m/home load longest task (4x CPU)', value: longest, unit: 'ms' },
      {
        part,
        name: '/m/home load blocking time (4x CPU, sum of task time over 50 ms)',
        value: excess,
        unit: 'ms',
      },
    ];
  } finally {
    await context.close();
  }
}

export async function run(ctx: BenchContext): Promise<Figure[]> {
  const webDist = process.env.BENCH_WEB_DIST ?? ctx.webDist;
  const manifest = readManifest(webDist);
  const browser = await chromium.launch({
    executablePath: ctx.chromiumPath,
    args: ctx.chromiumArgs,
  });
  const figures: Figure[] = [];
  try {
    for (const route of firstLoadRoutes) {
      const context = await browser.newContext({
        baseURL: ctx.baseUrl,
        ...phoneContext,
      });
      try {
        if (route.member) {
          const session = await memberSession(context.request, 'demo01', 'Demo@2026');
          await context.addInitScript((value) => {
            if (!localStorage.getItem('MC_SESSION_INFO'))
              localStorage.setItem('MC_SESSION_INFO', value);
          }, JSON.stringify(session));
        }
        const page = await context.newPage();
        const load = await measureFirstLoad(page, ctx.baseUrl, route, manifest);
        const { interactive: before, settled } = load;
        ctx.log(
          `${route.name}: settled (everything) JS ${toKiB(settled.js.gzip)} KiB gzip in ${settled.js.count} files, CSS ${toKiB(settled.css.gzip)} KiB; before interactive JS ${toKiB(before.js.gzip)} KiB in ${before.js.count} files`,
        );
        const home = route.name === '/m/home';
        const kib = (name: string, value: number, extra: Partial<Figure> = {}): Figure => ({
          part,
          name: `${route.name} ${name}`,
          value: toKiB(value),
          unit: 'KiB',
          ...extra,
        });
        figures.push(
          kib('JS raw', settled.js.raw),
          kib('JS gzip', settled.js.gzip, {
            ...(home ? { budget: { max: toKiB(bytesBudget.homeJsGzip) } } : {}),
            note: describe(load, 'js'),
          }),
          kib('CSS raw', settled.css.raw),
          kib('CSS gzip', settled.css.gzip, {
            ...(home ? { budget: { max: toKiB(bytesBudget.homeCssGzip) } } : {}),
          }),
          kib('JS gzip before interactive', before.js.gzip),
          kib('CSS gzip before interactive', before.css.gzip),
          {
            part,
            name: `${route.name} JS+CSS requests settled`,
            value: settled.js.count + settled.css.count,
            unit: 'count',
          },
          {
            part,
            name: `${route.name} unexpected chunks`,
            value: load.unexpected.length,
            unit: 'count',
            budget: { max: 0 },
            ...(load.unexpected.length ? { note: load.unexpected.join(', ') } : {}),
          },
        );
      } finally {
        await context.close();
      }
    }
    figures.push(...(await homeLoadTasks(browser, ctx, manifest)));
  } finally {
    await browser.close();
  }
  return figures;
}
