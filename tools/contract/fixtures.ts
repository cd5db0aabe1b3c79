import { randomUUID } from 'node:crypto';
import type { EndpointName, EndpointResult } from '@app/contracts/endpoints';
import type { CallInput } from './platform-client';
import { endSession, type RunContext } from './run-context';

/**
 * Rows whose valid inputs the schemas alone cannot give, or should not: inputs that name real
 * things of the platform (a game, a launch token), and calls that would change data that is not
 * the runner's own. The policy, for any platform:
 * - writes that only a member's own data could absorb use the runner's trial account (free
 *   play): favourites, recent games, launches, demo rounds;
 * - the given account is only read, or written with what it already holds (its nickname,
 *   email, payee name and avatar set to their current values; an announcement it has already
 *   read marked read again); when it holds nothing there, no valid input is sent;
 * - nothing that sends a message to a stranger (SMS codes) or changes a password is sent valid:
 *   those rows get their refusals checked only (the password change with a wrong old password);
 * - registration gets an incomplete form, which no platform can turn into an account;
 * - sessions the runner opens (login, free play) are closed again.
 */
export type Skip = { skip: string };

export type Fixture = {
  /** Use the runner's trial session, not the given account's. */
  session?: 'trial';
  /**
   * Valid inputs from the platform's own data, or why none is sent; `generated` are the ones
   * built from the schemas (for rows that use them when the platform offered nothing better).
   */
  valid?: (ctx: RunContext, generated: CallInput[]) => CallInput[] | Skip;
  /** After a valid call succeeded: keep what later rows need, or undo what it did. */
  after?: (value: unknown, ctx: RunContext) => Promise<void> | void;
};

const skip = (why: string): Skip => ({ skip: why });

/** Sets a profile field to the value it already has. */
function sameValue(field: 'nickname' | 'email' | 'payeeName' | 'icon', pattern?: RegExp) {
  return (ctx: RunContext): CallInput[] | Skip => {
    const current = ctx.samples.memberInfo?.[field];
    if (!current || (pattern && !pattern.test(current)))
      return skip(`the account has no ${field} to set again; setting one would change it`);
    return [{ body: { [field]: current } }];
  };
}

function gameBody(ctx: RunContext, withGameId: boolean): CallInput[] | Skip {
  const game = ctx.samples.game;
  if (!game) return skip('no game found in the game list');
  const body = { nodeId: game.nodeId, vendor: game.vassalage };
  return [{ body: withGameId ? { ...body, gameId: game.gameId } : body }];
}

function launchBody(ctx: RunContext): CallInput[] | Skip {
  const game = ctx.samples.playGame;
  if (!game) return skip('no game with a play-money mode in the game list');
  return [
    { body: { vendor: game.vassalage, gameId: game.gameId, nodeId: game.nodeId, freePlay: true } },
  ];
}

/** The launch token at the end of a launch URL (the reference server's `/play/<token>`). */
function keepLaunchToken(value: unknown, ctx: RunContext): void {
  const { url } = value as EndpointResult<'launchGame'>;
  const token = /([A-Za-z0-9_-]{20,100})\/?$/.exec(new URL(url, 'http://x').pathname)?.[1];
  if (token) ctx.samples.launchToken ??= token;
}

async function closeSession(value: unknown, ctx: RunContext): Promise<void> {
  await endSession(ctx, (value as { token: string }).token);
}

