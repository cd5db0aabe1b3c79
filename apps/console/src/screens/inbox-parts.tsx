import { sanitizeHtmlWith } from '@app/contracts/html-policy';
import type { Language } from '@app/contracts/languages';
import type { InboxTargetKind } from '@app/contracts/message-constants';
import type { OpsInboxRow } from '@app/contracts/messages';
import DOMPurify from 'dompurify';
import { useEffect, useMemo, useState } from 'react';
import type { Translate } from '../i18n/i18n';
import type { InboxKey } from '../i18n/inbox-en';

/*
 * Pieces of the inbox screen. The lists are written out rather than imported from the contract's
 * zod modules (zod's eval probe breaks the console's CSP, see api/client.ts); `satisfies` keeps
 * them equal.
 */

export const inboxLanguages = ['km', 'en', 'zh', 'vi'] as const satisfies readonly Language[];
export type InboxLanguage = (typeof inboxLanguages)[number];
export const audienceKinds = [
  'MEMBER',
  'VIP',
  'AGENTS',
  'ALL',
] as const satisfies readonly InboxTargetKind[];

export const languageLabel = (l: InboxLanguage): InboxKey => `inbox.lang.${l}`;

/** Who a sent message went to, in words. */
export function audienceText(
  row: Pick<OpsInboxRow, 'targetKind' | 'targetUsername' | 'targetLevel'>,
  t: Translate,
): string {
  switch (row.targetKind) {
    case 'MEMBER':
      return t('inbox.to.MEMBER', { username: row.targetUsername ?? '?' });
    case 'VIP':
      return t('inbox.to.VIP', { level: row.targetLevel ?? '?' });
    default:
      return t(`inbox.to.${row.targetKind}` satisfies InboxKey);
  }
}

/** The value once it has not changed for `ms` (the preview asks the server after typing stops). */
export function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * The server's sanitised HTML at phone width, in the player app's dark look. It goes through the
 * player's policy once more in the browser before it reaches the DOM (the same policy, so it
 * changes nothing; nothing from the network is set as HTML unchecked).
 */
export function InboxPreviewCard({
  language,
  title,
  html,
  t,
}: {
  language: InboxLanguage;
  title: string;
  html: string;
  t: Translate;
}) {
  const safe = useMemo(() => sanitizeHtmlWith(DOMPurify, html), [html]);
  return (
    <div
      className="inbox-phone"
      role="region"
      aria-label={t('inbox.previewFrame', { lang: t(languageLabel(language)) })}
      lang={language}
    >
      <article className="inbox-phone-card">
        <h3>{title.trim() || t('inbox.previewEmptyTitle')}</h3>
        <div
          className="inbox-phone-html"
          data-testid="inbox-preview-html"
          dangerouslySetInnerHTML={{ __html: safe }}
        />
      </article>
    </div>
  );
}
