import type { OperatorRole, OpsOperator } from '@app/contracts/operator';
import type { OperatorRepository, OperatorRow } from '../repositories/operator-repository';
import type { Actor, AuditService } from './audit-service';
import type { Clock } from './clock';
import { DomainError } from './domain-error';
import { assertAcceptablePassword, type PasswordService } from './password-service';

const itemOf = (row: OperatorRow): OpsOperator => ({
  id: row.id,
  username: row.username,
  role: row.role as OperatorRole,
  disabled: row.disabledAt !== null,
  enrolled: row.totpConfirmedAt !== null,
  createdAt: row.createdAt.toISOString(),
});

/**
 * Managing operators (admin, issue 12): create (the new operator enrols an authenticator at
 * the first sign-in), change role, disable (their sessions end at once), reset the
 * authenticator. An admin cannot disable or demote themselves, and the last enabled admin stays
 * one, so the console can never be left without an admin. Every change is audited.
 */
export function createOperatorAdminService(deps: {
  repo: OperatorRepository;
  passwords: PasswordService;
  audit: AuditService;
  clock: Clock;
}) {
  const { repo, audit, clock } = deps;

  async function found(id: number) {
    const row = await repo.findById(id);
    if (!row) throw new DomainError('NOT_FOUND', 'No such operator');
    return row;
  }

  return {
    list: async () => (await repo.list()).map(itemOf),

    async create(actor: Actor, input: { username: string; password: string; role: OperatorRole }) {
      assertAcceptablePassword(input.password);
      const id = await repo.insertIfAbsent({
        username: input.username,
        role: input.role,
        passwordHash: await deps.passwords.hash(input.password),
        totpSecret: null,
        totpConfirmedAt: null,
      });
      if (id === null) throw new DomainError('USERNAME_TAKEN', 'This operator name is taken');
      await audit.record(actor, {
        action: 'operator.create',
        targetType: 'operator',
        targetId: id,
        after: { username: input.username, role: input.role },
      });
      return itemOf((await repo.findById(id))!);
    },

    async update(
      actor: Actor,
      id: number,
      change: { role?: OperatorRole; disabled?: boolean; reason: string },
    ) {
      const row = await found(id);
      const demoting = change.role !== undefined && change.role !== 'admin';
      const disabling = change.disabled === true;
      if (id === actor.operatorId && (demoting || disabling))
        throw new DomainError('NO_PERMISSION', 'You cannot demote or disable yourself');
      if (
        row.role === 'admin' &&
        (demoting || disabling) &&
        (await repo.otherEnabledAdmins(id)) === 0
      )
        throw new DomainError('NO_PERMISSION', 'The last admin must stay an enabled admin');
      const now = clock();
      await repo.update(id, {
        ...(change.role !== undefined ? { role: change.role } : {}),
        ...(change.disabled !== undefined ? { disabledAt: change.disabled ? now : null } : {}),
      });
      // A role change or a disable applies at once: their sessions end.
      await repo.revokeAllSessions(id, now);
      const after = itemOf((await repo.findById(id))!);
      await audit.record(actor, {
        action: 'operator.update',
        targetType: 'operator',
        targetId: id,
        before: { role: row.role, disabled: row.disabledAt !== null },
        after: { role: after.role, disabled: after.disabled },
        reason: change.reason,
      });
      return after;
    },

    async resetAuthenticator(actor: Actor, id: number, reason: string) {
      const row = await found(id);
      const now = clock();
      await repo.resetAuthenticator(id, now);
      await repo.revokeAllSessions(id, now);
      await audit.record(actor, {
        action: 'operator.resetAuthenticator',
        targetType: 'operator',
        targetId: id,
        before: { enrolled: row.totpConfirmedAt !== null },
        after: { enrolled: false },
        reason,
      });
      return itemOf((await repo.findById(id))!);
    },
  };
}
export type OperatorAdminService = ReturnType<typeof createOperatorAdminService>;
