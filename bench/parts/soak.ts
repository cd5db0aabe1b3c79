/**
 * Issue 20, part 6, soak: N minutes (10 by default, --soak-minutes=N) of mixed traffic from a
 * fixed number of virtual players against the one bench server, each looping through what a
 * player does with short think times: browsing (status, home announcements, hot list, game list
 * pages, filters and searches), favourites added and removed, demo game rounds on the real
 * wallet, the real encrypted login now and then (with logout of the old session and a new game
 * launch), gateway deposits paid on the PSP simulator's page, and withdrawal requests to a bank
 * card with the payment password. Reports per endpoint count, errors, p50 and p99 against
 * soakBudget, every 5xx or unanswered request (budget 0), and the server's resident memory
 * growth after a warm-up. Runs only when asked (--only=soak): it takes minutes.
 */
import { cashierRoutes } from '@app/contracts/cashier-routes';
import { routes } from '@app/contracts/routes';
import { soakBudget, type SoakLatencyClass } from '../lib/budgets.ts';
import { median, sleep } from '../lib/load.ts';
import { fetchSealingKey, SoakClient } from '../lib/soak-client.ts';
import {
  percentile,
  rssFromMetrics,
  rssFromProc,
  rssGrowth,
  SoakRecorder,
  type RssSample,
} from '../lib/soak-stats.ts';
import type { BenchContext, Figure } from '../lib/types.ts';
import { endpoints as apiEndpoints, urlOf } from './api.ts';

/** Virtual players, each on an account of its own (so no two share a wallet). */
const VIRTUAL_PLAYERS = 12;
/** Seeded players with the demo password: demo01 and agent01's team (seed/agent-team-seed.ts). */
const ACCOUNTS = [
  'demo01',
  ...[1, 2, 3, 4, 5].map((i) => `demo_member${i}`),
  ...[1, 2, 3].flatMap((s) => [1, 2, 3, 4].map((m) => `demo_sub${s}_m${m}`)),
];
const PASSWORD = 'Demo@2026';
const PAYMENT_PASSWORD = '135790';
const SPINS_PER_VISIT = 5;
/** Every how many loops a player logs in again, deposits, asks to withdraw. */
const RELOGIN_EVERY = 4;
const DEPOSIT_EVERY = 3;
const WITHDRAW_EVERY = 5;
const DEPOSIT_AMOUNT = '100';
const WITHDRAW_AMOUNT = '50';

/** Each endpoint figure, the latency class its budget comes from, in report order. */
const endpointClasses: Record<string, SoakLatencyClass> = {
  status: 'read',
  announcements: 'read',
  'hot list': 'read',
  'game list p1': 'read',
  'game list filtered': 'read',
  'game list search': 'read',
  'game list page 2-3': 'read',
  'favourite add': 'write',
  'favourite ids': 'read',
  'favourite remove': 'write',
  login: 'argon2',
  logout: 'write',
  'launch game': 'write',
  'demo state': 'read',
  'demo spin': 'write',
  'deposit create': 'write',
  'PSP page': 'read',
  'PSP pay': 'write',
  'deposit status': 'read',
  'withdraw info': 'read',
  withdraw: 'argon2',
};

type Game = { nodeId: number; vendor: string; gameId: string };

type Player = {
  username: string;
  token: string;
  launchToken: string;
  stake: number;
  bankCardId: number;
  loops: number;
  /** When this player may ask to withdraw again (performance.now() time). */
  nextWithdrawAt: number;
};

/** What every player shares: the games, the slot they play, the run's length. */
type World = { games: Game[]; slot: Game; totalMs: number };

