import { rebateGameTypes, type DownlineKind } from '@app/contracts/agent-constants';
import { isAgentType, memberTypes } from '@app/contracts/member-types';
import type { Rates } from '../repositories/agent-team-repository';
import { DomainError } from './domain-error';

/**
 * Team management's pure rules (issue 17): rate ceilings and floors, the ledger key of a
 * transfer, what kind of downline a member type is.
 */

/** Basis points as the percent an error names (100 -> 1, 150 -> 1.5). */
export const percentOf = (bp: number): number => bp / 100;

/** REBATE_ABOVE_OWN `{ gameType, max }` for the first type of `rates` above `ceiling`. */
export function checkCeiling(rates: Partial<Rates>, ceiling: Rates): void {
  for (const type of rebateGameTypes) {
    const bp = rates[type];
    if (bp !== undefined && bp > ceiling[type])
      throw new DomainError('REBATE_ABOVE_OWN', `The ${type} rate is above the upline's own`, {
        gameType: type,
        max: percentOf(ceiling[type]),
      });
  }
}

/**
 * REBATE_BELOW_DOWNLINE `{ gameType, min }` for the first type of `rates` below `floor` (the
 * highest rate the member already gives one of its own direct downlines): lowering it further
 * would leave a child above its parent and turn the parent's team rebate negative.
 */
export function checkFloor(rates: Partial<Rates>, floor: Rates): void {
  for (const type of rebateGameTypes) {
    const bp = rates[type];
    if (bp !== undefined && bp < floor[type])
      throw new DomainError(
        'REBATE_BELOW_DOWNLINE',
        `The ${type} rate is below what the member gives its own downlines`,
        { gameType: type, min: percentOf(floor[type]) },
      );
  }
}

/** A patch over a full map of rates. */
export function applyPatch(base: Rates, patch: Partial<Rates>): Rates {
  const out = { ...base };
  for (const type of rebateGameTypes) {
    const bp = patch[type];
    if (bp !== undefined) out[type] = bp;
  }
  return out;
}

/** The ledger's idempotency key of one transfer: one per agent, request and payee. */
export const transferKey = (agentId: number, requestId: string, memberId: number): string =>
  `agent-transfer:${agentId}:${requestId}:${memberId}`;

/** MEMBER for the non-agent types (0, 4, 40), AGENT otherwise (spec 6). */
export const kindOfType = (type: number): DownlineKind => (isAgentType(type) ? 'AGENT' : 'MEMBER');

/** The member type an opened account or a link's registration gets. */
export const typeOfKind = (kind: DownlineKind): number =>
  kind === 'AGENT' ? memberTypes.agent : memberTypes.member;
