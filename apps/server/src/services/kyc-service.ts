import type { KycStatePayload, OpsKycDetail, OpsKycFilter, OpsKycRow } from '@app/contracts/kyc';
import { MAX_IMAGES_PER_FORM } from '@app/contracts/upload-constants';
import type { KycRepository, KycRow } from '../repositories/kyc-repository';
import type { MemberFileRepository } from '../repositories/member-file-repository';
import type { Actor, AuditService } from './audit-service';
import type { Clock } from './clock';
import { DomainError } from './domain-error';
import type { MemberFileService } from './member-file-service';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function toOpsRow(row: KycRow): OpsKycRow {
  return {
    id: row.id,
    memberId: row.memberId,
    username: row.username,
    status: row.status,
    fileIds: row.fileIds,
    submittedAt: row.createdAt.toISOString(),
    reviewedAt: iso(row.reviewedAt),
    reviewedBy: row.reviewedBy,
    reason: row.reason,
  };
}

/** The member's state is their latest submission's; verified once is verified for good. */
function toState(latest: KycRow | null): KycStatePayload {
  if (!latest) return { state: 'NONE', canSubmit: true, submission: null };
  return {
    state: latest.status,
    canSubmit: latest.status === 'REJECTED',
    submission: {
      id: latest.id,
      status: latest.status,
      fileIds: latest.fileIds,
      submittedAt: latest.createdAt.toISOString(),
      reviewedAt: iso(latest.reviewedAt),
      reason: latest.reason,
    },
  };
}

const kycStateError = (message: string) => new DomainError('KYC_STATE', message);

/**
 * Identity verification (issue 14): a member submits 1 to 3 document images (their own KYC
 * uploads) and waits; support approves or rejects (with a reason the member reads) in the
 * console, each action audited and settled once (KYC_STATE for the second of two reviewers). A
 * rejected member submits again; a verified one is done.
 */
export function createKycService(deps: {
  repo: KycRepository;
  files: Pick<MemberFileService, 'requireOwn'>;
  fileRows: Pick<MemberFileRepository, 'findMany'>;
  audit: AuditService;
  clock: Clock;
}) {
  const { repo, clock } = deps;

  async function latest(memberId: number): Promise<KycRow | null> {
    const [row] = await repo.forMember(memberId, 1);
    return row ?? null;
  }

  async function detail(id: number): Promise<OpsKycDetail> {
    const row = await repo.find(id);
    if (!row) throw new DomainError('NOT_FOUND', 'No such submission');
    const [member, files, others] = await Promise.all([
      repo.memberSummary(row.memberId),
      deps.fileRows.findMany(row.fileIds),
      repo.othersOf(row.memberId, row.id),
    ]);
    if (!member) throw new DomainError('NOT_FOUND', 'No such member');
    return {
      ...toOpsRow(row),
      member: {
        id: member.id,
        username: member.username,
        type: member.type,
        nickname: member.nickname,
        payeeName: member.payeeName,
        birthday: member.birthday,
        registeredAt: member.createdAt.toISOString(),
      },
      // In the order the member gave them.
      files: row.fileIds.flatMap((fileId) => {
        const file = files.find((f) => f.id === fileId);
        return file
          ? [
              {
                fileId,
                contentType: file.contentType,
                width: file.width,
                height: file.height,
                bytes: file.bytes,
              },
            ]
          : [];
      }),
      history: others.map((other) => {
        const {
          fileIds: _files,
          username: _username,
          memberId: _member,
          ...rest
        } = toOpsRow(other);
        return rest;
      }),
    };
  }

  async function settle(
    actor: Actor,
    id: number,
    status: 'VERIFIED' | 'REJECTED',
    reason: string | null,
  ): Promise<OpsKycDetail> {
    const before = await repo.find(id);
    if (!before) throw new DomainError('NOT_FOUND', 'No such submission');
    if (!(await repo.settle(id, { status, reason, operatorId: actor.operatorId }, clock())))
      throw kycStateError('This submission has already been reviewed');
    await deps.audit.record(actor, {
      action: status === 'VERIFIED' ? 'kyc.approve' : 'kyc.reject',
      targetType: 'kyc',
      targetId: id,
      before: { status: before.status },
      after: { status, memberId: before.memberId, username: before.username },
      ...(reason ? { reason } : {}),
    });
    return detail(id);
  }

  return {
    /** GET /wps/member/kyc */
    async state(memberId: number): Promise<KycStatePayload> {
      return toState(await latest(memberId));
    },

    /** POST /wps/member/kyc: NONE or REJECTED only; the files must be the member's KYC uploads. */
    async submit(memberId: number, fileIds: readonly string[]): Promise<KycStatePayload> {
      const current = await latest(memberId);
      if (current && current.status !== 'REJECTED')
        throw kycStateError(
          current.status === 'REVIEW' ? 'Already under review' : 'Already verified',
        );
      const ids = await deps.files.requireOwn(memberId, fileIds, 'KYC', MAX_IMAGES_PER_FORM);
      const created = await repo.insertUnlessOpen(memberId, ids, clock());
      if (created === null) throw kycStateError('Already under review or verified');
      return toState(await latest(memberId));
    },

    /** The console's queue. */
    async page(query: {
      state: OpsKycFilter;
      q?: string | undefined;
      pageNo: number;
      pageSize: number;
    }) {
      const { rows, total } = await repo.page({
        status: query.state === 'ALL' ? null : query.state,
        q: query.q,
        offset: (query.pageNo - 1) * query.pageSize,
        limit: query.pageSize,
      });
      return { items: rows.map(toOpsRow), pageNo: query.pageNo, pageSize: query.pageSize, total };
    },

    detail,
    approve: (actor: Actor, id: number) => settle(actor, id, 'VERIFIED', null),
    reject: (actor: Actor, id: number, reason: string) => settle(actor, id, 'REJECTED', reason),
  };
}
export type KycService = ReturnType<typeof createKycService>;
