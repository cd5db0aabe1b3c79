import type { ChatMessage, OpsChatDetail } from '@app/contracts/messages';
import { CHAT_TEXT_MAX, CHAT_TYPING_SHOW_MS } from '@app/contracts/message-constants';
import { opsRoutes } from '@app/contracts/ops-routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { Link } from 'react-router';
import { call } from '../api/client';
import { useOperator } from '../api/session';
import { useI18n } from '../i18n/i18n';
import { addMessage, chatKeys, OFFLINE_POLL_MS, useChatDesk } from '../lib/chat-desk';
import { newIdempotencyKey } from '../lib/idempotency';
import { ErrorAlert, Loading } from '../ui/states';
import {
  ChatStatusBadge,
  MemberProfile,
  chatErrorText,
  chatImageUrl,
  memberName,
  systemText,
} from './chat-parts';
import { CloseDialog, TransferDialog } from './chat-dialogs';

/** A typing notice goes out at most this often while support types. */
const TYPING_EVERY_MS = 2000;
/** Images show at most this big in the conversation; the link opens the full one. */
const IMAGE_BOX = { width: 200, height: 150 };

export type ChatNotice = { tone: 'success' | 'warn'; text: string };

/**
 * One conversation: its messages (oldest first; the member's on the left, support's on the right,
 * system notices in the middle), typing and read state, the reply box and the actions (claim,
 * transfer, close), with the member's profile beside it. Messages arrive through the desk's
 * socket into the query cache; viewing them marks them read.
 */
export function ChatConversation({
  id,
  search,
  onNotice,
}: {
  id: number;
  search: string;
  onNotice: (notice: ChatNotice | null) => void;
}) {
  const { t } = useI18n();
  const desk = useChatDesk();
  const query = useQuery({
    queryKey: chatKeys.conversation(id),
    queryFn: ({ signal }) => call(opsRoutes.opsChatConversation, { params: { id } }, { signal }),
    refetchInterval: desk.status === 'open' ? false : OFFLINE_POLL_MS,
  });
  const back = (
    <Link to={`/chat${search}`} className="back-link chat-back">
      ← {t('chat.backToQueue')}
    </Link>
  );
  if (query.isPending)
    return (
      <section className="panel chat-conversation">
        {back}
        <Loading />
      </section>
    );
  if (query.isError)
    return (
      <section className="panel chat-conversation">
        {back}
        <ErrorAlert error={chatErrorText(query.error, t)} onRetry={() => void query.refetch()} />
      </section>
    );
  return (
    <>
      <Conversation detail={query.data} back={back} onNotice={onNotice} />
      <MemberProfile detail={query.data} />
    </>
  );
}

function Conversation({
  detail,
  back,
  onNotice,
}: {
  detail: OpsChatDetail;
  back: ReactNode;
  onNotice: (notice: ChatNotice | null) => void;
}) {
  const { t } = useI18n();
  const operator = useOperator();
  const queryClient = useQueryClient();
  const desk = useChatDesk();
  const { conversation } = detail;
  const id = conversation.id;
  const name = memberName(conversation);
  const titleId = useId();
  const [dialog, setDialog] = useState<'transfer' | 'close' | null>(null);
  const [typingUntil, setTypingUntil] = useState(0);

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: chatKeys.conversation(id) });
    void queryClient.invalidateQueries({ queryKey: chatKeys.queues });
  };

  // The member's typing notices for this conversation; a message from them ends it.
  useEffect(
    () =>
      desk.subscribe((frame) => {
        if (frame.type === 'typing' && frame.conversationId === id)
          setTypingUntil(Date.now() + CHAT_TYPING_SHOW_MS);
        if (
          frame.type === 'message' &&
          frame.conversationId === id &&
          frame.message.sender === 'MEMBER'
        )
          setTypingUntil(0);
      }),
    [desk, id],
  );
  useEffect(() => {
    if (typingUntil === 0) return;
    const timer = setTimeout(() => setTypingUntil(0), Math.max(0, typingUntil - Date.now()));
    return () => clearTimeout(timer);
  }, [typingUntil]);

  const closed = conversation.status === 'CLOSED';
  const heldByOther =
    conversation.status === 'ACTIVE' &&
    conversation.operatorId !== null &&
    conversation.operatorId !== operator.id;
  // Only admin may transfer or close a conversation another operator holds.
  const mayManage = !closed && (!heldByOther || operator.role === 'admin');
  // Another operator's conversation stays unread for them.
  useMarkRead(detail, !closed && !heldByOther);

  const claim = useMutation({
    mutationFn: () => call(opsRoutes.opsChatClaim, { params: { id } }),
    onSuccess: () => {
      onNotice({ tone: 'success', text: t('chat.done.claimed', { name }) });
      refresh();
    },
    onError: refresh,
  });

  return (
    <section
      className="panel chat-conversation"
      aria-labelledby={titleId}
      data-testid="chat-conversation"
      data-status={conversation.status}
    >
      {back}
      <header className="chat-head">
        <div className="chat-head-title">
          <h2 id={titleId}>{t('chat.conversation', { name })}</h2>
          <span className="chat-head-meta">
            <ChatStatusBadge status={conversation.status} />
            {conversation.operatorName && (
              <span className="muted">{t('chat.with', { name: conversation.operatorName })}</span>
            )}
          </span>
        </div>
        {mayManage && (
          <div className="actions" role="group" aria-label={t('chat.actions')}>
            {conversation.status === 'WAITING' && (
              <button
                type="button"
                className="button small primary"
                disabled={claim.isPending}
                onClick={() => {
                  onNotice(null);
                  claim.mutate();
                }}
              >
                {claim.isPending ? t('chat.claiming') : t('chat.claim')}
              </button>
            )}
            <button type="button" className="button small" onClick={() => setDialog('transfer')}>
              {t('chat.transfer')}
            </button>
            <button type="button" className="button small" onClick={() => setDialog('close')}>
              {t('chat.close')}
            </button>
          </div>
        )}
      </header>
      {claim.isError && <ErrorAlert error={chatErrorText(claim.error, t)} />}
      <MessageLog detail={detail} name={name} />
      <p className="chat-typing" aria-live="polite">
        {typingUntil > 0
          ? t('chat.typing', { name: conversation.nickname ?? conversation.username })
          : ''}
      </p>
      {closed ? (
        <p className="notice chat-note">{t('chat.closedNote')}</p>
      ) : heldByOther ? (
        <p className="notice chat-note">
          {t('chat.heldNote', { name: conversation.operatorName ?? t('chat.support') })}
        </p>
      ) : (
        <Composer id={id} onSent={refresh} />
      )}
      {dialog === 'transfer' && (
        <TransferDialog
          detail={detail}
          onClose={() => setDialog(null)}
          onDone={(to) => {
            setDialog(null);
            onNotice({ tone: 'success', text: t('chat.done.transferred', { name, to }) });
            refresh();
          }}
        />
      )}
      {dialog === 'close' && (
        <CloseDialog
          detail={detail}
          onClose={() => setDialog(null)}
          onDone={() => {
            setDialog(null);
            onNotice({ tone: 'success', text: t('chat.done.closed', { name }) });
            refresh();
          }}
        />
      )}
    </section>
  );
}

