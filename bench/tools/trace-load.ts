/**
 * Profiling aid for the bytes part's load figure (issue 19, item 2; decision 0047): opens a page
 * (default /m/home) at 390 x 844 with the CPU 4x slower, like bench/parts/bytes.ts, first visit,
 * records a Chromium trace from before the navigation until the load settles by the bench's rule
 * (bench/lib/first-load.ts: load, first screen, idle, the idle work's mark, network quiet 1 s),
 * and prints every main-thread task over 50 ms with what it spent its time in:
 *   - what started it (the task's top-level events: a script evaluated, a function called from
 *     which chunk, a timer, a response, an idle callback, HTML parsing);
 *   - self time per trace event (scripting, style = UpdateLayoutTree, Layout, Paint, image
 *     decode, HTML parsing, compile, GC);
 *   - script time per chunk (the files whose code ran);
 *   - with --profile, a JavaScript CPU profile: self time per function within the task and the
 *     app's own functions (React components, hooks) the time ran under: the innermost frame of
 *     each sample whose source is the app's (apps/web/src), named through the chunk's source map
 *     when the build has them (`npx vite build --sourcemap` in apps/web; without maps, minified
 *     names and chunk:line:col).
 * Usage:
 *   npx tsx bench/tools/trace-load.ts --base-url=http://127.0.0.1:PORT [--path=/m/home]
 *     [--rate=4] [--language=km|en|zh|vi] [--profile] [--detailed] [--out=trace.json]
 *     (with --profile, --out also writes the CPU profile to trace.json.cpuprofile)
 *     [--inject-head='<link ...>'] [--long-ms=50]
 *     [--web-dist=apps/web/dist]
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { firstLoadRoutes, measureFirstLoad, readManifest } from '../lib/first-load.ts';
import { phoneContext } from '../lib/phone.ts';
import {
  outermostEvents,
  selfTimeByName,
  startTrace,
  type CpuProfile,
  type TraceEvent,
} from '../lib/trace-events.ts';

type ProfileNode = CpuProfile['nodes'][number];

const arg = (name: string) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const baseUrl = arg('base-url') ?? 'http://127.0.0.1:3700';
const routePath = arg('path') ?? '/m/home';
const rate = Number(arg('rate') ?? 4);
const language = arg('language');
const out = arg('out');
const webDist = arg('web-dist') ?? path.resolve(import.meta.dirname, '../../apps/web/dist');
const withProfile = process.argv.includes('--profile');
/**
 * --inject-head=HTML: added before the page's `</head>` (the document only), to try a change of
 * the server-rendered head (a preload, a style sheet) before making it.
 */
const injectHead = arg('inject-head');
/** --long-ms=N: the tasks to print (default 50; at --rate=1, 12.5 is what Lighthouse's 4x
 * simulation counts as long). */
const longUs = Number(arg('long-ms') ?? 50) * 1000;

/** --detailed: Blink's and V8's own categories too (finer names, but tracing slows the page). */
const detailed = process.argv.includes('--detailed');
const categories = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'toplevel',
  'v8.execute',
  'blink.user_timing',
  'loading',
  ...(detailed ? ['v8', 'blink', 'disabled-by-default-v8.gc'] : []),
].join(',');

