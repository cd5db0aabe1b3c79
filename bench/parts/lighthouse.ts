/**
 * Part 2: Lighthouse (npm package 12.8, default config: mobile form factor, simulated
 * throttling) with Debian's Chromium on /m/home, /m/gameList?gameType=RNG and /m/login, 3 runs
 * (1 with --quick). Each run launches Chromium once, audits the three pages in it and closes it.
 *
 * Median: per page, the run with the median performance score (ties: the lower LCP), and every
 * figure of the page comes from that one run, so the row is a consistent set (decision 0027).
 * The median run's report is kept in bench/.work/lighthouse/ (git-ignored) for diagnosis.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { lighthouseBudget } from '../lib/budgets.ts';
import { externalRequests, localOnlyResolverFlag } from '../lib/local-only.ts';
import { repoRoot } from '../lib/server.ts';
import type { BenchContext, Figure } from '../lib/types.ts';

const pages = ['/m/home', '/m/gameList?gameType=RNG', '/m/login'] as const;

type Sample = {
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpElement: string;
  lhr: Result;
};

const score = (lhr: Result, id: string): number => {
  const s = lhr.categories[id]?.score;
  if (s === null || s === undefined) throw new Error(`Lighthouse gave no ${id} score`);
  return Math.round(s * 100);
};

const metric = (lhr: Result, id: string): number => {
  const v = lhr.audits[id]?.numericValue;
  if (v === undefined) throw new Error(`Lighthouse gave no ${id} value`);
  return v;
};

/** The LCP element's selector (or snippet), to say what the LCP figure is about. */
function lcpElementOf(lhr: Result): string {
  const details = lhr.audits['largest-contentful-paint-element']?.details as
    { items?: { items?: { node?: { selector?: string; snippet?: string } }[] }[] } | undefined;
  const node = details?.items?.[0]?.items?.[0]?.node;
  return node?.snippet ?? node?.selector ?? 'unknown';
}

function requestedUrls(lhr: Result): string[] {
  const details = lhr.audits['network-requests']?.details as
    { items?: { url?: string }[] } | undefined;
  const items = details?.items;
  if (!items?.length) throw new Error('Lighthouse recorded no network requests');
  return items.map((i) => i.url ?? '');
}

async function audit(url: string, pagePath: string, port: number): Promise<Sample> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error' });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) {
    throw new Error(
      `Lighthouse could not load ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`,
    );
  }
  const final = new URL(lhr.finalDisplayedUrl);
  const wanted = new URL(url);
  if (final.pathname !== wanted.pathname) {
    throw new Error(
      `${pagePath} ended on ${final.pathname}${final.search}, not ${wanted.pathname}`,
    );
  }
  const external = externalRequests(requestedUrls(lhr));
  if (external.length) {
    throw new Error(`${pagePath} requested hosts beyond 127.0.0.1: ${external.join(', ')}`);
  }
  return {
    performance: score(lhr, 'performance'),
    lcpMs: metric(lhr, 'largest-contentful-paint'),
    tbtMs: metric(lhr, 'total-blocking-time'),
    cls: metric(lhr, 'cumulative-layout-shift'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    seo: score(lhr, 'seo'),
    lcpElement: lcpElementOf(lhr),
    lhr,
  };
}

/**
 * Lighthouse's own trace recording sometimes fails (NO_NAVSTART, NO_FCP: "Please run Lighthouse
 * again", it says); such a run measured nothing, so it is run again, once. Any other error, and
 * a second failure, fail the part.
 */
const retriedErrors = /\b(NO_NAVSTART|NO_FCP|NO_LCP|NO_TRACING_STARTED)\b/;
async function auditWithRetry(
  url: string,
  pagePath: string,
  port: number,
  ctx: Pick<BenchContext, 'log'>,
): Promise<Sample> {
  try {
    return await audit(url, pagePath, port);
  } catch (error) {
    if (!retriedErrors.test(String(error))) throw error;
    ctx.log(
      `${pagePath}: Lighthouse's recording failed (${String(error).slice(0, 120)}); once more`,
    );
    return audit(url, pagePath, port);
  }
}

/** The run with the median performance score (ties: lower LCP); the middle one of 3. */
export function medianRun<T extends { performance: number; lcpMs: number }>(samples: T[]): T {
  if (samples.length === 0) throw new Error('no samples');
  const sorted = [...samples].sort((a, b) => a.performance - b.performance || b.lcpMs - a.lcpMs);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

export async function run(ctx: BenchContext): Promise<Figure[]> {
  const runs = ctx.quick ? 1 : 3;
  const samples = new Map<string, Sample[]>(pages.map((p) => [p, []]));
  for (let i = 1; i <= runs; i++) {
    let chrome: LaunchedChrome | undefined;
    try {
      chrome = await launch({
        chromePath: ctx.chromiumPath,
        chromeFlags: [...ctx.chromiumArgs, '--headless=new', localOnlyResolverFlag],
        logLevel: 'silent',
      });
      for (const pagePath of pages) {
        const t0 = Date.now();
        const sample = await auditWithRetry(
          `${ctx.baseUrl}${pagePath}`,
          pagePath,
          chrome.port,
          ctx,
        );
        samples.get(pagePath)!.push(sample);
        ctx.log(
          `run ${i}/${runs} ${pagePath}: performance ${sample.performance}, LCP ${Math.round(sample.lcpMs)} ms, TBT ${Math.round(sample.tbtMs)} ms, CLS ${sample.cls.toFixed(3)} (${((Date.now() - t0) / 1000).toFixed(0)} s)`,
        );
      }
    } finally {
      chrome?.kill();
    }
  }

  const keepDir = path.join(repoRoot, 'bench/.work/lighthouse');
  mkdirSync(keepDir, { recursive: true });
  const figures: Figure[] = [];
  for (const pagePath of pages) {
    const all = samples.get(pagePath)!;
    const m = medianRun(all);
    const file = path.join(keepDir, `${pagePath.replace(/[^a-z0-9]+/gi, '_')}.json`);
    writeFileSync(file, JSON.stringify(m.lhr));
    const runsNote =
      all.length > 1
        ? `median of ${all.length} runs by performance score (${all.map((s) => s.performance).join(', ')}); `
        : '1 run (--quick); ';
    const f = (
      name: string,
      value: number,
      unit: string,
      budget?: Figure['budget'],
      note?: string,
    ): Figure => ({ part: 'lighthouse', name: `${pagePath} ${name}`, value, unit, budget, note });
    figures.push(
      f('performance', m.performance, 'score', { min: lighthouseBudget.performance }, runsNote),
      f('LCP', m.lcpMs, 'ms', { max: lighthouseBudget.lcpMs }, `LCP element: ${m.lcpElement}`),
      f('TBT', m.tbtMs, 'ms', { max: lighthouseBudget.tbtMs }),
      f('CLS', m.cls, 'cls', { max: lighthouseBudget.cls }),
      f('accessibility', m.accessibility, 'score'),
      f('best-practices', m.bestPractices, 'score'),
      f('SEO', m.seo, 'score'),
    );
  }
  return figures;
}
