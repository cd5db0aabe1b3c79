import { isTrialType } from '@app/contracts/member-types';
import type { OpsMemberDetail, OpsMemberRow } from '@app/contracts/operator';
import type { OpsMemberRecord, OpsMemberRepository } from '../repositories/ops-member-repository';
import type { Actor, AuditService } from './audit-service';
import type { Clock } from './clock';
import { DomainError } from './domain-error';
import type { WalletService } from './wallet-service';

const rowOf = (m: OpsMemberRecord): OpsMemberRow => ({
  id: m.id,
  username: m.username,
  type: m.type,
  nickname: m.nickname,
  mobile: m.mobileNum ? `+${m.countryDialingCode ?? ''} ${m.mobileNum}` : null,
  email: m.email,
  vipLabel: m.vipLabel,
  locked: m.disabled,
  createdAt: m.createdAt.toISOString(),
});

const walletKindOf = (type: number): 'REAL' | 'PLAY' => (isTrialType(type) ? 'PLAY' : 'REAL');

/**
 * Members in the console (issue 12): search and read (admin, finance, support), lock and unlock
 * (admin), balance adjustments through the ledger (admin, finance). Every change is audited with
 * the values before and after and the operator's reason.
 */
export function createOpsMemberService(deps: {
  repo: OpsMemberRepository;
  wallets: WalletService;
  audit: AuditService;
  clock: Clock;
  currency: () => Promise<string>;
}) {
  const { repo, audit } = deps;

  async function found(id: number) {
    const member = await repo.find(id);
    if (!member) throw new DomainError('NOT_FOUND', 'No such member');
    return member;
  }

  return {
    async search(q: string | undefined, pageNo: number, pageSize: number) {
      const { rows, total } = await repo.search(q, (pageNo - 1) * pageSize, pageSize);
      return { items: rows.map(rowOf), pageNo, pageSize, total };
    },

    async detail(id: number): Promise<OpsMemberDetail> {
      const member = await found(id);
      const kind = walletKindOf(member.type);
      const [wallet, sessions, currency] = await Promise.all([
        repo.wallet(id, kind),
        repo.sessions(id, 20),
        deps.currency(),
      ]);
      const now = deps.clock();
      return {
        ...rowOf(member),
        payeeName: member.payeeName,
        birthday: member.birthday,
        affiliateCode: member.affiliateCode,
        parentId: member.parentId,
        currency: wallet?.currency ?? currency,
        wallet: { kind, balanceMinor: wallet?.balanceMinor ?? 0 },
        sessions: sessions.map((s) => ({
          id: s.id,
          device: s.device,
          ip: s.ip,
          createdAt: s.createdAt.toISOString(),
          expiresAt: s.expiresAt.toISOString(),
          active: s.revokedAt === null && s.expiresAt > now,
        })),
      };
    },

    async ledger(id: number, pageNo: number, pageSize: number) {
      await found(id);
      const { rows, total } = await repo.ledger(id, (pageNo - 1) * pageSize, pageSize);
      const items = rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
      return { items, pageNo, pageSize, total };
    },

    async bets(id: number, pageNo: number, pageSize: number) {
      await found(id);
      const { rows, total } = await repo.bets(id, (pageNo - 1) * pageSize, pageSize);
      const items = rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
      return { items, pageNo, pageSize, total };
    },

    /** Locking ends the member's sessions at once; their next login is refused as locked. */
    async setLocked(actor: Actor, id: number, locked: boolean, reason: string) {
      const member = await found(id);
      if (member.disabled !== locked) await repo.setLocked(id, locked, deps.clock());
      await audit.record(actor, {
        action: locked ? 'member.lock' : 'member.unlock',
        targetType: 'member',
        targetId: id,
        before: { locked: member.disabled },
        after: { locked },
        reason,
      });
      return rowOf({ ...member, disabled: locked });
    },

    /**
     * One ledger transaction (kind ADJUSTMENT) with the console's idempotency key: a retry of the
     * same form moves nothing again. A debit below zero is refused by the ledger.
     */
    async adjust(
      actor: Actor,
      id: number,
      input: { amountMinor: number; reason: string; idempotencyKey: string },
    ) {
      const member = await found(id);
      const walletKind = walletKindOf(member.type);
      const before = await deps.wallets.balanceMinor(id, walletKind);
      const result = await deps.wallets.post({
        idempotencyKey: `ops-adjust:${input.idempotencyKey}`,
        memberId: id,
        walletKind,
        amountMinor: input.amountMinor,
        kind: 'ADJUSTMENT',
        memo: input.reason,
      });
      if (result.applied)
        await audit.record(actor, {
          action: 'member.adjustBalance',
          targetType: 'member',
          targetId: id,
          before: { balanceMinor: before },
          after: {
            balanceMinor: result.balanceMinor,
            amountMinor: input.amountMinor,
            transactionId: result.transactionId,
          },
          reason: input.reason,
        });
      return {
        transactionId: result.transactionId,
        balanceMinor: result.balanceMinor,
        applied: result.applied,
      };
    },
  };
}
export type OpsMemberService = ReturnType<typeof createOpsMemberService>;
