import { chatSocketPath } from '@app/contracts/message-constants';
import { messageRoutes } from '@app/contracts/message-routes';
import { chatLaunchSchema } from '@app/contracts/messages';
import { routes } from '@app/contracts/routes';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { buildApp } from '../src/app';
import { members } from '../src/db/schema';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { expectFail, expectOk } from './helpers/envelope';
import { authHeader, createMember } from './helpers/member-fixtures';
import { queryRows } from './helpers/play';
import { parseExposition, type Exposition } from './helpers/prometheus-text';

/**
 * GET /metrics (issue 20): the Prometheus text format, request counts and latency by route
 * pattern, errors by code, ledger totals, the database's pool or queue, live chat sockets,
 * and who may read it. Real HTTP for the chat socket; inject elsewhere.
 */

let t: TestApp;
/** Generous: the scrape and the socket's registration are asynchronous. */
const DEADLINE_MS = 10_000;

beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await t?.close();
});

async function scrape(
  app = t.app,
  options: { remoteAddress?: string; headers?: Record<string, string> } = {},
): Promise<Exposition> {
  const res = await app.inject({ method: 'GET', url: '/metrics', ...options });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  expect(res.headers['cache-control']).toBe('no-store');
  return parseExposition(res.body); // throws on any line that is not the format
}

