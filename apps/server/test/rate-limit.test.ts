import { routes } from '@app/contracts/routes';
import { opsRoutes } from '@app/contracts/ops-routes';
import { z } from 'zod';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../src/db/create-db';
import { rateLimitHits } from '../src/db/schema';
import { createRateLimitRepository } from '../src/repositories/rate-limit-repository';
import { createRateLimitCounter } from '../src/services/rate-limit-counter';
import {
  DEFAULT_RATE_LIMITS,
  rateLimitBatchSize,
  type RateLimits,
} from '../src/services/rate-limit-rules';
import { buildTestApp, createTestDatabase, type TestApp } from './helpers/build-test-app';
import { createTestClock } from './helpers/clock';
import { expectFail, failDetails } from './helpers/envelope';

/** Small limits, so a few requests prove them; the other groups keep their defaults. */
const limits: RateLimits = {
  ...DEFAULT_RATE_LIMITS,
  captcha: { max: 3, windowSeconds: 60 },
  check: { max: 4, windowSeconds: 60 },
  login: { max: 2, windowSeconds: 300 },
  content: { max: 12, windowSeconds: 60 },
};

const retryDetails = z.object({ retryAfterSeconds: z.number().int().positive() });

// A fixed clock: a window boundary never falls in the middle of a test.
const clock = createTestClock(new Date('2026-03-01T10:00:10Z'));
let database: DbHandle;
let one: TestApp;
let two: TestApp;
beforeAll(async () => {
  database = await createTestDatabase();
  const options = {
    database,
    rateLimits: limits,
    trustProxy: true,
    services: { clock: clock.now },
  };
  one = await buildTestApp(options);
  two = await buildTestApp(options);
});
afterAll(async () => {
  await one?.close();
  await two?.close();
  await database?.close();
});

/** Each test its own addresses (documentation ranges), so counts never carry over. */
let nextAddress = 1;
const address = () => `203.0.113.${nextAddress++}`;

function get(t: TestApp, url: string, ip: string, query?: Record<string, string>) {
  return t.app.inject({ method: 'GET', url, query, headers: { 'x-forwarded-for': ip } });
}

function expectLimited(res: LightMyRequestResponse, windowSeconds: number): number {
  expectFail(res, 429, 'RATE_LIMITED');
  const { retryAfterSeconds } = failDetails(res, retryDetails);
  expect(retryAfterSeconds).toBeLessThanOrEqual(windowSeconds);
  expect(res.headers['retry-after']).toBe(String(retryAfterSeconds));
  return retryAfterSeconds;
}