/**
 * The member's messages count as read while the conversation is on screen (and is not another
 * operator's): the newest member message is reported once (and again when a newer one arrives),
 * only while the tab is visible.
 */
function useMarkRead(detail: OpsChatDetail, canRead: boolean) {
  const queryClient = useQueryClient();
  const id = detail.conversation.id;
  const sent = useRef(detail.operatorReadId);
  const lastMember = useMemo(
    () => detail.messages.reduce((max, m) => (m.sender === 'MEMBER' && m.id > max ? m.id : max), 0),
    [detail.messages],
  );
  useEffect(() => {
    const mark = () => {
      if (!canRead || document.visibilityState === 'hidden') return;
      if (lastMember <= Math.max(sent.current, detail.operatorReadId)) return;
      sent.current = lastMember;
      call(opsRoutes.opsChatRead, { params: { id }, body: { upToId: lastMember } }).then(
        () => void queryClient.invalidateQueries({ queryKey: chatKeys.queues }),
        // Not this operator's to mark (someone else holds it): the unread count stays.
        () => undefined,
      );
    };
    mark();
    document.addEventListener('visibilitychange', mark);
    return () => document.removeEventListener('visibilitychange', mark);
  }, [id, lastMember, canRead, detail.operatorReadId, queryClient]);
}

function useMessageTime() {
  const { locale } = useI18n();
  return useMemo(() => {
    const time = new Intl.DateTimeFormat(locale, { timeStyle: 'short' });
    const full = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
    return (iso: string) => {
      const date = new Date(iso);
      if (Number.isNaN(date.getTime())) return iso;
      return date.toDateString() === new Date().toDateString()
        ? time.format(date)
        : full.format(date);
    };
  }, [locale]);
}

/** Oldest first, kept scrolled to the newest unless support scrolled up to read. */
function MessageLog({ detail, name }: { detail: OpsChatDetail; name: string }) {
  const { t } = useI18n();
  const timeOf = useMessageTime();
  const ref = useRef<HTMLDivElement>(null);
  const stuck = useRef(true);
  const { messages, memberReadId } = detail;
  const lastReadReply = useMemo(
    () =>
      messages.reduce(
        (found, m) => (m.sender === 'OPERATOR' && m.id <= memberReadId ? m.id : found),
        0,
      ),
    [messages, memberReadId],
  );
  useLayoutEffect(() => {
    const log = ref.current;
    if (log && stuck.current) log.scrollTop = log.scrollHeight;
  }, [messages.length]);
  const onScroll = () => {
    const log = ref.current;
    if (log) stuck.current = log.scrollHeight - log.scrollTop - log.clientHeight < 48;
  };
  // The log is the scrolling region; the messages inside it stay a list.
  return (
    <div
      ref={ref}
      className="chat-log"
      role="log"
      aria-label={t('chat.messages', { name })}
      tabIndex={0}
      onScroll={onScroll}
    >
      <ol className="chat-log-list">
        {messages.length === 0 && <li className="chat-empty muted">{t('chat.noMessages')}</li>}
        {messages.map((message) => (
          <MessageItem
            key={message.id}
            message={message}
            memberLabel={name}
            time={timeOf(message.createdAt)}
            read={message.id === lastReadReply}
          />
        ))}
      </ol>
    </div>
  );
}

