import { defaultLanguage, languages, type Language } from '@app/contracts/languages';
import { INBOX_PREVIEW_CHARS } from '@app/contracts/message-constants';
import type {
  InboxChange,
  InboxItem,
  InboxPage,
  InboxTarget,
  InboxTexts,
  OpsInboxRow,
} from '@app/contracts/messages';
import { isAgentType } from '@app/contracts/member-types';
import type {
  InboxReader,
  InboxRecord,
  InboxRepository,
  OpsInboxRecord,
} from '../repositories/inbox-repository';
import type { Actor, AuditService } from './audit-service';
import type { Clock } from './clock';
import { DomainError } from './domain-error';

/** Who reads: the member and their type (an agent type also sees AGENTS messages). */
export type InboxViewer = { memberId: number; type: number };

type Text = { title: string; content: string };

/** The languages a message is written in, in the app's order (km, en, zh, vi). */
const writtenIn = (texts: InboxTexts): Language[] => languages.filter((l) => texts[l]);

/**
 * The text in the asked language, else Khmer (the default), else English, else any: the rule
 * of announcements (announcement-service.ts pickText).
 */
export function pickInboxText(texts: InboxTexts, language: Language): Text {
  return (
    texts[language] ??
    texts[defaultLanguage] ??
    texts.en ??
    writtenIn(texts)
      .map((l) => texts[l])
      .find((t) => t !== undefined) ?? { title: '', content: '' }
  );
}

const entities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

/**
 * Plain text of sanitised HTML, for the list's excerpt: tags out (block ends and line breaks
 * become spaces), entities decoded, white space collapsed, cut at INBOX_PREVIEW_CHARS whole
 * characters (grapheme clusters, so a Khmer syllable is never split) with an ellipsis.
 */
export function plainPreview(html: string, max = INBOX_PREVIEW_CHARS): string {
  const text = html
    .replace(/<(br|\/p|\/div|\/li|\/h[1-6]|\/tr|\/td|\/th)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
      if (name.startsWith('#')) {
        const code =
          name[1] === 'x' || name[1] === 'X'
            ? parseInt(name.slice(2), 16)
            : parseInt(name.slice(1), 10);
        return Number.isFinite(code) && code > 0 && code <= 0x10ffff
          ? String.fromCodePoint(code)
          : whole;
      }
      return entities[name.toLowerCase()] ?? whole;
    })
    .replace(/\s+/g, ' ')
    .trim();
  const graphemes = [...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text)];
  if (graphemes.length <= max) return text;
  return `${graphemes
    .slice(0, max - 1)
    .map((g) => g.segment)
    .join('')
    .trimEnd()}…`;
}

function toOpsRow(row: OpsInboxRecord): OpsInboxRow {
  const written = writtenIn(row.texts);
  return {
    id: row.id,
    targetKind: row.targetKind,
    targetUsername: row.targetKind === 'MEMBER' ? row.targetUsername : null,
    targetLevel: row.targetKind === 'VIP' ? row.targetLevel : null,
    languages: written,
    title: written[0] ? (row.texts[written[0]]?.title ?? '') : '',
    sentBy: row.sentBy,
    createdAt: row.createdAt.toISOString(),
    readCount: row.readCount,
  };
}

/**
 * The inbox (issue 15): messages operators send to one member, the members at one VIP level,
 * every agent or everyone. A member sees a message addressed to them whenever it was sent, also
 * broadcasts (ALL, VIP, AGENTS) sent before they registered (a welcome note reaches every new
 * member); VIP messages follow the member's level when they read. Unread: addressed to them,
 * not deleted, never opened. Read and delete are idempotent and answer the new unread count.
 * Content is sanitised HTML, stored sanitised (the announcements' policy).
 */
