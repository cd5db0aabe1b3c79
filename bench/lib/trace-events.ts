import type { CDPSession } from 'playwright-core';

/** A Chromium trace event (the fields the bench's trace tools read). */
export type TraceEvent = {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  /** Thread (CPU) time, µs: less sensitive than `dur` to other processes on a busy machine. */
  tdur?: number;
  tid: number;
  pid: number;
  args?: Record<string, unknown>;
};

/**
 * A task's time per event name, each event's own share (its duration less its direct
 * children's), in µs, with '(task itself)' for what no event inside covers. `inside` is the
 * main thread's complete events within the task, sorted by start.
 */
export function selfTimeByName(task: TraceEvent, inside: TraceEvent[]): Map<string, number> {
  const self = new Map<string, number>();
  const stack: { e: TraceEvent; child: number }[] = [];
  const close = (upTo: number) => {
    while (
      stack.length &&
      stack[stack.length - 1]!.e.ts + (stack[stack.length - 1]!.e.dur ?? 0) <= upTo
    ) {
      const { e, child } = stack.pop()!;
      self.set(e.name, (self.get(e.name) ?? 0) + (e.dur ?? 0) - child);
      if (stack.length) stack[stack.length - 1]!.child += e.dur ?? 0;
    }
  };
  let covered = 0;
  for (const e of inside) {
    close(e.ts);
    if (!stack.length) covered += e.dur ?? 0;
    stack.push({ e, child: 0 });
  }
  close(Number.POSITIVE_INFINITY);
  self.set('(task itself)', (task.dur ?? 0) - covered);
  return self;
}

/** The outermost events among `inside` (none of the others encloses them): what started a task. */
export function outermostEvents(inside: TraceEvent[]): TraceEvent[] {
  return inside.filter(
    (e) =>
      !inside.some(
        (p) =>
          p !== e &&
          p.ts <= e.ts &&
          p.ts + (p.dur ?? 0) >= e.ts + (e.dur ?? 0) &&
          (p.dur ?? 0) > (e.dur ?? 0),
      ),
  );
}

/** The JavaScript CPU profile CDP's Profiler.stop answers. */
export type CpuProfile = {
  nodes: {
    id: number;
    parent?: number;
    callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
    children?: number[];
  }[];
  startTime: number;
  endTime: number;
  samples?: number[];
  timeDeltas?: number[];
};

/**
 * Starts a Chromium trace on `tracing` (a page's or the browser's CDP session) and, with
 * `profileOn`, a JavaScript CPU profile sampled every `intervalUs` µs; the returned stop
 * ends both and gives the trace's events and the profile.
 */
export async function startTrace(
  tracing: CDPSession,
  categories: string,
  profileOn?: { session: CDPSession; intervalUs: number },
): Promise<() => Promise<{ events: TraceEvent[]; profile?: CpuProfile }>> {
  const events: TraceEvent[] = [];
  tracing.on('Tracing.dataCollected', (e) => {
    events.push(...(e.value as unknown as TraceEvent[]));
  });
  const done = new Promise<void>((r) => tracing.once('Tracing.tracingComplete', () => r()));
  await tracing.send('Tracing.start', { categories, transferMode: 'ReportEvents' });
  if (profileOn) {
    await profileOn.session.send('Profiler.enable');
    await profileOn.session.send('Profiler.setSamplingInterval', {
      interval: profileOn.intervalUs,
    });
    await profileOn.session.send('Profiler.start');
  }
  return async () => {
    const profile = profileOn ? (await profileOn.session.send('Profiler.stop')).profile : undefined;
    await tracing.send('Tracing.end');
    await done;
    return { events, ...(profile ? { profile } : {}) };
  };
}
