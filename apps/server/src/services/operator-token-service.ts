import { opsTokenPrefix, type OperatorRole, type OpsToken } from '@app/contracts/operator';
import type {
  OperatorTokenRepository,
  OperatorTokenRow,
} from '../repositories/operator-token-repository';
import type { Actor, AuditService } from './audit-service';
import type { Clock } from './clock';
import { DomainError } from './domain-error';
import { newToken, sha256Hex } from './tokens';

const itemOf = (row: OperatorTokenRow): OpsToken => ({
  id: row.id,
  name: row.name,
  role: row.role as OperatorRole,
  createdBy: row.createdBy,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  revoked: row.revokedAt !== null,
});

/**
 * Operator API tokens (issue 12): the admin CLI and scripts call /ops/api with one instead of a
 * console session. An admin makes one with a role (the token is shown once, its SHA-256 kept)
 * and revokes it; both are audited. A token acts under its role and its name in the audit log.
 */
export function createOperatorTokenService(deps: {
  repo: OperatorTokenRepository;
  audit: AuditService;
  clock: Clock;
}) {
  const { repo, audit, clock } = deps;
  return {
    list: async () => (await repo.list()).map(itemOf),

    async create(actor: Actor, name: string, role: OperatorRole) {
      const token = `${opsTokenPrefix}${newToken()}`;
      const id = await repo.insert({
        name,
        role,
        tokenHash: sha256Hex(token),
        createdBy: actor.operatorId,
        createdAt: clock(),
      });
      await audit.record(actor, {
        action: 'token.create',
        targetType: 'token',
        targetId: id,
        after: { name, role },
      });
      return { token, item: itemOf((await repo.byId(id))!) };
    },

    async revoke(actor: Actor, id: number) {
      const row = await repo.byId(id);
      if (!row) throw new DomainError('NOT_FOUND', 'No such token');
      if (!row.revokedAt) {
        await repo.revoke(id, clock());
        await audit.record(actor, {
          action: 'token.revoke',
          targetType: 'token',
          targetId: id,
          before: { name: row.name, role: row.role, revoked: false },
          after: { revoked: true },
        });
      }
      return itemOf((await repo.byId(id))!);
    },

    /** The token's identity when it is live; null otherwise. */
    async authenticate(token: string) {
      if (!token.startsWith(opsTokenPrefix)) return null;
      return repo.use(sha256Hex(token), clock());
    },
  };
}
export type OperatorTokenService = ReturnType<typeof createOperatorTokenService>;
