import { randomUUID } from 'node:crypto';
import { languages } from '@app/contracts/languages';
import type { OpsAnnouncement, OpsAnnouncementBody, OpsHelpItem } from '@app/contracts/operator';
import type {
  AnnouncementFields,
  ContentAnnouncement,
  OpsContentRepository,
  Texts,
} from '../repositories/ops-content-repository';
import type { Actor, AuditService } from './audit-service';
import { DomainError } from './domain-error';

type Translations = Record<(typeof languages)[number], { title: string; content: string }>;

/** Every language's HTML through the player app's policy: what is stored is already safe. */
async function sanitized(
  translations: Translations,
  sanitize: (html: string) => Promise<string>,
): Promise<Texts> {
  const out: Texts = {};
  for (const language of languages) {
    const text = translations[language];
    out[language] = { title: text.title, content: await sanitize(text.content) };
  }
  return out;
}

function fieldsOf(body: OpsAnnouncementBody): AnnouncementFields {
  return {
    type: body.type,
    groupName: body.groupName,
    execution: body.execution,
    promotionType: body.promotionType,
    linkUrl: body.linkUrl,
    images: body.images,
    startAt: new Date(body.startDate),
    endAt: body.noExpiry || body.endDate === null ? null : new Date(body.endDate),
    sort: body.sort,
    enabled: body.enabled,
  };
}

function itemOf(row: ContentAnnouncement, texts: Texts): OpsAnnouncement {
  return {
    id: row.id,
    slug: row.slug,
    type: row.type as OpsAnnouncement['type'],
    groupName: row.groupName,
    execution: row.execution as OpsAnnouncement['execution'],
    promotionType: row.promotionType,
    linkUrl: row.linkUrl,
    startDate: row.startAt.toISOString(),
    endDate: row.endAt?.toISOString() ?? null,
    noExpiry: row.endAt === null,
    images: row.images,
    sort: row.sort,
    enabled: row.enabled,
    translations: texts,
  };
}

/**
 * Content from the console (content role and admin, issue 12): announcements of every type and
 * group, and help items, in all four languages. HTML is sanitised on save with the player app's
 * policy, so what is stored is what players will see. Changes are audited with before and
 * after; an item is switched off (enabled false) rather than deleted (a deleted seeded item would
 * be seeded again). Players see a change on their next load (announcements are not cached).
 */
export function createOpsContentService(deps: {
  repo: OpsContentRepository;
  audit: AuditService;
  sanitize: (html: string) => Promise<string>;
}) {
  const { repo, audit } = deps;

  async function load(id: number): Promise<OpsAnnouncement> {
    const row = await repo.find(id);
    if (!row) throw new DomainError('NOT_FOUND', 'No such announcement');
    return itemOf(row, (await repo.textsOf([id])).get(id) ?? {});
  }

  return {
    async page(type: string | undefined, pageNo: number, pageSize: number) {
      const { rows, total } = await repo.page(type, (pageNo - 1) * pageSize, pageSize);
      const texts = await repo.textsOf(rows.map((r) => r.id));
      const items = rows.map((row) => {
        const { translations, images: _images, ...rest } = itemOf(row, texts.get(row.id) ?? {});
        return { ...rest, title: translations.en?.title ?? translations.km?.title ?? row.slug };
      });
      return { items, pageNo, pageSize, total };
    },

    get: load,

    async create(actor: Actor, body: OpsAnnouncementBody) {
      const texts = await sanitized(body.translations, deps.sanitize);
      const id = await repo.insert(`ops-${randomUUID()}`, fieldsOf(body), texts);
      const created = await load(id);
      await audit.record(actor, {
        action: 'content.announcementCreate',
        targetType: 'announcement',
        targetId: id,
        after: created,
        ...(body.reason ? { reason: body.reason } : {}),
      });
      return created;
    },

    async update(actor: Actor, id: number, body: OpsAnnouncementBody) {
      const before = await load(id);
      const texts = await sanitized(body.translations, deps.sanitize);
      await repo.replace(id, fieldsOf(body), texts);
      const after = await load(id);
      await audit.record(actor, {
        action: 'content.announcementUpdate',
        targetType: 'announcement',
        targetId: id,
        before,
        after,
        ...(body.reason ? { reason: body.reason } : {}),
      });
      return after;
    },

    async helpItems(): Promise<OpsHelpItem[]> {
      return (await repo.helpItems()).map((i) => ({
        slug: i.slug,
        sort: i.sort,
        translations: i.texts,
      }));
    },

    async saveHelpItem(
      actor: Actor,
      slug: string,
      body: { sort: number; translations: Translations; reason?: string | undefined },
    ) {
      const before = (await repo.helpItems()).find((i) => i.slug === slug) ?? null;
      const texts = await sanitized(body.translations, deps.sanitize);
      await repo.replaceHelpItem(slug, body.sort, texts);
      const item: OpsHelpItem = { slug, sort: body.sort, translations: texts };
      await audit.record(actor, {
        action: before ? 'content.helpItemUpdate' : 'content.helpItemCreate',
        targetType: 'helpItem',
        targetId: slug,
        before: before ? { sort: before.sort, translations: before.texts } : null,
        after: { sort: item.sort, translations: item.translations },
        ...(body.reason ? { reason: body.reason } : {}),
      });
      return item;
    },

    async deleteHelpItem(actor: Actor, slug: string) {
      const before = (await repo.helpItems()).find((i) => i.slug === slug);
      if (!before) throw new DomainError('NOT_FOUND', 'No such help item');
      await repo.deleteHelpItem(slug);
      await audit.record(actor, {
        action: 'content.helpItemDelete',
        targetType: 'helpItem',
        targetId: slug,
        before: { sort: before.sort, translations: before.texts },
      });
      return { done: true as const };
    },
  };
}
export type OpsContentService = ReturnType<typeof createOpsContentService>;