function MessageItem({
  message,
  memberLabel,
  time,
  read,
}: {
  message: ChatMessage;
  memberLabel: string;
  time: string;
  read: boolean;
}) {
  const { t } = useI18n();
  if (message.sender === 'SYSTEM')
    return (
      <li className="chat-msg from-system" data-testid="chat-message" data-sender="SYSTEM">
        <p className="chat-system">
          {systemText(message, t)} <time dateTime={message.createdAt}>{time}</time>
        </p>
      </li>
    );
  const fromMember = message.sender === 'MEMBER';
  const who = fromMember ? memberLabel : (message.operatorName ?? t('chat.support'));
  return (
    <li
      className={`chat-msg ${fromMember ? 'from-member' : 'from-support'}`}
      data-testid="chat-message"
      data-sender={message.sender}
    >
      <div className="chat-bubble">
        <span className="chat-who">{who}</span>
        {message.text && <p className="chat-text">{message.text}</p>}
        {message.fileId && (
          <a
            href={chatImageUrl(message.fileId)}
            target="_blank"
            rel="noopener noreferrer"
            className="chat-image"
            aria-label={t('chat.openImage')}
          >
            <img
              src={chatImageUrl(message.fileId)}
              alt={t('chat.image', { name: who, time })}
              width={IMAGE_BOX.width}
              height={IMAGE_BOX.height}
              loading="lazy"
              data-testid="chat-image"
            />
          </a>
        )}
        <span className="chat-meta">
          <time dateTime={message.createdAt}>{time}</time>
          {read && (
            <span className="chat-read" data-testid="chat-read">
              {' · '}
              {t('chat.readByMember')}
            </span>
          )}
        </span>
      </div>
    </li>
  );
}

/**
 * The reply box: Enter sends, Shift+Enter is a new line (and Enter while an input method is
 * composing is the composition's). One clientId per text, so a retry after a lost answer never
 * sends it twice; typing notices go out at most every 2 s.
 */
function Composer({ id, onSent }: { id: number; onSent: () => void }) {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const desk = useChatDesk();
  const [text, setText] = useState('');
  const [tooLong, setTooLong] = useState(false);
  const clientId = useRef(newIdempotencyKey());
  const lastTyping = useRef(0);
  const fieldId = useId();
  const hintId = useId();
  const send = useMutation({
    mutationFn: (body: { clientId: string; text: string }) =>
      call(opsRoutes.opsChatReply, { params: { id }, body }),
    onSuccess: (message) => {
      addMessage(queryClient, id, message);
      setText('');
      clientId.current = newIdempotencyKey();
      onSent();
    },
  });
  const length = text.trim().length;
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (send.isPending || length === 0) return;
    const over = length > CHAT_TEXT_MAX;
    setTooLong(over);
    if (!over) send.mutate({ clientId: clientId.current, text: text.trim() });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };
  return (
    <form className="chat-composer" onSubmit={submit} noValidate>
      <label htmlFor={fieldId} className="visually-hidden">
        {t('chat.reply')}
      </label>
      <textarea
        id={fieldId}
        name="reply"
        rows={3}
        value={text}
        placeholder={t('chat.reply')}
        aria-describedby={hintId}
        aria-invalid={tooLong || length > CHAT_TEXT_MAX}
        onChange={(event) => {
          setText(event.target.value);
          setTooLong(false);
          // A different text is a different message.
          clientId.current = newIdempotencyKey();
          const now = Date.now();
          if (event.target.value && now - lastTyping.current > TYPING_EVERY_MS) {
            lastTyping.current = now;
            desk.send({ type: 'typing', conversationId: id });
          }
        }}
        onKeyDown={onKeyDown}
      />
      {tooLong && <ErrorAlert error={t('chat.tooLong', { max: CHAT_TEXT_MAX })} />}
      {send.isError && (
        <ErrorAlert
          error={t('chat.sendFailed', { reason: chatErrorText(send.error, t) })}
          onRetry={() => submit()}
        />
      )}
      <div className="chat-composer-bar">
        <small id={hintId} className="hint">
          {t('chat.replyHint')}
        </small>
        <span
          className={`chat-count${length > CHAT_TEXT_MAX ? ' over' : ''}`}
          aria-hidden={length < CHAT_TEXT_MAX * 0.8}
        >
          {length >= CHAT_TEXT_MAX * 0.8 ? t('chat.count', { n: length, max: CHAT_TEXT_MAX }) : ''}
        </span>
        <button type="submit" className="button primary" disabled={send.isPending || length === 0}>
          {send.isPending ? t('chat.sending') : t('chat.send')}
        </button>
      </div>
    </form>
  );
}
