/**
 * A day's rebates (issue 17, pure). For each turnover line (a member's valid turnover T of one
 * game type g on one operator day) and the member's path up the hierarchy (itself, its upline,
 * ..., the top agent):
 *
 * - effective rates are taken top down, each capped by the one above it:
 *   e(top) = rate(top), e(n) = min(rate(n), e(upline of n)); a downline can never be paid more
 *   than its upline's rate allows, so the line never pays more than T x rate(top);
 * - the cumulative amount up to a node is floor(T x e(n) / 10000) (rounded down per line);
 * - the member earns its cumulative amount (own), each ancestor the difference between its
 *   cumulative amount and its child's on the path (team).
 *
 * The amounts telescope: a line pays exactly floor(T x rate(top) / 10000) in all, each share is
 * a whole number of minor units and none is negative (cumulative amounts only grow upwards).
 */

export const BASIS_POINTS = 10_000;

/** One member's valid turnover of one game type on the day (minor units). */
export type TurnoverLine = { memberId: number; gameType: string; turnoverMinor: number };

/** What a member gets for one game type of the day. */
export type GameShare = {
  /** Its own valid turnover of this type. */
  turnoverMinor: number;
  /** The valid turnover of its team (everyone below it) of this type. */
  teamTurnoverMinor: number;
  /** Its own rate of this type (basis points). */
  rateBp: number;
  ownMinor: number;
  teamMinor: number;
};

/** A member's day: the totals and the shares per game type. */
export type MemberRebate = {
  memberId: number;
  ownMinor: number;
  teamMinor: number;
  games: Map<string, GameShare>;
};

export type RebateInput = {
  lines: readonly TurnoverLine[];
  /** The member's path: itself first, then each upline to the top (team_paths by depth). */
  pathOf: (memberId: number) => readonly number[];
  /** A member's rate of a game type in basis points (0 when it has none). */
  rateOf: (memberId: number, gameType: string) => number;
};

function shareOf(
  result: Map<number, MemberRebate>,
  memberId: number,
  gameType: string,
  rateBp: number,
) {
  let member = result.get(memberId);
  if (!member) {
    member = { memberId, ownMinor: 0, teamMinor: 0, games: new Map() };
    result.set(memberId, member);
  }
  let share = member.games.get(gameType);
  if (!share) {
    share = { turnoverMinor: 0, teamTurnoverMinor: 0, rateBp, ownMinor: 0, teamMinor: 0 };
    member.games.set(gameType, share);
  }
  return { member, share };
}

/** Rates outside 0..10000 or not integers would break the guarantees: clamp them. */
const cleanRate = (bp: number): number =>
  Number.isFinite(bp) ? Math.min(BASIS_POINTS, Math.max(0, Math.floor(bp))) : 0;

/** floor(turnover x bp / 10000) without leaving safe integers for large turnovers. */
export function amountAt(turnoverMinor: number, bp: number): number {
  const whole = Math.floor(turnoverMinor / BASIS_POINTS);
  const rest = turnoverMinor - whole * BASIS_POINTS;
  return whole * bp + Math.floor((rest * bp) / BASIS_POINTS);
}

/**
 * Every member on the lines' paths and what the day pays it (members on a path earning 0 are
 * listed too: the job marks their day done). Lines of 0 or less turnover pay nothing.
 */
export function computeRebates(input: RebateInput): Map<number, MemberRebate> {
  const result = new Map<number, MemberRebate>();
  for (const line of input.lines) {
    const turnover = line.turnoverMinor;
    if (!Number.isSafeInteger(turnover) || turnover <= 0) continue;
    const path = input.pathOf(line.memberId);
    if (path.length === 0 || path[0] !== line.memberId)
      throw new Error(`rebate: the path of ${line.memberId} must start with the member`);
    const rates = path.map((id) => cleanRate(input.rateOf(id, line.gameType)));
    // Effective rates, top down: nobody below may reach above the rate of anyone above it.
    const effective = new Array<number>(path.length);
    for (let i = path.length - 1; i >= 0; i -= 1)
      effective[i] = i === path.length - 1 ? rates[i]! : Math.min(rates[i]!, effective[i + 1]!);
    let below = 0;
    path.forEach((memberId, i) => {
      const cumulative = amountAt(turnover, effective[i]!);
      const { member, share } = shareOf(result, memberId, line.gameType, rates[i]!);
      const amount = cumulative - below;
      below = cumulative;
      if (i === 0) {
        share.turnoverMinor += turnover;
        share.ownMinor += amount;
        member.ownMinor += amount;
      } else {
        share.teamTurnoverMinor += turnover;
        share.teamMinor += amount;
        member.teamMinor += amount;
      }
    });
  }
  return result;
}

/** Sum of a day's payouts the lines allow: floor(T x rate(top)) per line (the guarantee). */
export function ceilingOf(input: RebateInput): number {
  let total = 0;
  for (const line of input.lines) {
    if (!Number.isSafeInteger(line.turnoverMinor) || line.turnoverMinor <= 0) continue;
    const path = input.pathOf(line.memberId);
    const top = path[path.length - 1]!;
    total += amountAt(line.turnoverMinor, cleanRate(input.rateOf(top, line.gameType)));
  }
  return total;
}
