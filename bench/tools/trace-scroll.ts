/**
 * Profiling aid for the scroll part (decision 0046): opens the game list at 4x CPU like
 * bench/parts/scroll.ts, records a Chromium trace (devtools.timeline categories) while it scrolls
 * to game N, and prints every main-thread task over 50 ms with what it spent its time on (self
 * time per trace event name). Usage:
 *   npx tsx bench/tools/trace-scroll.ts --base-url=http://127.0.0.1:PORT [--games=500] [--out=trace.json]
 */
import { writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { phoneContext } from '../lib/phone.ts';
import { outermostEvents, selfTimeByName, startTrace } from '../lib/trace-events.ts';

const arg = (name: string) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const baseUrl = arg('base-url') ?? 'http://127.0.0.1:3751';
const games = Number(arg('games') ?? 500);
const out = arg('out');
/** --profile: also a JavaScript CPU profile (self time by function) over the scroll. */
const withProfile = process.argv.includes('--profile');

const categories = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'toplevel',
  'v8',
  'v8.execute',
  'blink',
  'blink.user_timing',
  'loading',
  'cc',
  'disabled-by-default-v8.gc',
].join(',');

async function main() {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run'],
    headless: true,
  });
  const context = await browser.newContext({
    ...phoneContext,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(`${baseUrl}/m/gameList?gameType=RNG`, { waitUntil: 'load' });
  await page.waitForSelector('[data-testid="game-tile"] img');
  await page.waitForLoadState('networkidle').catch(() => undefined);

  const stopTrace = await startTrace(
    cdp,
    categories,
    withProfile ? { session: cdp, intervalUs: 500 } : undefined,
  );

  const maxIndex = () =>
    page.evaluate(() => {
      let m = 0;
      for (const el of document.querySelectorAll('[aria-posinset]'))
        m = Math.max(m, Number(el.getAttribute('aria-posinset')));
      return m;
    });
  let steps = 0;
  while ((await maxIndex()) < games && steps < 400) {
    await cdp.send('Input.synthesizeScrollGesture', {
      x: 195,
      y: 600,
      yDistance: -600,
      speed: 1500,
      gestureSourceType: 'mouse',
    });
    steps += 1;
  }
  const { events, profile } = await stopTrace();
  if (profile) {
    // Self time per function (sample counts x interval), heaviest first.
    const counts = new Map<number, number>();
    for (const id of profile.samples ?? []) counts.set(id, (counts.get(id) ?? 0) + 1);
    const deltas = profile.timeDeltas ?? [];
    const perSample = deltas.length
      ? deltas.reduce((a, b) => a + b, 0) / deltas.length / 1000
      : 0.5;
    const byFn = new Map<string, number>();
    for (const node of profile.nodes) {
      const f = node.callFrame;
      const key = `${f.functionName || '(anonymous)'} ${f.url.replace(/^.*\//, '')}:${f.lineNumber + 1}:${f.columnNumber + 1}`;
      byFn.set(key, (byFn.get(key) ?? 0) + (counts.get(node.id) ?? 0) * perSample);
    }
    console.log('JavaScript self time over the scroll (ms):');
    for (const [k, ms] of [...byFn.entries()].sort((a, b) => b[1] - a[1]).slice(0, 40))
      console.log(`  ${ms.toFixed(0).padStart(6)} ${k}`);
  }
  await browser.close();
  if (out) writeFileSync(out, JSON.stringify({ traceEvents: events }));

  // The renderer's main thread.
  const main = events.find(
    (e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain',
  );
  if (!main) throw new Error('no CrRendererMain thread in the trace');
  const onMain = events
    .filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.dur !== undefined)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const allTasks = onMain.filter((e) => e.name === 'RunTask');
  const tasks = allTasks.filter((e) => (e.dur ?? 0) > 50_000);
  const busy = allTasks.reduce((sum, e) => sum + (e.dur ?? 0), 0) / 1000;
  // Thread time (CPU) of the tasks: it includes part of the throttling's own time, so it is a
  // rough measure of work, not a prediction of durations on a quiet machine.
  const cpu = allTasks.reduce((sum, e) => sum + (e.tdur ?? 0), 0) / 1000;

  const span = allTasks.length
    ? (allTasks.at(-1)!.ts + (allTasks.at(-1)!.dur ?? 0) - allTasks[0]!.ts) / 1000
    : 0;
  const longest = allTasks.reduce((m, e) => Math.max(m, e.dur ?? 0), 0) / 1000;
  console.log(
    `main thread: ${allTasks.length} tasks, busy ${busy.toFixed(0)} ms of ${span.toFixed(0)} ms (${((100 * busy) / Math.max(1, span)).toFixed(0)}%), thread CPU ${cpu.toFixed(0)} ms, longest ${longest.toFixed(0)} ms`,
  );
  const total = new Map<string, number>();
  console.log(`${steps} steps; ${tasks.length} tasks over 50 ms on the main thread`);
  for (const task of tasks) {
    const end = task.ts + (task.dur ?? 0);
    const inside = onMain.filter(
      (e) => e !== task && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end,
    );
    const self = selfTimeByName(task, inside);
    const parts = [...self.entries()]
      .filter(([, us]) => us >= 2000)
      .sort((a, b) => b[1] - a[1])
      .map(([n, us]) => `${n} ${(us / 1000).toFixed(0)}`);
    for (const [n, us] of self) total.set(n, (total.get(n) ?? 0) + us);
    // The task's direct children: what started it (a frame, an event, a timer, a response).
    const top = outermostEvents(inside)
      .filter((e) => (e.dur ?? 0) >= 3000)
      .map((e) => {
        const data = (e.args?.data ?? {}) as Record<string, unknown>;
        const what = [
          data.type,
          data.functionName,
          typeof data.url === 'string' ? data.url.replace(/^.*\//, '') : undefined,
        ]
          .filter(Boolean)
          .join(' ');
        return `${e.name}${what ? `(${what})` : ''} ${((e.dur ?? 0) / 1000).toFixed(0)}`;
      });
    console.log(
      `${((task.dur ?? 0) / 1000).toFixed(0)} ms: [${top.join(' | ')}] ${parts.join(', ')}`,
    );
  }
  const dispatched = new Map<string, { n: number; ms: number }>();
  for (const e of onMain.filter((x) => x.name === 'EventDispatch')) {
    const type = String((e.args?.data as { type?: string } | undefined)?.type ?? '?');
    const v = dispatched.get(type) ?? { n: 0, ms: 0 };
    v.n += 1;
    v.ms += (e.dur ?? 0) / 1000;
    dispatched.set(type, v);
  }
  console.log(
    `events dispatched (count, ms with what they ran): ${[...dispatched.entries()]
      .sort((a, b) => b[1].ms - a[1].ms)
      .map(([t, v]) => `${t} ${v.n} ${v.ms.toFixed(0)}`)
      .join(', ')}`,
  );
  console.log('\nall long tasks, self time by event (ms):');
  for (const [n, us] of [...total.entries()].sort((a, b) => b[1] - a[1]).slice(0, 25))
    console.log(`  ${n}: ${(us / 1000).toFixed(0)}`);
}

main().catch((e) => {
  console.error(e);
  process.exitCode = 1;
});
