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
import { chromium, type APIRequestContext } from 'playwright-core';
import {
  deviceHeader,
  encryptionHeader,
  encryptPayload,
  importPublicKey,
} from '@app/contracts/encrypted-envelope';
import { bytesBudget } from '../lib/budgets.ts';
import {
  firstLoadRoutes,
  measureFirstLoad,
  readManifest,
  toKiB,
  type FirstLoad,
} from '../lib/first-load.ts';
import type { BenchContext, Figure } from '../lib/types.ts';

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
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 1,
        isMobile: true,
        hasTouch: true,
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
  } finally {
    await browser.close();
  }
  return figures;
}