export const fixtures: Partial<Record<EndpointName, Fixture>> = {
  // Issue 14: an upload would leave a file on the given account (trial accounts may not upload).
  memberFileUpload: { valid: () => skip('an upload would store a file on the given account') },
  sessionLogin: {
    valid: (ctx) => {
      const { username, password } = ctx.credentials ?? {
        username: 'conformance_probe',
        password: 'not-the-password',
      };
      return [{ body: { type: 'username', username, password } }];
    },
    after: closeSession,
  },
  sessionFreePlay: { after: closeSession },
  memberTrialUser: { session: 'trial' },
  memberRegister: { valid: () => [{ body: { registerMethod: 'H5' } }] },
  memberRegisterMobile: { valid: () => [{ body: { registerMethod: 'H5' } }] },
  smsNoLogin: { valid: () => skip('it would send an SMS code to a real number') },
  smsRegister: { valid: () => skip('it would send an SMS code to a real number') },
  passwordChange: { valid: () => skip("it would change the account's password") },
  passwordEmailReset: {
    // The schemas cannot say that the two passwords match; a platform would refuse that first.
    valid: (_ctx, generated) =>
      generated.map((input) => {
        const body = input.body as { newPassword: string };
        return { body: { ...body, confirmNewPassword: body.newPassword } };
      }),
  },
  memberInfoNickname: { valid: sameValue('nickname') },
  memberInfoEmail: { valid: sameValue('email') },
  memberInfoPayeeName: { valid: sameValue('payeeName') },
  memberInfoIconSet: { valid: sameValue('icon', /^avatar-\d{1,2}$/) },
  markAnnouncementRead: {
    valid: (ctx) =>
      ctx.samples.readAnnouncementId
        ? [{ body: { announcementId: ctx.samples.readAnnouncementId, read: true } }]
        : skip('the account has read no announcement; marking one read would change it'),
  },
  favouriteAdd: { session: 'trial', valid: (ctx) => gameBody(ctx, false) },
  favouriteRemove: { session: 'trial', valid: (ctx) => gameBody(ctx, false) },
  recentAdd: { session: 'trial', valid: (ctx) => gameBody(ctx, true) },
  launchGame: { session: 'trial', valid: launchBody, after: keepLaunchToken },
  launchGameFb: { session: 'trial', valid: launchBody, after: keepLaunchToken },
  demoGameState: {
    valid: (ctx, generated) =>
      ctx.samples.launchToken ? [{ query: { launchToken: ctx.samples.launchToken } }] : generated,
    after: (value, ctx) => {
      ctx.samples.demoStake = (value as EndpointResult<'demoGameState'>).stakes[0];
    },
  },
  demoGameSpin: {
    valid: ({ samples }, generated) =>
      samples.launchToken && samples.demoStake
        ? [
            {
              body: {
                launchToken: samples.launchToken,
                roundId: randomUUID(),
                stake: samples.demoStake,
              },
            },
          ]
        : generated,
  },
  lotteryOpenNumero: {
    valid: (ctx, generated) =>
      ctx.samples.lotteryGameId ? [{ query: { gameId: ctx.samples.lotteryGameId } }] : generated,
  },
  // Lottery tickets (issue 14) with the trial session's lottery launch: play money only.
  lotteryTicketState: {
    valid: ({ samples }, generated) =>
      samples.lotteryLaunchToken
        ? [{ query: { launchToken: samples.lotteryLaunchToken } }]
        : generated,
    after: (value, ctx) => {
      const state = value as EndpointResult<'lotteryTicketState'>;
      ctx.samples.lotteryNumero = state.draw.numero;
      ctx.samples.lotteryStake = state.play.stakes[0];
    },
  },
  lotteryTicketPlace: {
    // The schemas cannot say that each number is picked once; these inputs do.
    valid: ({ samples }) => [
      {
        body: {
          launchToken: samples.lotteryLaunchToken ?? 'conformance-launch-token-0000',
          requestId: randomUUID(),
          numero: samples.lotteryNumero ?? '20260101-0001',
          picks: [
            { play: '2D', pick: '07', stake: samples.lotteryStake ?? 1 },
            { play: '2D', pick: '70', stake: samples.lotteryStake ?? 1 },
          ],
        },
      },
    ],
    after: (value, ctx) => {
      const { ticket } = value as EndpointResult<'lotteryTicketPlace'>;
      ctx.samples.subOrderId = ticket.subOrders[0]?.subOrderId;
    },
  },
  betSubOrderCancel: {
    session: 'trial',
    valid: ({ samples }, generated) =>
      samples.subOrderId ? [{ body: { subOrderId: samples.subOrderId } }] : generated,
  },
  betOrderDetail: {
    valid: (ctx, generated) =>
      ctx.samples.orderId ? [{ query: { orderId: ctx.samples.orderId } }] : generated,
  },
};
