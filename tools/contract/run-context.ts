import type { MemberInfo } from '@app/contracts/account';
import { endpoints, type EndpointName, type EndpointResult } from '@app/contracts/endpoints';
import type { Game } from '@app/contracts/games';
import { judgeValid } from './judge';
import type { CallInput, Platform } from './platform-client';

export type Credentials = { username: string; password: string };

/** What the runner learnt from the platform before and while checking rows. */
export type Samples = {
  memberInfo?: MemberInfo;
  /** A game of the catalogue, and one that has a play-money mode. */
  game?: Game;
  playGame?: Game;
  /** An announcement the member has already read (marking it read again changes nothing). */
  readAnnouncementId?: number;
  lotteryGameId?: string;
  orderId?: string;
  /** From a launch with the trial session, for the demo game's calls. */
  launchToken?: string;
  demoStake?: number;
  /** From a lottery launch with the trial session, for the lottery ticket's calls (issue 14). */
  lotteryLaunchToken?: string;
  lotteryNumero?: string;
  lotteryStake?: number;
  /** A pick of the trial session's ticket, to cancel. */
  subOrderId?: string;
};

export type RunContext = {
  platform: Platform;
  seed: number;
  credentials: Credentials | null;
  /** The session of the given account, and of a trial account of our own (free play). */
  memberToken: string | null;
  trialToken: string | null;
  samples: Samples;
  /** Said in the report; problems fail the run. */
  notes: string[];
  problems: string[];
};

/** Calls a row for its value: the value when the answer is a success that fits, else why not. */
export async function fetchValue<N extends EndpointName>(
  ctx: RunContext,
  name: N,
  input: CallInput,
  token: string | null,
): Promise<{ value: EndpointResult<N> } | { reason: string }> {
  try {
    const answer = await ctx.platform.call(endpoints[name], input, { token });
    const verdict = judgeValid(endpoints[name], answer);
    if (!verdict.ok) return { reason: verdict.reason };
    if (verdict.value === undefined) {
      const code = (answer.json as { errorCode?: unknown }).errorCode;
      return { reason: `answered ${answer.status} ${String(code)}` };
    }
    return { value: verdict.value as EndpointResult<N> };
  } catch (error) {
    return { reason: error instanceof Error ? error.message : String(error) };
  }
}

/** Ends a session the runner started (logout is idempotent; the answer does not matter). */
export async function endSession(ctx: RunContext, token: string): Promise<void> {
  try {
    await ctx.platform.call(endpoints.sessionLogout, {}, { token });
  } catch {
    // A platform that is gone has ended the session too.
  }
}
