import type { AgentTeamRepository, Rates } from '../repositories/agent-team-repository';
import { typeOfKind } from './agent-team-rules';
import type { Clock } from './clock';
import { operatorDay } from './operator-day';

/** An agent's affiliate link found by its code, as registration uses it. */
export type SignupLink =
  | { status: 'active'; linkId: number; agentId: number; type: number; rates: Rates }
  /** A link its agent removed: registrations through it are refused. */
  | { status: 'removed' };

/**
 * What registration asks of the agent centre (issue 17): the affiliate link behind a code, and
 * the bookkeeping of a new account with an upline (the link's preset rates, its counter, and one
 * registration in every upline's team day).
 */
export function createAgentSignupService(deps: {
  repo: Pick<AgentTeamRepository, 'linkByCode' | 'recordSignup'>;
  utcOffsetMinutes: () => Promise<number>;
  clock: Clock;
}) {
  return {
    /** The link with this code (any case), or null when the code is no link's. */
    async findLink(code: string): Promise<SignupLink | null> {
      const trimmed = code.trim();
      if (trimmed === '') return null;
      const link = await deps.repo.linkByCode(trimmed);
      if (!link) return null;
      if (link.removedAt !== null) return { status: 'removed' };
      return {
        status: 'active',
        linkId: link.id,
        agentId: link.agentId,
        type: typeOfKind(link.kind === 'AGENT' ? 'AGENT' : 'MEMBER'),
        rates: link.rates,
      };
    },

    /** After a registration under `parentId` (through `link`, or an affiliate code). */
    async recordSignup(
      memberId: number,
      parentId: number,
      link: Extract<SignupLink, { status: 'active' }> | null,
    ): Promise<void> {
      const now = deps.clock();
      await deps.repo.recordSignup({
        memberId,
        parentId,
        link: link ? { id: link.linkId, rates: link.rates } : null,
        day: operatorDay(now, await deps.utcOffsetMinutes()),
        now,
      });
    },
  };
}
export type AgentSignupService = ReturnType<typeof createAgentSignupService>;