describe('per-address rate limits', () => {
  it('answers 429 RATE_LIMITED with Retry-After after the group limit, until the window ends', async () => {
    const ip = address();
    for (let i = 0; i < 3; i++)
      expect((await get(one, routes.captcha.path, ip)).statusCode).toBe(200);
    const refused = await get(one, routes.captcha.path, ip);
    // The clock sits 10 s into its minute: the window ends 50 s later.
    expect(expectLimited(refused, 60)).toBe(50);
    expect(refused.headers['x-ratelimit-limit']).toBe('3');

    clock.advance(50);
    expect((await get(one, routes.captcha.path, ip)).statusCode).toBe(200);
  });

  it('leaves other groups and other addresses alone', async () => {
    const ip = address();
    for (let i = 0; i < 4; i++) await get(one, routes.captcha.path, ip);
    expectLimited(await get(one, routes.captcha.path, ip), 60);

    // Another group from the same address: the username check and public content still answer.
    const check = await get(one, routes.checkUsername.path, ip, { username: 'someone1' });
    expect(check.statusCode).toBe(200);
    expect((await get(one, routes.systemStatus.path, ip)).statusCode).toBe(200);
    // The same group from another address.
    expect((await get(one, routes.captcha.path, address())).statusCode).toBe(200);
  });

  it('shares each group among its routes (username and affiliate-code checks)', async () => {
    const ip = address();
    for (let i = 0; i < 2; i++) {
      await get(one, routes.checkUsername.path, ip, { username: `someone${i}` });
      await get(one, routes.checkAffiliateCode.path, ip, { affiliateCode: '123456' });
    }
    expectLimited(await get(one, routes.checkUsername.path, ip, { username: 'another1' }), 60);
  });

  it('counts two instances on one database together, even under concurrent requests', async () => {
    const ip = address();
    const burst = await Promise.all(
      Array.from({ length: 20 }, (_, i) => get(i % 2 ? one : two, routes.systemStatus.path, ip)),
    );
    const statuses = burst.map((r) => r.statusCode).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(12);
    expect(statuses.filter((s) => s === 429)).toHaveLength(8);
    // Either instance refuses the next one.
    expectLimited(await get(one, routes.systemStatus.path, ip), 60);
    expectLimited(await get(two, routes.systemStatus.path, ip), 60);
  });

  it('limits logins, the console sign-in among them, before reading the body', async () => {
    const ip = address();
    const post = (url: string) =>
      one.app.inject({
        method: 'POST',
        url,
        headers: { 'x-forwarded-for': ip },
        payload: { nonsense: true },
      });
    expect((await post(routes.sessionLogin.path)).statusCode).not.toBe(429);
    expect((await post(opsRoutes.opsLogin.path)).statusCode).not.toBe(429);
    expectLimited(await post(routes.sessionLogin.path), 300);
    expectLimited(await post(opsRoutes.opsLogin.path), 300);
  });

  it('counts an IPv6 client by its /64, stored as group:address', async () => {
    for (const host of ['1', '2', 'abcd'])
      await get(one, routes.captcha.path, `2001:db8:1:2::${host}`);
    expectLimited(await get(one, routes.captcha.path, '2001:db8:1:2:ffff::9'), 60);
    expect((await get(one, routes.captcha.path, '2001:db8:1:3::1')).statusCode).toBe(200);
    const keys = await database.db.select({ key: rateLimitHits.key }).from(rateLimitHits);
    expect(keys.map((k) => k.key)).toContain('captcha:2001:db8:1:2::');
  });

  it('does not limit health checks', async () => {
    const ip = address();
    for (let i = 0; i < 20; i++)
      expect((await get(one, routes.healthz.path, ip)).statusCode).not.toBe(429);
  });

  it('takes the address from X-Forwarded-For only behind a trusted proxy', async () => {
    const direct = await buildTestApp({
      database,
      rateLimits: limits,
      trustProxy: false,
      services: { clock: clock.now },
    });
    try {
      // Without TRUST_PROXY every request is the socket's own address, whatever the header says.
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++)
        statuses.push((await get(direct, routes.captcha.path, address())).statusCode);
      expect(statuses).toEqual([200, 200, 200, 429]);
    } finally {
      await direct.close();
    }
  });
});

describe('rate limit counters', () => {
  it('count per key and window, and expired windows are pruned', async () => {
    const repo = createRateLimitRepository(database.db);
    const start = new Date('2026-03-01T09:00:00Z');
    const end = new Date('2026-03-01T09:01:00Z');
    expect(await repo.hit('test:a', start, end)).toBe(1);
    expect(await repo.hit('test:a', start, end)).toBe(2);
    expect(await repo.hit('test:b', start, end)).toBe(1);
    expect(await repo.hit('test:a', end, new Date('2026-03-01T09:02:00Z'))).toBe(1);
    await repo.pruneExpired(new Date('2026-03-01T09:01:30Z'));
    const left = await database.db
      .select({ key: rateLimitHits.key, count: rateLimitHits.count })
      .from(rateLimitHits);
    expect(left.filter((r) => r.key.startsWith('test:'))).toEqual([{ key: 'test:a', count: 1 }]);
  });
});

