import { opsRoutes } from '@app/contracts/ops-routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { call } from '../api/client';
import { useOperator } from '../api/session';
import { useI18n } from '../i18n/i18n';
import { chatKeys, useChatDesk, type QueueStatus } from '../lib/chat-desk';
import { pageFrom, withParams } from '../lib/search-params';
import { Empty, ErrorAlert } from '../ui/states';
import { Switch } from '../ui/switch';
import { ChatConversation, type ChatNotice } from './chat-conversation';
import { dutyQuery } from './chat-dialogs';
import { ChatQueue } from './chat-queue';
import './chat.css';

/**
 * Live chat (support, issue 15): the duty switch and the connection's state on top; the queue on
 * the left (open: waiting first with their waiting time, then active ones; or closed ones); the
 * selected conversation (/chat/:id) in the middle with the member's profile beside it. At a
 * phone's width the columns stack and an open conversation takes the queue's place.
 */
export function ChatScreen() {
  const { t } = useI18n();
  const params = useParams();
  const [search, setSearch] = useSearchParams();
  const id = Number(params.id);
  const selectedId = Number.isInteger(id) && id > 0 ? id : null;
  const tab: QueueStatus = search.get('tab') === 'closed' ? 'CLOSED' : 'OPEN';
  const pageNo = pageFrom(search);
  const [notice, setNotice] = useState<ChatNotice | null>(null);
  const query = search.toString() ? `?${search.toString()}` : '';

  return (
    <section aria-labelledby="chat-title" className="chat-desk">
      <div className="page-head">
        <h1 id="chat-title">
          {t('chat.title')}
          <ConnectionBadge />
        </h1>
        <DutyControl />
      </div>
      <p className="hint page-intro">{t('chat.intro')}</p>
      <ConnectionNotice />
      <p role="status" className={notice ? `notice ${notice.tone}` : 'visually-hidden'}>
        {notice?.text}
      </p>
      <div className="chat-layout" data-view={selectedId ? 'conversation' : 'queue'}>
        <ChatQueue
          tab={tab}
          pageNo={pageNo}
          selectedId={selectedId}
          search={query}
          onTab={(next) =>
            setSearch(
              withParams(search, { tab: next === 'CLOSED' ? 'closed' : undefined, page: 1 }),
            )
          }
          onPage={(page) => setSearch(withParams(search, { page }))}
        />
        {selectedId ? (
          <ChatConversation key={selectedId} id={selectedId} search={query} onNotice={setNotice} />
        ) : (
          <div className="panel chat-pick">
            <Empty>{t('chat.pick')}</Empty>
          </div>
        )}
      </div>
    </section>
  );
}

function ConnectionBadge() {
  const { t } = useI18n();
  const { status } = useChatDesk();
  return (
    <span className={`badge chat-conn ${status}`} data-testid="chat-connection" data-state={status}>
      {t(
        status === 'open'
          ? 'chat.conn.open'
          : status === 'connecting'
            ? 'chat.conn.connecting'
            : 'chat.conn.lost',
      )}
    </span>
  );
}

function ConnectionNotice() {
  const { t } = useI18n();
  const { status } = useChatDesk();
  if (status !== 'offline') return null;
  return (
    <p className="notice" role="status">
      {t('chat.conn.offline')}
    </p>
  );
}

/** On duty / off duty: members see support online while someone is on duty. */
function DutyControl() {
  const { t } = useI18n();
  const operator = useOperator();
  const queryClient = useQueryClient();
  const duty = useQuery(dutyQuery);
  const set = useMutation({
    mutationFn: (onDuty: boolean) => call(opsRoutes.opsChatDutySet, { body: { onDuty } }),
    onSuccess: (value) => queryClient.setQueryData(chatKeys.duty, value),
  });
  const onDuty = set.isPending ? set.variables : (duty.data?.onDuty ?? false);
  const others = (duty.data?.operators ?? [])
    .filter((o) => o.onDuty && o.id !== operator.id)
    .map((o) => o.username);
  return (
    <div className="chat-duty" data-testid="chat-duty" data-on-duty={onDuty}>
      <span className={`badge ${onDuty ? 'ok' : ''}`} aria-hidden="true">
        {onDuty ? t('chat.duty.on') : t('chat.duty.off')}
      </span>
      {duty.isError ? (
        <ErrorAlert error={duty.error} onRetry={() => void duty.refetch()} />
      ) : (
        <Switch
          label={t('chat.duty')}
          checked={onDuty}
          onChange={(next) => {
            if (!duty.isPending && !set.isPending) set.mutate(next);
          }}
          hint={[
            onDuty ? t('chat.duty.hintOn') : t('chat.duty.hintOff'),
            others.length > 0
              ? t('chat.duty.others', { names: others.join(', ') })
              : onDuty
                ? ''
                : t('chat.duty.nobody'),
          ]
            .filter(Boolean)
            .join(' ')}
        />
      )}
      {set.isError && <ErrorAlert error={set.error} />}
    </div>
  );
}
