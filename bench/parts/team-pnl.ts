/**
 * Issue 17: the team profit and loss (GET ODSFE2_MemPNL, `agentTeamPnl`) of an agent whose team
 * is 10,000 accounts in three levels, for 30 days, under 10 connections. The bench server is
 * started with SEED_AGENT_TEAM=10000 (bench/lib/server.ts): `bench_agent` with 10 sub-agents,
 * 10 sub-agents under each, and 9,890 players under those, real member rows whose closure the
 * trigger built; their 30 days of aggregates are written in bulk (apps/server/src/seed/
 * bench-team-seed.ts), not through the ledger. The part logs in as bench_agent (the real
 * encrypted login, agent side) and asks the report as the web app does: a CUSTOM range of the
 * last 30 operator days ending today, and THIS_MONTH, first page of direct downlines.
 */
import { agentRoutes } from '@app/contracts/agent-routes';
import {
  deviceHeader,
  encryptionHeader,
  encryptPayload,
  importPublicKey,
  type PublicKeyInfo,
} from '@app/contracts/encrypted-envelope';
import { routes } from '@app/contracts/routes';
import { teamPnlBudget } from '../lib/budgets.ts';
import { browserHeaders, getValue, runLoad, sleep, waitUntilDrained } from '../lib/load.ts';
import type { BenchContext, Figure } from '../lib/types.ts';

const CONNECTIONS = 10;
/** Seeded by SEED_AGENT_TEAM (apps/server/src/seed/bench-team-seed.ts). */
export const BENCH_AGENT = 'bench_agent';
const PASSWORD = 'Demo@2026';
export const BENCH_TEAM_SIZE = 10_000;
const DAYS = 30;

type Envelope = { success: boolean; value: unknown; errorCode: string | null; message?: string };

/** The agent's session token: the real login (RSA-OAEP envelope, argon2id), on the agent side. */
async function logIn(ctx: BenchContext): Promise<string> {
  const info = (await getValue(ctx.baseUrl, routes.systemPublicKey.path)) as PublicKeyInfo;
  const key = await importPublicKey(info.publicKey);
  const sealed = await encryptPayload(
    key,
    info.keyId,
    { type: 'username', username: BENCH_AGENT, password: PASSWORD, remember: false, side: 'agent' },
    routes.sessionLogin.path,
  );
  const res = await fetch(ctx.baseUrl + routes.sessionLogin.path, {
    method: 'POST',
    headers: {
      ...browserHeaders,
      'content-type': 'application/json',
      [encryptionHeader.toLowerCase()]: sealed.header,
      [deviceHeader.toLowerCase()]: 'H5',
    },
    body: JSON.stringify({ data: sealed.data }),
  });
  const text = await res.text();
  const token = (JSON.parse(text) as { value?: { token?: unknown } }).value?.token;
  if (res.status !== 200 || typeof token !== 'string')
    throw new Error(
      `login as ${BENCH_AGENT} failed (${res.status}): ${text.slice(0, 200)}. Start the server with SEED_AGENT_TEAM=${BENCH_TEAM_SIZE} (the bench does; with --base-url, do it yourself).`,
    );
  return token;
}

/** GET with the agent's token; the envelope's value, or a clear error. */
async function agentGet(ctx: BenchContext, token: string, url: string): Promise<unknown> {
  const res = await fetch(ctx.baseUrl + url, {
    headers: { ...browserHeaders, authorization: `Bearer ${token}` },
  });
  const text = await res.text();
  let body: Envelope | null = null;
  try {
    body = JSON.parse(text) as Envelope;
  } catch {
    // reported below
  }
  if (res.status !== 200 || body?.success !== true)
    throw new Error(
      `GET ${url} answered ${res.status} ${body?.errorCode ?? ''}: ${text.slice(0, 200)}` +
        (res.status === 404 ? ' (is the team P&L row built yet?)' : ''),
    );
  return body.value;
}