export function createInboxService(deps: {
  repo: InboxRepository;
  audit: AuditService;
  clock: Clock;
  sanitize: (html: string) => Promise<string>;
  /**
   * Safer gambling (issue 18): a member on a time-out or self-exclusion sees no broadcasts
   * (everyone, VIP level, agents: the marketing kind), only messages sent to them alone.
   */
  protections: { onBreak(memberId: number): Promise<boolean> };
}) {
  const { repo, audit, clock, sanitize } = deps;

  const readerOf = async (viewer: InboxViewer): Promise<InboxReader> => ({
    memberId: viewer.memberId,
    isAgent: isAgentType(viewer.type),
    personalOnly: await deps.protections.onBreak(viewer.memberId),
  });

  const unreadCount = async (reader: InboxReader) => (await repo.counts(reader)).unread;

  function toItem(row: InboxRecord, language: Language): InboxItem {
    const text = pickInboxText(row.texts, language);
    return {
      id: row.id,
      title: text.title,
      preview: plainPreview(text.content),
      content: text.content,
      read: row.readAt !== null,
      createdAt: row.createdAt.toISOString(),
    };
  }

  /** Every language's content through the sanitiser; one that is empty after it is refused. */
  async function sanitised(texts: InboxTexts): Promise<InboxTexts> {
    const out: InboxTexts = {};
    for (const language of writtenIn(texts)) {
      const text = texts[language]!;
      const content = (await sanitize(text.content)).trim();
      if (plainPreview(content) === '' && !/<img\b/i.test(content))
        throw new DomainError('FIELD_FORMAT', 'The content is empty once sanitised', {
          field: `texts.${language}.content`,
        });
      out[language] = { title: text.title.trim(), content };
    }
    return out;
  }

  async function opsRow(id: number): Promise<OpsInboxRow> {
    const row = await repo.opsFind(id);
    if (!row) throw new DomainError('NOT_FOUND', 'No such inbox message');
    return toOpsRow(row);
  }

  return {
    async unreadCount(viewer: InboxViewer): Promise<number> {
      return unreadCount(await readerOf(viewer));
    },

    async list(
      viewer: InboxViewer,
      query: { pageNo: number; pageSize: number; language?: Language | undefined },
    ): Promise<InboxPage> {
      const reader = await readerOf(viewer);
      const language = query.language ?? defaultLanguage;
      const [rows, { total, unread }] = await Promise.all([
        repo.page(reader, (query.pageNo - 1) * query.pageSize, query.pageSize),
        repo.counts(reader),
      ]);
      return {
        list: rows.map((row) => toItem(row, language)),
        pageNum: query.pageNo,
        totalPages: Math.ceil(total / query.pageSize),
        total,
        unreadCount: unread,
      };
    },

    /** Opens a message: read from now on (the first read time stays). */
    async markRead(viewer: InboxViewer, id: number): Promise<InboxChange> {
      const reader = await readerOf(viewer);
      const found = await repo.find(reader, id);
      if (!found || found.deleted) throw new DomainError('INBOX_NOT_FOUND', 'No such message');
      if (found.readAt === null) await repo.markRead(reader.memberId, id, clock());
      return { id, unreadCount: await unreadCount(reader) };
    },

    /** Deletes a message from the member's inbox; deleting it again changes nothing. */
    async remove(viewer: InboxViewer, id: number): Promise<InboxChange> {
      const reader = await readerOf(viewer);
      const found = await repo.find(reader, id);
      if (!found) throw new DomainError('INBOX_NOT_FOUND', 'No such message');
      if (!found.deleted) await repo.markDeleted(reader.memberId, id, clock());
      return { id, unreadCount: await unreadCount(reader) };
    },

    async opsPage(query: { pageNo: number; pageSize: number }) {
      const { rows, total } = await repo.opsPage(
        (query.pageNo - 1) * query.pageSize,
        query.pageSize,
      );
      return {
        items: rows.map(toOpsRow),
        pageNo: query.pageNo,
        pageSize: query.pageSize,
        totalPages: Math.ceil(total / query.pageSize),
        total,
      };
    },

    /** Sends a message (sanitised, audited); a MEMBER target is found by username. */
    async send(
      actor: Actor,
      body: { target: InboxTarget; texts: InboxTexts },
    ): Promise<OpsInboxRow> {
      const { target } = body;
      let targetMemberId: number | null = null;
      if (target.kind === 'MEMBER') {
        targetMemberId = await repo.memberIdByUsername(target.username);
        if (targetMemberId === null)
          throw new DomainError('INBOX_RECIPIENT_NOT_FOUND', 'No member with this username', {
            username: target.username,
          });
      }
      const texts = await sanitised(body.texts);
      const id = await repo.insert({
        targetKind: target.kind,
        targetMemberId,
        targetLevel: target.kind === 'VIP' ? target.level : null,
        texts,
        sentBy: actor.operatorId,
        createdAt: clock(),
      });
      const row = await opsRow(id);
      await audit.record(actor, {
        action: 'inbox.send',
        targetType: 'inbox',
        targetId: id,
        after: {
          target: target.kind === 'MEMBER' ? { ...target, memberId: targetMemberId } : target,
          languages: row.languages,
          titles: Object.fromEntries(row.languages.map((l) => [l, texts[l]?.title ?? ''])),
        },
      });
      return row;
    },

    /** What a message's content would show, for the compose form's preview. */
    async preview(content: string): Promise<{ html: string }> {
      return { html: await sanitize(content) };
    },
  };
}
export type InboxService = ReturnType<typeof createInboxService>;
