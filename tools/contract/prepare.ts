import type { Credentials, RunContext } from './run-context';
import { endSession, fetchValue } from './run-context';
import type { Platform } from './platform-client';

/**
 * Before the checks: the sessions the runner uses (the given account's, when credentials are
 * given, and a trial account of its own from free play) and a few real values of the platform
 * (a game, a lottery game, an order...) that valid inputs of later rows refer to.
 */
export async function prepare(
  platform: Platform,
  options: { credentials: Credentials | null; seed: number },
): Promise<RunContext> {
  const ctx: RunContext = {
    platform,
    seed: options.seed,
    credentials: options.credentials,
    memberToken: null,
    trialToken: null,
    samples: {},
    notes: [],
    problems: [],
  };

  if (ctx.credentials) {
    const { username, password } = ctx.credentials;
    const login = await fetchValue(
      ctx,
      'sessionLogin',
      { body: { type: 'username', username, password } },
      null,
    );
    if ('value' in login && 'token' in login.value) ctx.memberToken = login.value.token;
    else if ('value' in login)
      ctx.problems.push(`could not log in as ${username}: the account has two-factor login on`);
    else ctx.problems.push(`could not log in as ${username}: ${login.reason}`);
  }

  const trial = await fetchValue(ctx, 'sessionFreePlay', { body: { moduleId: 'FREEPLAY3' } }, null);
  if ('value' in trial) ctx.trialToken = trial.value.token;
  else
    ctx.notes.push(`no trial session (free play: ${trial.reason}): rows that use one are skipped`);
  if (!ctx.credentials)
    ctx.notes.push(
      ctx.trialToken
        ? 'no credentials: member rows use the trial session; real-money rows are only checked to refuse a guest and a trial session'
        : 'no credentials: member rows are only checked to refuse a guest',
    );

  await readSamples(ctx);
  return ctx;
}

async function readSamples(ctx: RunContext): Promise<void> {
  const { samples, memberToken } = ctx;
  const games = await fetchValue(ctx, 'gameList', { query: { pageSize: '50' } }, null);
  if ('value' in games) {
    samples.game = games.value.list[0];
    samples.playGame = games.value.list.find((game) => game.supportPlay);
  }
  const lottery = await fetchValue(ctx, 'lotteryGames', {}, null);
  if ('value' in lottery) samples.lotteryGameId = lottery.value[0]?.gameId;
  // A lottery launch of the trial session's (play money): the ticket rows refer to it.
  const lotteryGame = 'value' in lottery ? lottery.value[0] : undefined;
  if (lotteryGame && ctx.trialToken) {
    const launched = await fetchValue(
      ctx,
      'launchGame',
      {
        body: {
          vendor: lotteryGame.vendor,
          gameId: lotteryGame.gameId,
          nodeId: lotteryGame.nodeId,
          freePlay: true,
        },
      },
      ctx.trialToken,
    );
    if ('value' in launched)
      samples.lotteryLaunchToken = /([A-Za-z0-9_-]{20,100})\/?$/.exec(
        new URL(launched.value.url, 'http://x').pathname,
      )?.[1];
  }
  if (!memberToken) return;

  const info = await fetchValue(ctx, 'memberInfo', {}, memberToken);
  if ('value' in info) samples.memberInfo = info.value;
  const notices = await fetchValue(ctx, 'announcements', {}, memberToken);
  if ('value' in notices) {
    const { player, popup, promotion, hot } = notices.value;
    samples.readAnnouncementId = [...player, ...popup, ...promotion, ...hot].find(
      (item) => item.read,
    )?.id;
  }
  const orders = await fetchValue(ctx, 'betOrders', {}, memberToken);
  if ('value' in orders) samples.orderId = orders.value.list[0]?.orderId;
}

/** After the checks: end the sessions the runner started. */
export async function finish(ctx: RunContext): Promise<void> {
  for (const token of [ctx.memberToken, ctx.trialToken]) if (token) await endSession(ctx, token);
}