const query = (params: Record<string, string | number>) =>
  `${agentRoutes.agentTeamPnl.path}?${new URLSearchParams(
    Object.entries(params).map(([k, v]) => [k, String(v)]),
  ).toString()}`;

const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

type PnlAnswer = {
  range?: { startDate?: string; endDate?: string };
  totals?: { betCount?: number; validTurnover?: number };
  series?: unknown[];
  downlines?: { total?: number; list?: unknown[] };
};

export async function run(ctx: BenchContext): Promise<Figure[]> {
  const token = await logIn(ctx);
  // Today as the server counts days (the operator's time zone): TODAY's resolved range.
  const today = ((await agentGet(ctx, token, query({ range: 'TODAY' }))) as PnlAnswer).range
    ?.endDate;
  if (!today) throw new Error('the team P&L did not answer its range (range.endDate)');
  const cases = [
    {
      name: 'team P&L 30 days',
      url: query({ range: 'CUSTOM', startDate: addDays(today, -(DAYS - 1)), endDate: today }),
    },
    { name: 'team P&L this month', url: query({ range: 'THIS_MONTH' }) },
  ];
  // Every case answers the whole team: the range asked, every day of it, every direct downline.
  for (const c of cases) {
    const answer = (await agentGet(ctx, token, c.url)) as PnlAnswer;
    const days = answer.series?.length ?? 0;
    if (!answer.totals?.betCount || answer.downlines?.total !== 10)
      throw new Error(
        `${c.url}: expected the seeded team's figures and 10 direct downlines, got ${JSON.stringify(answer).slice(0, 300)}`,
      );
    ctx.log(
      `${c.name}: ${answer.range?.startDate}..${answer.range?.endDate}, ${days} days, ${answer.totals.betCount} bets, ${answer.downlines.total} direct downlines`,
    );
  }

  const duration = ctx.quick ? 5 : 10;
  const warmup = ctx.quick ? 1 : 2;
  const figures: Figure[] = [];
  for (const c of cases) {
    const common = {
      url: ctx.baseUrl + c.url,
      connections: CONNECTIONS,
      headers: { ...browserHeaders, authorization: `Bearer ${token}` },
    };
    await waitUntilDrained(ctx.baseUrl);
    await runLoad({ ...common, duration: warmup });
    await waitUntilDrained(ctx.baseUrl);
    const r = await runLoad({ ...common, duration });
    ctx.log(
      `${c.name}: ${r.requestsPerSecond.toFixed(0)} req/s, p50 ${r.p50Ms} ms, p99 ${r.p99Ms} ms, max ${r.maxMs} ms, ${r.responses} responses, ${r.non2xx} non-2xx, ${r.errors} errors`,
    );
    const none = r.responses === 0;
    const latency = (ms: number) => (none ? duration * 1000 : ms);
    const failed = r.non2xx + r.errors + (none ? r.unanswered : 0);
    figures.push(
      { part: 'team-pnl', name: `${c.name} req/s`, value: r.requestsPerSecond, unit: 'req/s' },
      { part: 'team-pnl', name: `${c.name} p50`, value: latency(r.p50Ms), unit: 'ms' },
      {
        part: 'team-pnl',
        name: `${c.name} p99`,
        value: latency(r.p99Ms),
        unit: 'ms',
        budget: { max: teamPnlBudget.p99Ms },
        ...(none ? { note: `no response in ${duration} s: at least this` } : {}),
      },
      {
        part: 'team-pnl',
        name: `${c.name} failed requests`,
        value: failed,
        unit: 'count',
        budget: { max: 0 },
        ...(failed
          ? { note: `${r.non2xx} non-2xx, ${r.errors} connection errors of ${r.responses}` }
          : {}),
      },
    );
    await sleep(500);
  }
  figures[0]!.note = `${CONNECTIONS} connections, ${duration} s each after ${warmup} s warm-up, ${ctx.database}; ${BENCH_AGENT}'s team of ${BENCH_TEAM_SIZE} in 3 levels, aggregates bulk-seeded; 30 days = ${cases[0]!.url}`;
  return figures;
}
