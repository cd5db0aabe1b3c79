import { isAgentType, isTrialType } from '@app/contracts/member-types';
import type { OpsMemberMoveUplineResult } from '@app/contracts/operator';
import type { OpsUplineRepository } from '../repositories/ops-upline-repository';
import type { Actor, AuditService } from './audit-service';
import type { Clock } from './clock';
import { DomainError } from './domain-error';

export type UplineRefusal = 'NOT_FOUND' | 'SELF' | 'SAME' | 'OWN_TEAM' | 'NOT_AGENT' | 'TRIAL';

const refuse = (reason: UplineRefusal, message: string): never => {
  throw new DomainError('UPLINE_INVALID', message, { reason });
};

/**
 * The console's "move to another upline" (issue 17, admin only, audited): the account and its
 * whole team go under another agent. The database trigger moves the closure; rates above the new
 * upline's own are lowered to it; contracts from the old upline end. The aggregates of days
 * already counted stay with the teams they were counted in (history is not rewritten): the new
 * upline's team figures include the moved accounts from the move on.
 */
export function createOpsUplineService(deps: {
  repo: OpsUplineRepository;
  audit: AuditService;
  clock: Clock;
}) {
  const { repo } = deps;
  return {
    async move(
      actor: Actor,
      id: number,
      input: { uplineUsername: string; reason: string },
    ): Promise<OpsMemberMoveUplineResult> {
      const member = await repo.find(id);
      if (!member) throw new DomainError('NOT_FOUND', 'No such member');
      if (isTrialType(member.type)) refuse('TRIAL', 'A trial account has no upline');
      const upline = await repo.findByUsername(input.uplineUsername.trim());
      if (!upline) return refuse('NOT_FOUND', 'No account has this username');
      if (upline.id === member.id) refuse('SELF', 'An account cannot be its own upline');
      if (member.parentId === upline.id) refuse('SAME', 'This agent is already its upline');
      if (!isAgentType(upline.type)) refuse('NOT_AGENT', 'The new upline must be an agent');
      if (await repo.inTeamOf(member.id, upline.id))
        refuse('OWN_TEAM', 'The new upline is in this account’s own team');
      const oldParent = member.parentId === null ? null : await repo.find(member.parentId);
      const done = await repo.move({
        memberId: member.id,
        uplineId: upline.id,
        oldParentId: member.parentId,
        now: deps.clock(),
      });
      if (!done) return refuse('OWN_TEAM', 'The new upline is in this account’s own team');
      await deps.audit.record(actor, {
        action: 'member.moveUpline',
        targetType: 'member',
        targetId: member.id,
        before: { parentId: member.parentId, parentUsername: oldParent?.username ?? null },
        after: { parentId: upline.id, parentUsername: upline.username, ...done },
        reason: input.reason,
      });
      return { id: member.id, parentId: upline.id, parentUsername: upline.username, ...done };
    },
  };
}
export type OpsUplineService = ReturnType<typeof createOpsUplineService>;