async function until<T>(read: () => Promise<T>, ok: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + DEADLINE_MS;
  for (;;) {
    const value = await read();
    if (ok(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const requests = (m: Exposition, labels: Record<string, string>) =>
  m.valueOr0('http_request_duration_seconds_count', labels);

describe('/metrics', () => {
  it('counts requests by method, route pattern and status class, never the raw URL', async () => {
    const before = await scrape();
    for (let i = 0; i < 3; i++) await t.app.inject({ method: 'GET', url: routes.healthz.path });
    for (let i = 0; i < 2; i++)
      expect(
        (await t.app.inject({ method: 'GET', url: '/chat/no-such-link-777001' })).statusCode,
      ).not.toBe(500);
    for (let i = 0; i < 2; i++)
      expect(
        (await t.app.inject({ method: 'GET', url: '/wps/no/such/route/777002' })).statusCode,
      ).toBe(404);
    const after = await scrape();

    expect(after.types.get('http_request_duration_seconds')).toBe('histogram');
    const moved = (labels: Record<string, string>) =>
      requests(after, labels) - requests(before, labels);
    expect(moved({ method: 'GET', route: '/healthz', status_class: '2xx' })).toBe(3);
    // The chat page answers whatever the link; whichever status, one series per pattern.
    const chatPages = (m: Exposition) =>
      m.samples
        .filter(
          (s) =>
            s.name === 'http_request_duration_seconds_count' &&
            s.labels.route === '/chat/:chatToken',
        )
        .reduce((sum, s) => sum + s.value, 0);
    expect(chatPages(after) - chatPages(before)).toBe(2);
    expect(moved({ method: 'GET', route: 'unmatched', status_class: '4xx' })).toBe(2);
    // The ids in the URLs never become label values.
    for (const s of after.samples)
      expect(Object.values(s.labels).join(' ')).not.toMatch(/77700[12]/);

    // A histogram that adds up: +Inf bucket = count, and time was measured.
    const labels = { method: 'GET', route: '/healthz', status_class: '2xx' };
    expect(after.value('http_request_duration_seconds_bucket', { ...labels, le: '+Inf' })).toBe(
      after.value('http_request_duration_seconds_count', labels),
    );
    expect(after.value('http_request_duration_seconds_sum', labels)).toBeGreaterThan(0);
  });

  it('counts errors by their envelope code', async () => {
    const before = await scrape();
    for (let i = 0; i < 2; i++)
      expectFail(
        await t.app.inject({ method: 'GET', url: routes.memberTrialUser.path }),
        401,
        'NOT_LOGGED_IN',
      );
    const after = await scrape();
    expect(after.types.get('http_errors_total')).toBe('counter');
    expect(
      after.valueOr0('http_errors_total', { code: 'NOT_LOGGED_IN' }) -
        before.valueOr0('http_errors_total', { code: 'NOT_LOGGED_IN' }),
    ).toBe(2);
  });

  it('reads the ledger totals at scrape time', async () => {
    const [demo] = await t.database.db
      .select({ id: members.id })
      .from(members)
      .where(eq(members.username, 'demo01'));
    const before = await scrape();
    expect(before.value('ledger_stats_up')).toBe(1);
    const currency = Object.keys(
      Object.fromEntries(
        before.samples
          .filter((s) => s.name === 'ledger_wallet_balance_minor' && s.labels.kind === 'REAL')
          .map((s) => [s.labels.currency!, 1]),
      ),
    )[0]!;
    const real = { kind: 'REAL', currency };

    await t.app.services.core.wallets.post({
      idempotencyKey: 'metrics-test-credit',
      memberId: demo!.id,
      walletKind: 'REAL',
      amountMinor: 12_345,
      kind: 'ADJUSTMENT',
    });
    const after = await scrape();

    expect(after.value('ledger_wallet_balance_minor', real)).toBe(
      before.value('ledger_wallet_balance_minor', real) + 12_345,
    );
    expect(after.value('ledger_transaction_last_id')).toBeGreaterThan(
      before.value('ledger_transaction_last_id'),
    );
    // The same figures as the tables hold.
    const [sums] = await queryRows<{ balance: string; wallets: string; last: string }>(
      t.database,
      sql`select (select sum(balance_minor) from wallets where kind = 'REAL')::text as balance,
                 (select count(*) from wallets where kind = 'REAL')::text as wallets,
                 (select max(id) from ledger_transactions)::text as last`,
    );
    expect(after.value('ledger_wallet_balance_minor', real)).toBe(Number(sums!.balance));
    expect(after.value('ledger_wallets', real)).toBe(Number(sums!.wallets));
    expect(after.value('ledger_transaction_last_id')).toBe(Number(sums!.last));
  });

  it("reports the database's queue (PGlite) or pool (PostgreSQL)", async () => {
    const before = await scrape();
    // A burst: on PGlite all but one wait for their turn.
    await Promise.all(
      Array.from({ length: 20 }, () => queryRows(t.database, sql`select pg_sleep(0.001)`)),
    );
    await Promise.all(
      Array.from({ length: 20 }, () => t.app.inject({ method: 'GET', url: routes.healthz.path })),
    );
    const after = await scrape();
    if (t.database.kind === 'pglite') {
      expect(after.types.get('db_queue_wait_seconds')).toBe('histogram');
      expect(
        after.value('db_queue_wait_seconds_count') - before.value('db_queue_wait_seconds_count'),
      ).toBeGreaterThanOrEqual(40);
      expect(after.value('db_queue_wait_seconds_sum')).toBeGreaterThan(
        before.value('db_queue_wait_seconds_sum'),
      );
      expect(after.value('db_queue_waiting')).toBe(0);
    } else {
      expect(after.value('db_pool_max_connections')).toBe(10);
      expect(after.value('db_pool_connections')).toBeGreaterThan(0);
      expect(after.value('db_pool_waiting_requests')).toBeGreaterThanOrEqual(0);
    }
  });

  it('counts open live chat sockets', async () => {
    const memberId = await createMember(t);
    const headers = await authHeader(t.app, memberId);
    const { chatUrl } = expectOk(
      await t.app.inject({ method: 'GET', url: messageRoutes.chatLaunch.path, headers }),
      chatLaunchSchema,
    );
    const token = new URL(chatUrl).pathname.split('/')[2]!;
    const before = (await scrape()).value('chat_connections', { side: 'member' });
    const { port } = t.app.server.address() as { port: number };
    const ws = new WebSocket(`ws://127.0.0.1:${port}${chatSocketPath(token)}`);
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    const open = await until(
      () => scrape(),
      (m) => m.value('chat_connections', { side: 'member' }) === before + 1,
    );
    expect(open.value('chat_connections', { side: 'member' })).toBe(before + 1);
    ws.close();
    const closed = await until(
      () => scrape(),
      (m) => m.value('chat_connections', { side: 'member' }) === before,
    );
    expect(closed.value('chat_connections', { side: 'member' })).toBe(before);
  });

  it('serves loopback and private addresses only, unless a token is set', async () => {
    for (const remoteAddress of ['127.0.0.1', '10.20.30.40', '::ffff:192.168.1.5', '::1'])
      await scrape(t.app, { remoteAddress });
    for (const remoteAddress of ['203.0.113.9', '8.8.8.8', '2001:db8::1']) {
      const res = await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress });
      expectFail(res, 403, 'NO_PERMISSION');
      expect(res.body).not.toContain('http_request');
    }
  });

  it('with METRICS_TOKEN, asks everyone for the bearer token', async () => {
    const token = 'metrics-token-0123456789';
    const app = await buildApp({
      config: { ...t.config, metricsToken: token },
      db: t.database.db,
      notifier: t.database.notifier,
      dbStats: t.database.stats,
    });
    try {
      for (const headers of [{}, { authorization: 'Bearer wrong-token-0123456789' }]) {
        const res = await app.inject({ method: 'GET', url: '/metrics', headers });
        expectFail(res, 403, 'NO_PERMISSION');
        expect(res.headers['www-authenticate']).toBe('Bearer');
      }
      const m = await scrape(app, {
        remoteAddress: '203.0.113.9',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(m.types.get('process_cpu_seconds_total')).toBe('counter');
    } finally {
      await app.close();
    }
  });
});
