import type {
  FeedbackItem,
  FeedbackPage,
  OpsFeedback,
  OpsFeedbackRow,
} from '@app/contracts/feedback';
import {
  FEEDBACK_PER_DAY,
  feedbackWordProblem,
  type FeedbackCategory,
  type FeedbackStatus,
} from '@app/contracts/feedback-constants';
import { MAX_IMAGES_PER_FORM } from '@app/contracts/upload-constants';
import type {
  FeedbackRecord,
  FeedbackRepository,
  OpsFeedbackRecord,
} from '../repositories/feedback-repository';
import type { Actor, AuditService } from './audit-service';
import type { Clock } from './clock';
import { DomainError } from './domain-error';
import type { MemberFileService } from './member-file-service';

const DAY_MS = 24 * 60 * 60 * 1000;

function toItem(row: FeedbackRecord): FeedbackItem {
  return {
    id: row.id,
    category: row.category,
    text: row.text,
    remark: row.remark,
    fileIds: row.fileIds,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    handledAt: row.handledAt?.toISOString() ?? null,
  };
}

function toOpsRow(row: OpsFeedbackRecord): OpsFeedbackRow {
  return {
    ...toItem(row),
    memberId: row.memberId,
    username: row.username,
    handledBy: row.handledBy,
  };
}

/**
 * Feedback (issue 14, spec section 5). A member sends a category, a text of 5 to 500 words
 * (counted by `countWords`, so Khmer without spaces counts right), an optional remark and up to
 * three of their own FEEDBACK uploads; at most FEEDBACK_PER_DAY a rolling day. Support lists it
 * (new first) and marks it handled once, audited.
 */
export function createFeedbackService(deps: {
  repo: FeedbackRepository;
  files: MemberFileService;
  audit: AuditService;
  clock: Clock;
}) {
  const { repo, files, audit, clock } = deps;

  async function opsOne(id: number): Promise<OpsFeedback> {
    const row = await repo.opsFind(id);
    if (!row) throw new DomainError('NOT_FOUND', 'No such feedback');
    const sizes = await repo.imageSizes(row.fileIds);
    const images = row.fileIds.flatMap((fileId) => {
      const size = sizes.find((s) => s.id === fileId);
      return size ? [{ fileId, width: size.width, height: size.height }] : [];
    });
    return { ...toOpsRow(row), images };
  }

  return {
    async submit(
      memberId: number,
      body: {
        category: FeedbackCategory;
        text: string;
        remark?: string | undefined;
        fileIds: string[];
      },
    ): Promise<FeedbackItem> {
      const bounds = feedbackWordProblem(body.text);
      if (bounds) throw new DomainError('FEEDBACK_WORDS', 'Too few or too many words', bounds);
      const now = clock();
      if ((await repo.countSince(memberId, new Date(now.getTime() - DAY_MS))) >= FEEDBACK_PER_DAY)
        throw new DomainError('RATE_LIMITED', 'Too much feedback today', {
          max: FEEDBACK_PER_DAY,
        });
      const fileIds = await files.requireOwn(
        memberId,
        body.fileIds,
        'FEEDBACK',
        MAX_IMAGES_PER_FORM,
      );
      const row = await repo.insert({
        memberId,
        category: body.category,
        text: body.text,
        remark: body.remark ? body.remark : null,
        fileIds,
        createdAt: now,
      });
      return toItem(row);
    },

    async listOwn(memberId: number, pageNo: number, pageSize: number): Promise<FeedbackPage> {
      const { rows, total } = await repo.pageOfMember(memberId, (pageNo - 1) * pageSize, pageSize);
      return {
        list: rows.map(toItem),
        pageNum: pageNo,
        totalPages: Math.ceil(total / pageSize),
        total,
      };
    },

    async opsPage(query: {
      status: FeedbackStatus | 'ALL';
      category?: FeedbackCategory | undefined;
      q?: string | undefined;
      pageNo: number;
      pageSize: number;
    }) {
      const { rows, total } = await repo.opsPage(
        {
          ...(query.status !== 'ALL' ? { status: query.status } : {}),
          ...(query.category ? { category: query.category } : {}),
          ...(query.q ? { username: query.q.toLowerCase() } : {}),
        },
        (query.pageNo - 1) * query.pageSize,
        query.pageSize,
      );
      return { items: rows.map(toOpsRow), pageNo: query.pageNo, pageSize: query.pageSize, total };
    },

    opsOne,

    /**
     * NEW -> HANDLED, once: a second click (or a second operator) is told it is already handled
     * (REQUEST_SETTLED) and nothing is audited twice.
     */
    async markHandled(actor: Actor, id: number, note: string | undefined): Promise<OpsFeedback> {
      const before = await repo.opsFind(id);
      if (!before) throw new DomainError('NOT_FOUND', 'No such feedback');
      const changed = await repo.markHandled(id, actor.operatorId, clock());
      if (!changed) throw new DomainError('REQUEST_SETTLED', 'This feedback is already handled');
      await audit.record(actor, {
        action: 'feedback.handle',
        targetType: 'feedback',
        targetId: id,
        before: { status: before.status },
        after: { status: 'HANDLED', memberId: before.memberId, category: before.category },
        ...(note ? { reason: note } : {}),
      });
      return opsOne(id);
    },
  };
}
export type FeedbackService = ReturnType<typeof createFeedbackService>;