const thinkMs = () => 100 + Math.random() * 400;
const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;
const toQuery = (query: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();

/** Throws with what the server answered: the setup must work before anything is measured. */
function must<T>(reply: { ok: boolean; status: number; value: unknown }, what: string): T {
  if (!reply.ok)
    throw new Error(`${what} failed (${reply.status}): ${JSON.stringify(reply.value)}`);
  return reply.value as T;
}

async function logIn(client: SoakClient, username: string): Promise<string> {
  const reply = await client.sendSealed(
    'login',
    'POST',
    routes.sessionLogin.path,
    { type: 'username', username, password: PASSWORD, remember: false },
    null,
  );
  const token = (reply.value as { token?: unknown } | null)?.token;
  if (!reply.ok || typeof token !== 'string')
    throw new Error(`login as ${username} failed (${reply.status})`);
  return token;
}

/** Launches the slot every player plays and reads the smallest stake of its demo page. */
async function launch(
  client: SoakClient,
  token: string,
  game: Game,
): Promise<{ launchToken: string; stake: number }> {
  const launched = must<{ url: string }>(
    await client.send('launch game', routes.launchGame.path, {
      method: 'POST',
      token,
      json: { vendor: game.vendor, gameId: game.gameId, nodeId: game.nodeId },
    }),
    'launch game',
  );
  const launchToken = /^\/play\/([A-Za-z0-9_-]+)\?/.exec(launched.url)?.[1];
  if (!launchToken) throw new Error(`no launch token in ${launched.url}`);
  const state = must<{ stakes: number[]; wallet: string }>(
    await client.send(
      'demo state',
      `${routes.demoGameState.path}?launchToken=${encodeURIComponent(launchToken)}`,
    ),
    'demo state',
  );
  if (state.wallet !== 'REAL') throw new Error(`the launched game plays on ${state.wallet}`);
  return { launchToken, stake: state.stakes[0]! };
}

/** A gateway deposit as the app makes it: create, open the PSP's page, press pay. */
async function deposit(client: SoakClient, token: string): Promise<boolean> {
  const created = await client.send('deposit create', cashierRoutes.depositCreate.path, {
    method: 'POST',
    token,
    json: {
      requestId: crypto.randomUUID(),
      promoId: null,
      language: 'en',
      methodCode: 'CARD_GATEWAY',
      amount: DEPOSIT_AMOUNT,
    },
  });
  const redirectUrl = (created.value as { redirectUrl?: unknown } | null)?.redirectUrl;
  if (!created.ok || typeof redirectUrl !== 'string') return false;
  const page = new URL(redirectUrl).pathname;
  await client.send('PSP page', page, { headers: { accept: 'text/html' } });
  await sleep(thinkMs());
  const paid = await client.send('PSP pay', page, {
    method: 'POST',
    form: 'action=pay',
    okStatus: 303,
  });
  return paid.ok;
}

/** The payment password and a bank card (with the payee name a card needs), once per account. */
async function prepareWithdrawals(
  client: SoakClient,
  token: string,
  index: number,
): Promise<number> {
  const info = must<{ hasWithdrawalPassword: boolean; payeeName: string | null }>(
    await client.send('withdraw info', `${cashierRoutes.withdrawInfo.path}?language=en`, { token }),
    'withdraw info',
  );
  if (!info.hasWithdrawalPassword)
    must(
      await client.sendSealed(
        'payment password',
        'POST',
        cashierRoutes.paymentPasswordSet.path,
        { newPassword: PAYMENT_PASSWORD, confirmPassword: PAYMENT_PASSWORD },
        token,
      ),
      'setting the payment password',
    );
  if (!info.payeeName)
    must(
      await client.send('payee name', routes.memberInfoPayeeName.path, {
        method: 'POST',
        token,
        json: { payeeName: `Soak Player ${index + 1}` },
      }),
      'setting the payee name',
    );
  const cards = must<{ cards: { id: number }[] }>(
    await client.send('bank cards', cashierRoutes.bankCards.path, { token }),
    'bank cards',
  );
  if (cards.cards[0]) return cards.cards[0].id;
  return must<{ id: number }>(
    await client.send('bank card add', cashierRoutes.bankCardAdd.path, {
      method: 'POST',
      token,
      json: { bankCode: 'ABA', accountNumber: String(900_000_000_000 + index) },
    }),
    'adding a bank card',
  ).id;
}

/**
 * Looks at the withdraw screen, and asks to withdraw when today's count and the balance allow
 * it. The cashier allows a few requests a day (5 by default), so each player's are spread over
 * the run rather than all spent in its first minutes.
 */
async function withdraw(client: SoakClient, player: Player, world: World): Promise<void> {
  const info = await client.send(
    'withdraw info',
    `${cashierRoutes.withdrawInfo.path}?language=en`,
    { token: player.token },
  );
  const v = info.value as {
    dailyCountLeft?: number;
    dailyCountLimit?: number;
    withdrawable?: number;
  } | null;
  if (!info.ok || !v?.dailyCountLeft || (v.withdrawable ?? 0) < Number(WITHDRAW_AMOUNT)) return;
  if (performance.now() < player.nextWithdrawAt) return;
  player.nextWithdrawAt = performance.now() + world.totalMs / Math.max(1, v.dailyCountLimit ?? 1);
  await sleep(thinkMs());
  await client.sendSealed(
    'withdraw',
    'POST',
    cashierRoutes.withdraw.path,
    {
      requestId: crypto.randomUUID(),
      amount: WITHDRAW_AMOUNT,
      bankCardId: player.bankCardId,
      paymentPassword: PAYMENT_PASSWORD,
    },
    player.token,
  );
}

/** One visit: browse, favourites, a few rounds; now and then a login, deposit or withdrawal. */
async function visit(client: SoakClient, player: Player, world: World) {
  const p = player.loops++;
  const token = player.token;
  await client.send('status', routes.systemStatus.path, { token });
  await client.send(
    'announcements',
    `${routes.announcements.path}?${toQuery({ types: 'B,PL,PU,PR,H', platform: 'M', language: 'KM' })}`,
    { token },
  );
  await client.send('hot list', urlOf(apiEndpoints.find((e) => e.name === 'hot list')!), {
    token,
  });
  await sleep(thinkMs());
  // The uncached figure's endpoint is the same page 1 asked of another server: not a visit.
  const list = pick(apiEndpoints.filter((e) => e.name.startsWith('game list') && !e.uncached));
  await client.send(list.name, urlOf(list), { token });
  if (list.name === 'game list p1') {
    await sleep(thinkMs());
    const pageNo = 2 + (p % 2);
    await client.send('game list page 2-3', urlOf({ ...list, query: { ...list.query, pageNo } }), {
      token,
    });
  }
  await sleep(thinkMs());

  const game = pick(world.games);
  const body = { nodeId: game.nodeId, vendor: game.vendor };
  await client.send('favourite add', routes.favouriteAdd.path, {
    method: 'POST',
    token,
    json: body,
  });
  await client.send('favourite ids', `${routes.favouriteIds.path}?pageNo=1&pageSize=100`, {
    token,
  });
  await sleep(thinkMs());
  await client.send('favourite remove', routes.favouriteRemove.path, {
    method: 'DELETE',
    token,
    json: body,
  });
  await sleep(thinkMs());

  for (let i = 0; i < SPINS_PER_VISIT; i++) {
    await client.send('demo spin', routes.demoGameSpin.path, {
      method: 'POST',
      json: { launchToken: player.launchToken, roundId: crypto.randomUUID(), stake: player.stake },
    });
    await sleep(thinkMs() / 2);
  }

  if (p % DEPOSIT_EVERY === 1) {
    await sleep(thinkMs());
    await deposit(client, token);
  }
  if (p % WITHDRAW_EVERY === 2) {
    await sleep(thinkMs());
    await withdraw(client, player, world);
  }
  if (p % RELOGIN_EVERY === 3) {
    // Back later: a new session (the real encrypted login), the old one logged out.
    await sleep(thinkMs());
    player.token = await logIn(client, player.username);
    await client.send('logout', routes.sessionLogout.path, { method: 'DELETE', token });
    Object.assign(player, await launch(client, player.token, world.slot));
  }
  await sleep(thinkMs());
}

/** The catalogue's first RNG page: the slot everyone plays (as the fault tests) and favourites. */
async function firstGames(client: SoakClient): Promise<Game[]> {
  const page = must<{ list: { nodeId: number; vassalage: string; gameId: string }[] }>(
    await client.send('game list p1', urlOf(apiEndpoints.find((e) => e.name === 'game list p1')!)),
    'game list',
  );
  if (!page.list.length) throw new Error('the game list is empty');
  return page.list.map((g) => ({ nodeId: g.nodeId, vendor: g.vassalage, gameId: g.gameId }));
}

async function preparePlayer(
  client: SoakClient,
  username: string,
  index: number,
  slot: Game,
): Promise<Player> {
  const token = await logIn(client, username);
  const bankCardId = await prepareWithdrawals(client, token, index);
  // Money to play with and to withdraw: one paid deposit before the clock starts.
  if (!(await deposit(client, token))) throw new Error(`the setup deposit of ${username} failed`);
  return {
    username,
    token,
    bankCardId,
    loops: 0,
    nextWithdrawAt: 0,
    ...(await launch(client, token, slot)),
  };
}

/** Samples the server's resident memory every `intervalMs` until stopped. */
function sampleMemory(ctx: BenchContext, intervalMs: number, startedAt: number) {
  const samples: RssSample[] = [];
  const take = async () => {
    const bytes =
      ctx.serverPid !== undefined ? rssFromProc(ctx.serverPid) : await rssFromMetrics(ctx.baseUrl);
    if (bytes !== null) samples.push({ atMs: performance.now() - startedAt, bytes });
  };
  void take();
  const timer = setInterval(() => void take(), intervalMs);
  return {
    samples,
    stop: async () => {
      clearInterval(timer);
      await take();
    },
  };
}

const MB = 1024 * 1024;

/** The RSS median of each window from the start, in MB: shows a trend apart from noise. */
function windowMedians(samples: readonly RssSample[], windowMs: number): number[] {
  const windows = new Map<number, number[]>();
  for (const s of samples) {
    const i = Math.floor(s.atMs / windowMs);
    windows.set(i, [...(windows.get(i) ?? []), s.bytes]);
  }
  return [...windows.keys()]
    .sort((a, b) => a - b)
    .map((i) => Math.round(median(windows.get(i)!) / MB));
}

export async function run(ctx: BenchContext): Promise<Figure[]> {
  const minutes = ctx.soakMinutes;
  const totalMs = minutes * 60_000;
  // A minute of warm-up and minute-long windows in a full run; a quarter of a short trial.
  const windowMs = Math.min(60_000, totalMs / 4);
  const sampleEveryMs = Math.min(10_000, windowMs / 4);
  const recorder = new SoakRecorder();
  const client = new SoakClient(ctx.baseUrl, recorder, await fetchSealingKey(ctx.baseUrl));

  const games = await firstGames(client);
  const slot = games[0]!;
  const accounts = ACCOUNTS.slice(0, VIRTUAL_PLAYERS);
  ctx.log(`preparing ${accounts.length} players (login, payment password, bank card, deposit)`);
  const players: Player[] = [];
  for (const [i, username] of accounts.entries())
    players.push(await preparePlayer(client, username, i, slot));

  ctx.log(
    `${minutes} min of mixed traffic, ${players.length} virtual players; memory every ${(sampleEveryMs / 1000).toFixed(1)} s` +
      (ctx.serverPid !== undefined ? ` (VmRSS of pid ${ctx.serverPid})` : ' (GET /metrics)'),
  );
  const startedAt = performance.now();
  const deadline = startedAt + totalMs;
  const world: World = { games, slot, totalMs };
  const memory = sampleMemory(ctx, sampleEveryMs, startedAt);
  recorder.recording = true;
  const progress = setInterval(() => {
    let n = 0;
    for (const s of recorder.endpoints.values()) n += s.latenciesMs.length;
    ctx.log(
      `${((performance.now() - startedAt) / 60_000).toFixed(1)} min: ${n} requests, RSS ${((memory.samples.at(-1)?.bytes ?? 0) / MB).toFixed(0)} MB`,
    );
  }, 60_000);
  const loopErrors: string[] = [];
  try {
    await Promise.all(
      players.map(async (player) => {
        // Staggered starts, so the players do not move in step.
        await sleep(Math.random() * 2_000);
        while (performance.now() < deadline) {
          try {
            await visit(client, player, world);
          } catch (err) {
            // A failed re-login or launch: recorded as its endpoint's error; try again later.
            loopErrors.push(`${player.username}: ${(err as Error).message}`);
            await sleep(1_000);
          }
        }
      }),
    );
  } finally {
    clearInterval(progress);
    recorder.recording = false;
    await memory.stop();
  }
  const endMs = performance.now() - startedAt;
  return report(ctx, recorder, memory.samples, { minutes, windowMs, endMs, loopErrors });
}

function report(
  ctx: BenchContext,
  recorder: SoakRecorder,
  samples: RssSample[],
  run: { minutes: number; windowMs: number; endMs: number; loopErrors: string[] },
): Figure[] {
  const figures: Figure[] = [];
  const part = 'soak';
  let total = 0;
  let refused = 0;
  let serverSide = 0;
  const serverNotes: string[] = [];
  const names = [
    ...Object.keys(endpointClasses).filter((n) => recorder.endpoints.has(n)),
    ...[...recorder.endpoints.keys()].filter((n) => !(n in endpointClasses)),
  ];
  for (const name of names) {
    const s = recorder.endpoints.get(name)!;
    const sorted = [...s.latenciesMs].sort((a, b) => a - b);
    const errors = s.refused + s.serverErrors + s.noAnswer;
    total += sorted.length;
    refused += s.refused;
    serverSide += s.serverErrors + s.noAnswer;
    if (s.serverErrors + s.noAnswer) serverNotes.push(name);
    const cls = endpointClasses[name];
    const codes = [...s.codes].map(([c, n]) => `${c} x${n}`).join(', ');
    const p99 = percentile(sorted, 99);
    ctx.log(
      `${name}: ${sorted.length} requests, ${errors} errors${codes ? ` (${codes})` : ''}, p50 ${percentile(sorted, 50).toFixed(1)} ms, p99 ${p99.toFixed(1)} ms`,
    );
    figures.push(
      { part, name: `${name} requests`, value: sorted.length, unit: 'count' },
      {
        part,
        name: `${name} errors`,
        value: errors,
        unit: 'count',
        ...(codes ? { note: codes } : {}),
      },
      { part, name: `${name} p50`, value: percentile(sorted, 50), unit: 'ms' },
      {
        part,
        name: `${name} p99`,
        value: p99,
        unit: 'ms',
        ...(cls ? { budget: { max: soakBudget.p99Ms[cls] } } : {}),
      },
    );
  }
  const seconds = run.endMs / 1000;
  figures.unshift(
    {
      part,
      name: 'requests',
      value: total,
      unit: 'count',
      note: `${VIRTUAL_PLAYERS} virtual players for ${run.minutes} min (${(total / seconds).toFixed(1)} req/s), ${ctx.database}, ${ctx.seededGames} games`,
    },
    {
      part,
      name: '5xx or unanswered',
      value: serverSide,
      unit: 'count',
      budget: { max: soakBudget.serverErrors },
      ...(serverNotes.length ? { note: `on ${serverNotes.join(', ')}` } : {}),
    },
    {
      part,
      name: 'refused (4xx, success false)',
      value: refused,
      unit: 'count',
      ...(run.loopErrors.length
        ? {
            note: `${run.loopErrors.length} visits cut short, first: ${run.loopErrors[0]}`,
          }
        : {}),
    },
  );
  const growth = rssGrowth(samples, run.windowMs, run.windowMs, run.endMs);
  const windowS = (run.windowMs / 1000).toFixed(0);
  if (!growth) throw new Error(`too few memory samples (${samples.length}) to judge growth`);
  ctx.log(
    `RSS: ${(growth.afterWarmupBytes / MB).toFixed(1)} MB after warm-up, ${(growth.lastBytes / MB).toFixed(1)} MB at the end, ${samples.length} samples`,
  );
  figures.push(
    { part, name: 'RSS after warm-up', value: growth.afterWarmupBytes / MB, unit: 'MB' },
    { part, name: 'RSS at the end', value: growth.lastBytes / MB, unit: 'MB' },
    {
      part,
      name: 'RSS growth after warm-up',
      value: growth.growthBytes / MB,
      unit: 'MB',
      budget: { max: soakBudget.rssGrowthMB },
      note: `median of the last ${windowS} s minus median of the ${windowS} s after a ${windowS} s warm-up; ${samples.length} samples; medians per ${windowS} s (MB): ${windowMedians(samples, run.windowMs).join(', ')}`,
    },
  );
  return figures;
}
