import type { OpsChatRow } from '@app/contracts/messages';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { ChatKey } from '../i18n/chat-en';
import { useI18n } from '../i18n/i18n';
import {
  OFFLINE_POLL_MS,
  QUEUE_PAGE_SIZE,
  queueQuery,
  useChatDesk,
  type QueueStatus,
} from '../lib/chat-desk';
import { useFormat } from '../lib/format';
import { Pager } from '../ui/pager';
import { Empty, ErrorAlert, Loading } from '../ui/states';
import { TabList, TabPanel } from '../ui/tab-list';
import { ChatStatusBadge, memberName, useNow, waitText } from './chat-parts';

const tabs = ['OPEN', 'CLOSED'] as const satisfies readonly QueueStatus[];

/**
 * The queue: open conversations (waiting ones first, each with its waiting time ticking, then the
 * active ones with their operator) or closed ones, newest first. Each row is a link to the
 * conversation, so it can open in another tab too.
 */
export function ChatQueue({
  tab,
  pageNo,
  selectedId,
  search,
  onTab,
  onPage,
}: {
  tab: QueueStatus;
  pageNo: number;
  selectedId: number | null;
  /** The query string that keeps the tab and page when a row opens. */
  search: string;
  onTab: (tab: QueueStatus) => void;
  onPage: (pageNo: number) => void;
}) {
  const { t } = useI18n();
  const { status } = useChatDesk();
  const query = useQuery({
    ...queueQuery(tab, pageNo),
    placeholderData: keepPreviousData,
    ...(status === 'open' ? {} : { refetchInterval: OFFLINE_POLL_MS }),
  });
  const now = useNow();
  // The same query as the nav badge's, so the open count shows on either tab at no cost.
  const openCount = useQuery(queueQuery('OPEN', 1)).data?.total ?? 0;
  return (
    <section className="panel chat-queue" aria-labelledby="chat-queue-title">
      <h2 id="chat-queue-title" className="visually-hidden">
        {t('chat.queue')}
      </h2>
      <TabList
        tabs={tabs}
        selected={tab}
        onSelect={onTab}
        label={t('chat.tabs')}
        idPrefix="chat-queue"
        render={(name) => (
          <>
            {t(`chat.tab.${name}` satisfies ChatKey)}
            {name === 'OPEN' && openCount > 0 && (
              <span className="chat-tab-count">{openCount}</span>
            )}
          </>
        )}
      />
      <TabPanel idPrefix="chat-queue" selected={tab} className="chat-queue-body">
        {query.isPending ? (
          <Loading />
        ) : query.isError ? (
          <ErrorAlert error={query.error} onRetry={() => void query.refetch()} />
        ) : query.data.items.length === 0 ? (
          <Empty>{t(`chat.queue.none.${tab}` satisfies ChatKey)}</Empty>
        ) : (
          <>
            <ul className="chat-queue-list" aria-busy={query.isPlaceholderData}>
              {query.data.items.map((row) => (
                <QueueRow
                  key={row.id}
                  row={row}
                  now={now}
                  selected={row.id === selectedId}
                  search={search}
                />
              ))}
            </ul>
            {query.data.total > QUEUE_PAGE_SIZE && (
              <Pager
                pageNo={query.data.pageNo}
                pageSize={QUEUE_PAGE_SIZE}
                total={query.data.total}
                onPage={onPage}
              />
            )}
          </>
        )}
      </TabPanel>
    </section>
  );
}

function QueueRow({
  row,
  now,
  selected,
  search,
}: {
  row: OpsChatRow;
  now: number;
  selected: boolean;
  search: string;
}) {
  const { t } = useI18n();
  const format = useFormat();
  return (
    <li>
      <Link
        to={`/chat/${row.id}${search}`}
        className="chat-queue-row"
        aria-current={selected ? 'true' : undefined}
        data-testid="chat-queue-row"
        data-status={row.status}
      >
        <span className="chat-queue-top">
          <span className="chat-queue-name">{memberName(row)}</span>
          {row.unread > 0 && (
            <span className="chat-unread" title={t('chat.unread', { n: row.unread })}>
              <span aria-hidden="true">{row.unread > 99 ? '99+' : row.unread}</span>
              <span className="visually-hidden">{t('chat.unread', { n: row.unread })}</span>
            </span>
          )}
        </span>
        <LastMessage text={row.lastMessage} />
        <span className="chat-queue-meta">
          <ChatStatusBadge status={row.status} />
          {row.status === 'WAITING' && row.waitingSince ? (
            <span className="chat-wait" data-testid="chat-wait">
              {t('chat.waitingFor', { time: waitText(row.waitingSince, now, t) })}
            </span>
          ) : row.status === 'ACTIVE' ? (
            <span className="muted">
              {row.operatorName ? t('chat.with', { name: row.operatorName }) : t('chat.unassigned')}
              {row.waitingSince && (
                <span className="chat-wait">
                  {' · '}
                  {t('chat.waitingFor', { time: waitText(row.waitingSince, now, t) })}
                </span>
              )}
            </span>
          ) : (
            <span className="muted">{format.dateTime(row.lastMessageAt)}</span>
          )}
        </span>
      </Link>
    </li>
  );
}

const lastKeys = ['claimed', 'transferred', 'closed', 'offline'] as const;

/**
 * The newest message in one line. The server writes an image as "[image]" and a system notice as
 * "[<systemKey>]"; those read as words here.
 */
function LastMessage({ text }: { text: string }) {
  const { t } = useI18n();
  const marker = /^\[(\w+)\]$/.exec(text)?.[1];
  const key = lastKeys.find((k) => k === marker);
  if (text === '' || marker === 'image' || key)
    return (
      <span className="chat-queue-last notice-text">
        {key ? t(`chat.last.${key}` satisfies ChatKey) : t('chat.lastImage')}
      </span>
    );
  return <span className="chat-queue-last">{text}</span>;
}
