import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { DbStats, PoolStats } from '../db/db-stats';
import type { LedgerStatsRepository } from '../repositories/ledger-stats-repository';

export type MetricsSources = {
  /** The database's pool or queue (DbHandle.stats); absent when the caller has none. */
  db?: DbStats | undefined;
  ledger: LedgerStatsRepository;
  chat: { connections(): { member: number; operator: number } };
};

/** Seconds: from a cached answer (a few ms) to a slow report or a long poll. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Seconds a PGlite statement waits for its turn: mostly nothing, a query's time under load. */
const QUEUE_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5];

let processMetrics: Registry | null = null;

/**
 * The process's own figures (CPU, memory, event loop lag, GC), collected once per process:
 * each collection keeps a timer and a GC observer for good, and they describe the process,
 * not an app.
 */
function processRegistry(): Registry {
  if (!processMetrics) {
    processMetrics = new Registry();
    collectDefaultMetrics({ register: processMetrics });
  }
  return processMetrics;
}

/**
 * One app's Prometheus registry (a registry per app, so several apps in one process, as in
 * the tests, never share counters). Request and error figures are counted as they happen;
 * pool, queue, chat and ledger figures are read when scraped.
 */
export function createMetrics(sources: MetricsSources) {
  const registry = new Registry();
  const registers = [registry];

  const requestDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP requests by method, route pattern and status class (its _count is the request count)',
    labelNames: ['method', 'route', 'status_class'] as const,
    buckets: LATENCY_BUCKETS,
    registers,
  });
  const errors = new Counter({
    name: 'http_errors_total',
    help: 'Errors answered through the error handler, by envelope error code (SYSTEM_ERROR: unhandled)',
    labelNames: ['code'] as const,
    registers,
  });

  new Gauge({
    name: 'chat_connections',
    help: 'Open live chat WebSockets on this instance (member: chat pages, operator: consoles)',
    labelNames: ['side'] as const,
    registers,
    collect() {
      const open = sources.chat.connections();
      this.set({ side: 'member' }, open.member);
      this.set({ side: 'operator' }, open.operator);
    },
  });

  const walletBalance = new Gauge({
    name: 'ledger_wallet_balance_minor',
    help: 'Sum of wallet balances in minor units (cents), by wallet kind and currency',
    labelNames: ['kind', 'currency'] as const,
    registers,
  });
  const walletCount = new Gauge({
    name: 'ledger_wallets',
    help: 'Wallets by kind and currency',
    labelNames: ['kind', 'currency'] as const,
    registers,
  });
  const lastTransaction = new Gauge({
    name: 'ledger_transaction_last_id',
    help:
      'Id of the newest ledger transaction: grows by one per money movement (and per retried ' +
      'or rolled-back attempt), so rate() is movements per second; an index lookup, not a count',
    registers,
  });
  const ledgerUp = new Gauge({
    name: 'ledger_stats_up',
    help: '1 when the ledger figures of this scrape were read, 0 when the database failed',
    registers,
  });

  const stopQueue = registerDatabase(sources.db, registers);

  return {
    registry,

    observeRequest(method: string, route: string, statusCode: number, seconds: number): void {
      requestDuration.observe(
        { method, route, status_class: `${Math.floor(statusCode / 100)}xx` },
        seconds,
      );
    },

    countError(code: string): void {
      errors.inc({ code });
    },

    /** The text exposition; ledger figures are read first (one pass for three gauges). */
    async scrape(): Promise<string> {
      try {
        const [totals, lastId] = await Promise.all([
          sources.ledger.walletTotals(),
          sources.ledger.lastTransactionId(),
        ]);
        walletBalance.reset();
        walletCount.reset();
        for (const t of totals) {
          walletBalance.set({ kind: t.kind, currency: t.currency }, t.balanceMinor);
          walletCount.set({ kind: t.kind, currency: t.currency }, t.wallets);
        }
        lastTransaction.set(lastId);
        ledgerUp.set(1);
      } catch {
        // The rest of the figures still matter (most when the database is away).
        ledgerUp.set(0);
      }
      return Registry.merge([processRegistry(), registry]).metrics();
    },

    contentType: registry.contentType,

    close(): void {
      stopQueue();
      registry.clear();
    },
  };
}
export type Metrics = ReturnType<typeof createMetrics>;

/** Pool gauges (PostgreSQL) or the queue's wait histogram and length (PGlite). */
function registerDatabase(db: DbStats | undefined, registers: Registry[]): () => void {
  if (!db) return () => {};
  if (db.kind === 'postgres') {
    const pool = db.pool;
    const gauge = (name: string, help: string, read: (s: PoolStats) => number) =>
      new Gauge({
        name,
        help,
        registers,
        collect() {
          this.set(read(pool()));
        },
      });
    gauge('db_pool_connections', 'Connections the pool holds (idle and in use)', (s) => s.total);
    gauge('db_pool_idle_connections', 'Pool connections idle', (s) => s.idle);
    gauge(
      'db_pool_waiting_requests',
      'Queries waiting for a free pool connection',
      (s) => s.waiting,
    );
    gauge('db_pool_max_connections', 'The pool size limit', (s) => s.max);
    return () => {};
  }
  const queue = db.queue;
  const wait = new Histogram({
    name: 'db_queue_wait_seconds',
    help: 'PGlite: how long a query or transaction waited for its turn (one runs at a time)',
    buckets: QUEUE_BUCKETS,
    registers,
  });
  new Gauge({
    name: 'db_queue_waiting',
    help: 'PGlite: queries and transactions waiting for their turn now',
    registers,
    collect() {
      this.set(queue.waiting());
    },
  });
  return queue.onWait((seconds) => wait.observe(seconds));
}
