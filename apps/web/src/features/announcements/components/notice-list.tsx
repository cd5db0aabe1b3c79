import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useLocation } from 'react-router';
import {
  noticeItems,
  useAnnouncements,
  type AnnouncementItem,
  type AnnouncementQuery,
} from '@/shared/api/get-announcements';
import { getLayoutRule } from '@/shared/lib/layout-rules';
import { isMember } from '@/shared/lib/roles';
import { useSessionStore } from '@/shared/lib/session-store';
import { useUrlState } from '@/shared/lib/use-url-state';
import { BackHeader } from '@/shared/ui/back-header';
import { DisclosureItem, DisclosureList } from '@/shared/ui/disclosure';
import { HtmlContent } from '@/shared/ui/html-content';
import { MegaphoneIcon } from '@/shared/ui/icons/megaphone';
import { onePageSource, PagedList } from '@/shared/ui/paged-list';
import { RowSkeleton } from '@/shared/ui/row-skeleton';
import { useMarkAnnouncementRead } from '../api/mark-announcement-read';
import { noticeItemId, noticeUrl, openedNotice } from '../lib/notice-rules';
import styles from './notice-list.module.css';

/**
 * The notice list (spec section 2, "Notice page": "Lists notices. Items toggle open and closed,
 * and opening marks them read"), for /m/notice and /m/member/notice?types=A. Each item's title
 * is text and its HTML content goes only through the sanitising html-content. `?index=n` opens
 * the n-th notice and scrolls to it. The list is one page (the server does not page it), shown
 * through the shared paged list's loading, error and empty states. Members see which items are unread; opening one marks it
 * read (spec 4; trial accounts and visitors have no read state, so nothing is marked).
 */
export function NoticeList({ query }: { query: AnnouncementQuery }) {
  const { t } = useTranslation();
  const location = useLocation();
  const [{ index }] = useUrlState(noticeUrl);
  const rule = getLayoutRule(location.pathname);
  const session = useSessionStore((s) => s.session);
  const tracksRead = isMember(session);
  const announcements = useAnnouncements(query);
  const markRead = useMarkAnnouncementRead();
  const { data } = announcements;
  const items = useMemo(() => (data ? noticeItems(data) : undefined), [data]);

  const linkKey = location.search;
  const target = items ? openedNotice(index, items.length) : null;
  // Open items: the linked one until the player toggles something on this address.
  const [choice, setChoice] = useState<{ linkKey: string; open: ReadonlySet<number> } | null>(null);
  const open: ReadonlySet<number> =
    choice?.linkKey === linkKey ? choice.open : new Set(target === null ? [] : [target]);

  // Each item is marked at most once per visit to this screen.
  const marked = useRef(new Set<number>());
  const { mutate } = markRead;
  const markOpened = (item: AnnouncementItem) => {
    if (!tracksRead || item.read || marked.current.has(item.id)) return;
    marked.current.add(item.id);
    mutate(item.id);
  };

  const targetItem = target === null ? undefined : items?.[target];
  useEffect(() => {
    if (target === null) return;
    document.getElementById(noticeItemId(target))?.scrollIntoView?.({ block: 'start' });
  }, [target, linkKey]);
  useEffect(() => {
    // Opening by link counts as opening (spec 2: "opening marks them read").
    if (!targetItem || !tracksRead || targetItem.read || marked.current.has(targetItem.id)) return;
    marked.current.add(targetItem.id);
    mutate(targetItem.id);
  }, [targetItem, tracksRead, mutate]);

  function toggle(at: number, item: AnnouncementItem) {
    const next = new Set(open);
    if (next.has(at)) next.delete(at);
    else {
      next.add(at);
      markOpened(item);
    }
    setChoice({ linkKey, open: next });
  }

  const list = (
    <PagedList
      source={onePageSource(announcements, items)}
      testId="notice"
      skeleton={<RowSkeleton count={4} />}
      errorIcon={<MegaphoneIcon size={32} />}
      empty={{
        title: t('notice.emptyTitle'),
        body: t('notice.emptyBody'),
        icon: <MegaphoneIcon size={32} />,
      }}
      labels={{ loadError: t('notice.loadError'), end: null }}
      renderList={(notices) => (
        <DisclosureList label={t(rule.titleKey)}>
          {notices.map((item, i) => {
            const unread = tracksRead && !item.read;
            return (
              <DisclosureItem
                key={item.id}
                id={noticeItemId(i)}
                data-testid="notice-item"
                data-id={String(item.id)}
                data-read={tracksRead ? String(item.read) : undefined}
                className={tracksRead ? (unread ? styles.unread : styles.read) : undefined}
                title={item.title}
                marker={
                  tracksRead ? (
                    <span className={unread ? styles.dot : styles.dotRead} aria-hidden="true" />
                  ) : undefined
                }
                open={open.has(i)}
                onToggle={() => toggle(i, item)}
              >
                {unread && <span className="visually-hidden">{t('notice.unread')}</span>}
                <div data-testid="notice-content">
                  <HtmlContent html={item.content} />
                </div>
              </DisclosureItem>
            );
          })}
        </DisclosureList>
      )}
    />
  );

  const unreadCount = tracksRead && items ? items.filter((i) => !i.read).length : 0;
  return (
    <>
      {rule.header === 'page' && <BackHeader variant="page" />}
      <main id="main" className={styles.main}>
        <h1 className="visually-hidden">{t(rule.titleKey)}</h1>
        {tracksRead && items && items.length > 0 && (
          <p className={styles.summary} data-testid="notice-unread-count">
            {unreadCount > 0
              ? t('notice.unreadCount', { count: unreadCount })
              : t('notice.allRead')}
          </p>
        )}
        {list}
      </main>
    </>
  );
}