/** The shared row of a key in the test clock's current minute (0 when none). */
async function storedCount(key: string): Promise<number> {
  const rows = await database.db
    .select({ key: rateLimitHits.key, count: rateLimitHits.count })
    .from(rateLimitHits);
  return rows.filter((r) => r.key === key).reduce((sum, r) => Math.max(sum, r.count), 0);
}

describe('batched counters (content, games and default, decision 0043)', () => {
  it('batch 2% of a limit in the content, games and default groups only, and none below 100', () => {
    expect(rateLimitBatchSize('games', 300)).toBe(6);
    expect(rateLimitBatchSize('content', 600)).toBe(12);
    expect(rateLimitBatchSize('default', 300)).toBe(6);
    expect(rateLimitBatchSize('content', 12)).toBe(1);
    expect(rateLimitBatchSize('default', 60)).toBe(1);
    for (const exact of ['captcha', 'sms', 'registration', 'check', 'login', 'vitals'] as const)
      expect(rateLimitBatchSize(exact, 30_000)).toBe(1);
  });

  it("write a window's first request at once, then every batch, and the rest on flush", async () => {
    const counter = createRateLimitCounter(createRateLimitRepository(database.db), clock.now);
    const key = `games:${address()}`;
    expect((await counter.hit(key, 60, 5)).count).toBe(1);
    expect(await storedCount(key)).toBe(1);
    for (let i = 2; i <= 4; i++) expect((await counter.hit(key, 60, 5)).count).toBe(i);
    // Three requests counted here and not written yet.
    expect(await storedCount(key)).toBe(1);
    await counter.flush();
    expect(await storedCount(key)).toBe(4);
    // Another instance's requests show here at this instance's next write.
    const other = createRateLimitCounter(createRateLimitRepository(database.db), clock.now);
    expect((await other.hit(key, 60, 5)).count).toBe(5);
    for (let i = 0; i < 5; i++) await counter.hit(key, 60, 5);
    await counter.close();
    await other.close();
    expect(await storedCount(key)).toBe(10);
    expect((await counter.hit(key, 60, 5)).count).toBe(11);
    await counter.close();
  });

  it('hold a limit across two instances to within a batch and a burst each, and never refuse early', async () => {
    // games: 250 a minute, so batches of 5.
    const batched: RateLimits = { ...limits, games: { max: 250, windowSeconds: 60 } };
    const options = {
      database,
      rateLimits: batched,
      trustProxy: true,
      services: { clock: clock.now },
    };
    const a = await buildTestApp(options);
    const b = await buildTestApp(options);
    let open = true;
    try {
      const ip = address();
      const url = `${routes.gameList.path}?pageSize=1`;
      const statuses: number[] = [];
      // Bursts of ten at once, spread over both instances.
      for (let burst = 0; burst < 30; burst++)
        statuses.push(
          ...(
            await Promise.all(Array.from({ length: 10 }, (_, i) => get(i % 3 ? a : b, url, ip)))
          ).map((r) => r.statusCode),
        );
      const served = statuses.filter((s) => s === 200).length;
      expect(statuses.filter((s) => s !== 200 && s !== 429)).toEqual([]);
      expect(served).toBeGreaterThanOrEqual(250);
      // Each instance may serve, unseen by the other, a batch plus what arrives while its write
      // is in flight (at most a burst): CI on PostgreSQL once served 261 of 250.
      expect(served).toBeLessThanOrEqual(250 + 2 * (rateLimitBatchSize('games', 250) + 10));
      // Everything counted reaches the shared row; then both refuse.
      await a.close();
      await b.close();
      open = false;
      expect(await storedCount(`games:${ip}`)).toBe(300);
      const c = await buildTestApp(options);
      try {
        expectLimited(await get(c, url, ip), 60);
      } finally {
        await c.close();
      }
    } finally {
      if (open) {
        await a.close();
        await b.close();
      }
    }
  });
});
