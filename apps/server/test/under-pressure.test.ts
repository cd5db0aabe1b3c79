import { routes } from '@app/contracts/routes';
import { healthSchema } from '@app/contracts/system';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { expectFail, expectOk } from './helpers/envelope';

/**
 * @fastify/under-pressure (issue 20): while the event loop lags past MAX_EVENT_LOOP_DELAY_MS
 * the server answers 503 with the envelope and Retry-After, /healthz included, /metrics still
 * answers, and service resumes by itself when the lag ends. The lag is real: this test keeps
 * the event loop busy in 100 ms slices, so every timer tick waits about that long.
 */

const LIMIT_MS = 30;
const DEADLINE_MS = 15_000;

let t: TestApp;
let app: FastifyInstance;
beforeAll(async () => {
  t = await buildTestApp();
  app = await buildApp({
    config: { ...t.config, maxEventLoopDelayMs: LIMIT_MS },
    db: t.database.db,
    notifier: t.database.notifier,
    dbStats: t.database.stats,
  });
});
afterAll(async () => {
  await app?.close();
  await t?.close();
});

/** Blocks the event loop in slices until stopped; each slice lets queued work run after it. */
function busyLoop(sliceMs: number): () => void {
  let running = true;
  const slice = () => {
    if (!running) return;
    const end = performance.now() + sliceMs;
    while (performance.now() < end) {
      /* busy */
    }
    setTimeout(slice, 0);
  };
  slice();
  return () => {
    running = false;
  };
}

async function untilStatus(url: string, status: number) {
  const deadline = Date.now() + DEADLINE_MS;
  for (;;) {
    const res = await app.inject({ method: 'GET', url });
    if (res.statusCode === status || Date.now() > deadline) return res;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('under pressure', () => {
  it('serves normally while the event loop keeps up', async () => {
    expectOk(await app.inject({ method: 'GET', url: routes.healthz.path }), healthSchema);
    expect(app.isUnderPressure()).toBe(false);
  });

  it('answers 503 with the envelope while the event loop lags, and recovers', async () => {
    const stop = busyLoop(100);
    try {
      const res = await untilStatus(routes.healthz.path, 503);
      const message = expectFail(res, 503, 'SYSTEM_ERROR');
      expect(message).toMatch(/event loop delay \d+ ms, limit 30 ms/);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.headers['cache-control']).toBe('no-store');
      // Every route, not only the health check...
      expectFail(
        await app.inject({ method: 'GET', url: routes.systemStatus.path }),
        503,
        'SYSTEM_ERROR',
      );
      // ...but the figures that explain it.
      const metrics = await app.inject({ method: 'GET', url: '/metrics' });
      expect(metrics.statusCode).toBe(200);
      expect(metrics.body).toMatch(/status_class="5xx"/);
    } finally {
      stop();
    }
    expectOk(await untilStatus(routes.healthz.path, 200), healthSchema);
  });

  it('is off in apps built without a limit (MAX_EVENT_LOOP_DELAY_MS=0)', () => {
    expect(t.app.hasDecorator('isUnderPressure')).toBe(false);
  });
});
