import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { InboxItem } from '@app/contracts/messages';
import { errorText } from '@/shared/api/error-text';
import { useTranslation } from '@/shared/i18n/use-translation';
import { formatDateTime } from '@/shared/lib/date-time';
import { getLayoutRule } from '@/shared/lib/layout-rules';
import { toastDurations } from '@/shared/lib/timings';
import { useUrlState } from '@/shared/lib/use-url-state';
import { BackHeader } from '@/shared/ui/back-header';
import { MailIcon } from '@/shared/ui/icons/mail';
import { infiniteSource, PagedList } from '@/shared/ui/paged-list';
import { RowSkeleton } from '@/shared/ui/row-skeleton';
import { showToast } from '@/shared/ui/toast';
import { inboxItems, useDeleteInboxMessage, useInbox, useMarkInboxRead } from '../../api/inbox-api';
import { INBOX_SEEK_PAGES, inboxUrl } from '../../lib/inbox-url';
import { InboxSheet } from './inbox-sheet';
import styles from './inbox.module.css';

/**
 * The inbox (/m/messages and /m/webEmail, the same screen): the operator's messages to this
 * member, unread first (the server's order), each with its title, the start of its text, its date
 * and an unread dot; the shared paged list's loading, empty, error and paging states. Opening one
 * shows it in a sheet (its HTML sanitised) and marks it read, which lowers the badges; it can be
 * deleted there after a confirm. `?id=n` names the open message.
 */
export function InboxScreen() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const rule = getLayoutRule(pathname);
  const [{ id }, setUrl] = useUrlState(inboxUrl);
  const query = useInbox();
  const items = useMemo(() => inboxItems(query.data), [query.data]);
  const unreadCount = query.data?.pages.at(-1)?.unreadCount ?? 0;
  const openItem = id === null ? undefined : items?.find((item) => item.id === id);

  // The message the sheet shows: kept while it slides away after closing.
  const [shown, setShown] = useState<InboxItem | null>(null);
  if (openItem && openItem !== shown) setShown(openItem);

  // Opened from the list: Back closes it. Opened by a link: closing takes the id off the address.
  const pushed = useRef(false);
  const open = (item: InboxItem) => {
    pushed.current = true;
    setUrl({ id: item.id }, { history: 'push' });
  };
  const close = () => {
    if (pushed.current) {
      pushed.current = false;
      void navigate(-1);
    } else setUrl({ id: null });
  };

  // A linked message not among the loaded pages: read on (a few pages), else say it is gone.
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, isFetching, fetchNextPage } =
    query;
  const pagesRead = query.data?.pages.length ?? 0;
  // Messages deleted on this visit: gone on purpose, while the address still names one.
  const deleted = useRef(new Set<number>());
  useEffect(() => {
    if (id === null || items === undefined || openItem || deleted.current.has(id)) return;
    if (hasNextPage && pagesRead < INBOX_SEEK_PAGES) {
      if (!isFetchingNextPage && !isFetchNextPageError) void fetchNextPage();
      return;
    }
    if (isFetching) return;
    showToast({
      message: t('messageErrors.inboxNotFound'),
      kind: 'error',
      durationMs: toastDurations.short,
    });
    pushed.current = false;
    setUrl({ id: null });
  }, [
    id,
    items,
    openItem,
    hasNextPage,
    pagesRead,
    isFetchingNextPage,
    isFetchNextPageError,
    isFetching,
    fetchNextPage,
    setUrl,
    t,
  ]);

  // Opening marks read, once per message and visit.
  const markRead = useMarkInboxRead();
  const { mutate } = markRead;
  const marked = useRef(new Set<number>());
  useEffect(() => {
    if (!openItem || openItem.read || marked.current.has(openItem.id)) return;
    marked.current.add(openItem.id);
    mutate(openItem.id, {
      onError: (error) =>
        showToast({ message: errorText(error), kind: 'error', durationMs: toastDurations.short }),
    });
  }, [openItem, mutate]);

  const removal = useDeleteInboxMessage();
  const remove = (item: InboxItem) => {
    deleted.current.add(item.id);
    removal.mutate(item.id, {
      onSuccess: () => {
        close();
        showToast({
          message: t('messages.inbox.deleted'),
          kind: 'success',
          durationMs: toastDurations.success,
        });
      },
      onError: (error) => {
        deleted.current.delete(item.id);
        showToast({ message: errorText(error), kind: 'error', durationMs: toastDurations.short });
      },
    });
  };

  return (
    <>
      {rule.header === 'page' && <BackHeader variant="page" />}
      <main id="main" className={styles.main}>
        <h1 className="visually-hidden">{t('messages.inbox.title')}</h1>
        {items && items.length > 0 && (
          <p className={styles.summary} data-testid="inbox-unread-count" aria-live="polite">
            {unreadCount > 0
              ? t('messages.inbox.unreadSummary', { count: unreadCount })
              : t('messages.inbox.allRead')}
          </p>
        )}
        <PagedList<InboxItem>
          source={infiniteSource(query, items)}
          testId="inbox"
          label={t('messages.inbox.title')}
          skeleton={<RowSkeleton count={4} />}
          errorIcon={<MailIcon size={32} />}
          empty={{
            title: t('messages.inbox.emptyTitle'),
            body: t('messages.inbox.emptyBody'),
            icon: <MailIcon size={32} />,
          }}
          labels={{ loadError: t('messages.inbox.loadError'), end: t('messages.inbox.end') }}
          getKey={(item) => item.id}
          renderItem={(item) => <InboxRow item={item} onOpen={open} />}
        />
      </main>
      <InboxSheet
        item={shown}
        open={openItem !== undefined}
        onClose={close}
        onDelete={remove}
        deleting={removal.isPending}
      />
    </>
  );
}

function InboxRow({ item, onOpen }: { item: InboxItem; onOpen: (item: InboxItem) => void }) {
  const { t } = useTranslation();
  const unread = !item.read;
  return (
    <button
      type="button"
      className={styles.row}
      data-testid="inbox-item"
      data-id={String(item.id)}
      data-read={String(item.read)}
      aria-haspopup="dialog"
      onClick={() => onOpen(item)}
    >
      <span className={unread ? styles.dot : styles.dotRead} aria-hidden="true" />
      <span className={styles.rowText}>
        <span className={styles.rowTitle}>{item.title}</span>
        {item.preview && <span className={styles.rowPreview}>{item.preview}</span>}
        <time className={styles.rowDate} dateTime={item.createdAt}>
          {formatDateTime(item.createdAt)}
        </time>
        {unread && <span className="visually-hidden">{t('messages.inbox.unread')}</span>}
      </span>
    </button>
  );
}
