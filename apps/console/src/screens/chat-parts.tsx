import type { ChatMessage, OpsChatDetail, OpsChatRow } from '@app/contracts/messages';
import type { ChatStatus } from '@app/contracts/message-constants';
import { opsRoutes } from '@app/contracts/ops-routes';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { isApiError } from '../api/client';
import { useOperator } from '../api/session';
import type { ChatKey } from '../i18n/chat-en';
import { useI18n, type Translate } from '../i18n/i18n';
import { mayCall } from '../lib/access';
import { useFormat } from '../lib/format';
import { errorText } from '../ui/states';

/** The time now, renewed every `everyMs` (the queue's waiting times tick with it). */
export function useNow(everyMs = 15_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

/** How long since `sinceIso`, as a person says it: "< 1 min", "4 min", "1 h 5 min". */
export function waitText(sinceIso: string, now: number, t: Translate): string {
  const since = Date.parse(sinceIso);
  const minutes = Number.isNaN(since) ? 0 : Math.max(0, Math.floor((now - since) / 60_000));
  if (minutes < 1) return t('chat.wait.lessThanMinute');
  if (minutes < 60) return t('chat.wait.minutes', { n: minutes });
  return t('chat.wait.hours', { h: Math.floor(minutes / 60), m: minutes % 60 });
}

/** The member as support names them: the nickname with the username, or the username. */
export const memberName = (row: Pick<OpsChatRow, 'username' | 'nickname'>) =>
  row.nickname ? `${row.nickname} (${row.username})` : row.username;

const chatErrorCodes = ['CHAT_HELD', 'CHAT_CLOSED', 'CHAT_TRANSFER_TARGET', 'CHAT_NOT_FOUND'];

/** The chat's own refusals in the console's words; anything else as the server said it. */
export function chatErrorText(error: unknown, t: Translate): string {
  if (isApiError(error) && chatErrorCodes.includes(error.errorCode))
    return t(`chat.error.${error.errorCode}` as ChatKey);
  return errorText(error, t);
}

export function ChatStatusBadge({ status }: { status: ChatStatus }) {
  const { t } = useI18n();
  const tone = status === 'WAITING' ? 'chat-waiting' : status === 'ACTIVE' ? 'ok' : '';
  return (
    <span className={`badge ${tone}`} data-status={status}>
      {t(`chat.status.${status}` satisfies ChatKey)}
    </span>
  );
}

/** A system message's words: its key in the console's language, else the server's text. */
export function systemText(message: ChatMessage, t: Translate): string {
  const name = message.operatorName ?? message.text;
  switch (message.systemKey) {
    case 'claimed':
      return t('chat.system.claimed', { name: name || t('chat.support') });
    case 'transferred':
      return t('chat.system.transferred', { name: name || t('chat.support') });
    case 'closed':
      return t('chat.system.closed');
    case 'offline':
      return t('chat.system.offline');
    default:
      return message.text || t('chat.system.generic');
  }
}

/** A member's image as operators read it (GET /ops/api/files/:fileId, the session's cookie). */
export const chatImageUrl = (fileId: string) =>
  opsRoutes.opsFile.path.replace(':fileId', encodeURIComponent(fileId));

/** The member beside the conversation: who they are, their money and history, their page. */
export function MemberProfile({ detail }: { detail: OpsChatDetail }) {
  const { t } = useI18n();
  const format = useFormat();
  const operator = useOperator();
  const { member } = detail;
  return (
    <aside className="panel chat-profile" aria-labelledby="chat-profile-title">
      <h2 id="chat-profile-title" className="chat-panel-title">
        {t('chat.member')}
      </h2>
      <dl className="facts chat-facts" data-testid="chat-profile">
        <dt>{t('chat.profile.username')}</dt>
        <dd>{member.username}</dd>
        <dt>{t('chat.profile.nickname')}</dt>
        <dd>{member.nickname ?? <span className="muted">{t('chat.profile.none')}</span>}</dd>
        <dt>{t('chat.profile.vip')}</dt>
        <dd>VIP {member.vipLevel}</dd>
        <dt>{t('chat.profile.balance')}</dt>
        <dd className="chat-money">{format.money(member.balanceMinor, member.currency)}</dd>
        <dt>{t('chat.profile.registered')}</dt>
        <dd>{format.dateTime(member.registeredAt)}</dd>
        <dt>{t('chat.profile.lastLogin')}</dt>
        <dd>
          {member.lastLoginAt ? (
            format.dateTime(member.lastLoginAt)
          ) : (
            <span className="muted">{t('chat.profile.never')}</span>
          )}
        </dd>
        <dt>{t('chat.profile.conversations')}</dt>
        <dd>
          {member.conversations > 0 ? format.number(member.conversations) : t('chat.profile.none')}
        </dd>
      </dl>
      {mayCall('opsMember', operator.role) && (
        <p className="chat-profile-link">
          <Link to={`/members/${member.id}`}>{t('chat.profile.open')}</Link>
        </p>
      )}
    </aside>
  );
}