const fileOf = (url: string) => url.replace(/[?#].*$/, '').replace(/^.*\//, '');

/* ---------- source maps (optional): original names of the app's functions ---------- */

const base64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Decodes a source map's `mappings` into per-line segments [col, source, line, col, name?]. */
function decodeMappings(mappings: string): number[][][] {
  const lines: number[][][] = [];
  let source = 0;
  let srcLine = 0;
  let srcCol = 0;
  let name = 0;
  for (const line of mappings.split(';')) {
    const segments: number[][] = [];
    let col = 0;
    for (const segment of line.split(',')) {
      if (!segment) continue;
      const values: number[] = [];
      let value = 0;
      let shift = 0;
      for (const ch of segment) {
        const digit = base64.indexOf(ch);
        value += (digit & 31) << shift;
        if (digit & 32) shift += 5;
        else {
          values.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      col += values[0] ?? 0;
      const seg = [col];
      if (values.length >= 4) {
        source += values[1]!;
        srcLine += values[2]!;
        srcCol += values[3]!;
        seg.push(source, srcLine, srcCol);
        if (values.length >= 5) {
          name += values[4]!;
          seg.push(name);
        }
      }
      segments.push(seg);
    }
    lines.push(segments);
  }
  return lines;
}

type SourceMap = { sources: string[]; names: string[]; lines: number[][][] };
const maps = new Map<string, SourceMap | null>();

function sourceMapOf(file: string): SourceMap | null {
  if (maps.has(file)) return maps.get(file)!;
  const mapFile = path.join(webDist, 'assets', `${file}.map`);
  let map: SourceMap | null = null;
  if (existsSync(mapFile)) {
    const raw = JSON.parse(readFileSync(mapFile, 'utf8')) as {
      sources: string[];
      names: string[];
      mappings: string;
    };
    map = { sources: raw.sources, names: raw.names, lines: decodeMappings(raw.mappings) };
  }
  maps.set(file, map);
  return map;
}

/** Original source and name at a generated position (0-based line and column). */
function original(
  url: string,
  line: number,
  col: number,
): { source: string; name?: string } | undefined {
  const map = sourceMapOf(fileOf(url));
  const segments = map?.lines[line];
  if (!map || !segments) return undefined;
  let found: number[] | undefined;
  for (const s of segments) {
    if (s[0]! > col) break;
    found = s;
  }
  if (!found || found.length < 4) return undefined;
  return {
    source: map.sources[found[1]!] ?? '?',
    name: found.length >= 5 ? map.names[found[4]!] : undefined,
  };
}

/** A readable name for a profile frame: original name and module when mapped. */
function frameName(frame: ProfileNode['callFrame']): { label: string; app: boolean } {
  const file = fileOf(frame.url);
  const where = original(frame.url, frame.lineNumber, frame.columnNumber);
  if (where) {
    const source = where.source.replace(/^.*?\/(apps\/web\/src|node_modules)\//, '$1/');
    const app = !source.includes('node_modules') && source.includes('src/');
    const name = where.name ?? frame.functionName ?? '(anonymous)';
    return { label: `${name || '(anonymous)'} ${source.replace(/^.*src\//, '')}`, app };
  }
  const fn = frame.functionName || '(anonymous)';
  return {
    label: file ? `${fn} ${file}:${frame.lineNumber + 1}:${frame.columnNumber + 1}` : fn,
    app: false,
  };
}

/* ---------- the run ---------- */

async function main() {
  const route = firstLoadRoutes.find((r) => r.path === routePath) ?? {
    name: routePath,
    path: routePath,
    ready: 'main',
    firstScreen: [],
  };
  const manifest = readManifest(webDist);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
    headless: true,
  });
  const context = await browser.newContext({ baseURL: baseUrl, ...phoneContext });
  if (language) {
    // The server renders in the cookie's language; the app reads local storage (decision 0048).
    await context.addCookies([{ name: 'language', value: language, url: baseUrl }]);
    await context.addInitScript(
      `try { localStorage.setItem('language', ${JSON.stringify(language)}); } catch {}`,
    );
  }
  const page = await context.newPage();
  if (injectHead)
    await page.route(
      (url) => url.pathname === routePath.replace(/\?.*$/, ''),
      async (route) => {
        const res = await route.fetch();
        const body = (await res.text()).replace('</head>', `${injectHead}</head>`);
        await route.fulfill({ response: res, body });
      },
    );
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  // The browser's session traces every process (the navigation may move the page to another
  // renderer).
  const browserCdp = await browser.newBrowserCDPSession();
  const stopTrace = await startTrace(
    browserCdp,
    categories,
    withProfile ? { session: cdp, intervalUs: 200 } : undefined,
  );
  const load = await measureFirstLoad(page, baseUrl, route, manifest, 90_000);
  const { events, profile } = await stopTrace();
  await browser.close();
  if (out) writeFileSync(out, JSON.stringify({ traceEvents: events }));
  // The CPU profile beside it, for DevTools' Performance panel or a call-tree script.
  if (out && profile) writeFileSync(`${out}.cpuprofile`, JSON.stringify(profile));
  const settledKiB = (load.settled.js.gzip / 1024).toFixed(1);
  console.log(`${route.name} at ${rate}x CPU, lang ${load.language}: JS gzip ${settledKiB} KiB`);

  // The page's renderer: the CrRendererMain thread that parsed the page's HTML.
  const parse = events.find(
    (e) =>
      e.name === 'ParseHTML' &&
      String((e.args?.beginData as { url?: string } | undefined)?.url ?? '').includes(routePath),
  );
  const mains = events.filter(
    (e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain',
  );
  const main = (parse && mains.find((m) => m.pid === parse.pid && m.tid === parse.tid)) ?? mains[0];
  if (!main) throw new Error('no CrRendererMain thread in the trace');
  const onMain = events
    .filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.dur !== undefined)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const navStart =
    events.find((e) => e.name === 'navigationStart' && e.pid === main.pid)?.ts ??
    onMain[0]?.ts ??
    0;
  const allTasks = onMain.filter((e) => e.name === 'RunTask');
  const tasks = allTasks.filter((e) => (e.dur ?? 0) > longUs);
  const longest = allTasks.reduce((m, e) => Math.max(m, e.dur ?? 0), 0) / 1000;
  const blocking = tasks.reduce((n, e) => n + (e.dur ?? 0) - longUs, 0) / 1000;
  console.log(
    `main thread: ${allTasks.length} tasks; ${tasks.length} over ${longUs / 1000} ms, longest ${longest.toFixed(0)} ms, blocking ${blocking.toFixed(0)} ms`,
  );

  // Profile samples on the trace's clock (both are monotonic microseconds).
  const samples: { ts: number; node: number }[] = [];
  const nodes = new Map<number, ProfileNode>();
  if (profile) {
    for (const n of profile.nodes) nodes.set(n.id, n);
    for (const n of nodes.values()) for (const c of n.children ?? []) nodes.get(c)!.parent = n.id;
    let t = profile.startTime;
    (profile.samples ?? []).forEach((id, i) => {
      t += profile.timeDeltas?.[i] ?? 0;
      samples.push({ ts: t, node: id });
    });
  }

  const total = new Map<string, number>();
  for (const task of tasks) {
    const end = task.ts + (task.dur ?? 0);
    const inside = onMain.filter(
      (e) => e !== task && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end,
    );
    const self = selfTimeByName(task, inside);
    for (const [n, us] of self) total.set(n, (total.get(n) ?? 0) + us);
    const parts = [...self.entries()]
      .filter(([, us]) => us >= 2000)
      .sort((a, b) => b[1] - a[1])
      .map(([n, us]) => `${n} ${(us / 1000).toFixed(0)}`);
    // What started it: the task's outermost events.
    const top = outermostEvents(inside)
      .filter((e) => (e.dur ?? 0) >= 3000)
      .map((e) => {
        const data = (e.args?.data ?? e.args?.beginData ?? {}) as Record<string, unknown>;
        const what = [
          data.type,
          data.functionName,
          typeof data.url === 'string' ? fileOf(data.url) : undefined,
        ]
          .filter(Boolean)
          .join(' ');
        return `${e.name}${what ? `(${what})` : ''} ${((e.dur ?? 0) / 1000).toFixed(0)}`;
      });
    // Script time per chunk: the outermost script events with a URL.
    const byChunk = new Map<string, number>();
    for (const e of inside) {
      if (!['EvaluateScript', 'FunctionCall', 'v8.compile', 'v8.compileModule'].includes(e.name))
        continue;
      const data = (e.args?.data ?? {}) as { url?: string };
      if (!data.url) continue;
      const nested = inside.some(
        (p) =>
          p !== e &&
          ['EvaluateScript', 'FunctionCall'].includes(p.name) &&
          p.ts <= e.ts &&
          p.ts + (p.dur ?? 0) >= e.ts + (e.dur ?? 0) &&
          (p.dur ?? 0) > (e.dur ?? 0),
      );
      if (nested) continue;
      const f = fileOf(data.url) || '(inline)';
      byChunk.set(f, (byChunk.get(f) ?? 0) + (e.dur ?? 0));
    }
    const chunks = [...byChunk.entries()]
      .filter(([, us]) => us >= 2000)
      .sort((a, b) => b[1] - a[1])
      .map(([f, us]) => `${f} ${(us / 1000).toFixed(0)}`);
    console.log(
      `\n${((task.dur ?? 0) / 1000).toFixed(0)} ms at ${((task.ts - navStart) / 1000).toFixed(0)} ms: [${top.join(' | ')}]`,
    );
    console.log(`  time in: ${parts.join(', ')}`);
    if (chunks.length) console.log(`  script by chunk: ${chunks.join(', ')}`);
    if (profile) {
      const inTask = samples.filter((s) => s.ts >= task.ts && s.ts <= end);
      const perSample = inTask.length ? (task.dur ?? 0) / 1000 / Math.max(inTask.length, 1) : 0;
      const selfFn = new Map<string, number>();
      const appFn = new Map<string, number>();
      for (const s of inTask) {
        const leaf = nodes.get(s.node);
        if (!leaf) continue;
        const leafName = frameName(leaf.callFrame).label;
        selfFn.set(leafName, (selfFn.get(leafName) ?? 0) + 1);
        // The innermost app frame (a component or hook) the sample ran under.
        for (let n: ProfileNode | undefined = leaf; n; n = nodes.get(n.parent ?? -1)) {
          const named = frameName(n.callFrame);
          if (named.app) {
            appFn.set(named.label, (appFn.get(named.label) ?? 0) + 1);
            break;
          }
        }
      }
      const fmt = (m: Map<string, number>) =>
        [...m.entries()]
          .sort((a, b) => b[1] - a[1])
          .slice(0, 12)
          .filter(([, n]) => n * perSample >= 1)
          .map(([k, n]) => `${k} ${(n * perSample).toFixed(0)}`)
          .join(', ');
      console.log(`  JS self time: ${fmt(selfFn)}`);
      if (appFn.size) console.log(`  under app code: ${fmt(appFn)}`);
    }
  }
  console.log('\nall long tasks, self time by event (ms):');
  for (const [n, us] of [...total.entries()].sort((a, b) => b[1] - a[1]).slice(0, 20))
    console.log(`  ${n}: ${(us / 1000).toFixed(0)}`);

  // The whole load's main-thread work in thread (CPU) time, self time per event: a figure to
  // compare two builds on a busy machine, where task durations mostly measure the neighbours.
  const cpuSelf = new Map<string, number>();
  const open: { e: TraceEvent; child: number }[] = [];
  const closeUpTo = (ts: number) => {
    while (open.length && open[open.length - 1]!.e.ts + (open[open.length - 1]!.e.dur ?? 0) <= ts) {
      const { e, child } = open.pop()!;
      const own = (e.tdur ?? 0) - child;
      cpuSelf.set(e.name, (cpuSelf.get(e.name) ?? 0) + Math.max(0, own));
      if (open.length) open[open.length - 1]!.child += e.tdur ?? 0;
    }
  };
  for (const e of onMain.filter((x) => x.tdur !== undefined)) {
    closeUpTo(e.ts);
    open.push({ e, child: 0 });
  }
  closeUpTo(Number.POSITIVE_INFINITY);
  const cpuTotal = [...cpuSelf.values()].reduce((a, b) => a + b, 0);
  const group = (names: RegExp) =>
    [...cpuSelf.entries()].filter(([n]) => names.test(n)).reduce((a, [, us]) => a + us, 0) / 1000;
  console.log(
    `\nwhole load, main-thread CPU time: ${(cpuTotal / 1000).toFixed(0)} ms; layout ${group(/^(Layout|LocalFrameView::performLayout|InlineNode::)/).toFixed(0)}, style ${group(/^(UpdateLayoutTree|Document::recalcStyle|Document::updateStyle)/).toFixed(0)}, script ${group(/^(FunctionCall|EvaluateScript|v8\.|V8\.|RunMicrotasks|TimerFire|FireIdleCallback|FireAnimationFrame|EventDispatch)/).toFixed(0)}, paint ${group(/^(Paint|PrePaint|PaintImage|Layerize|Commit|UpdateLayer)/).toFixed(0)}, parse HTML ${group(/^(ParseHTML|HTMLDocumentParser|DocumentLoader)/).toFixed(0)}`,
  );
}

main().catch((e) => {
  console.error(e);
  process.exitCode = 1;
});
