import { useId, type ComponentType, type MouseEvent, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useSystemStatus } from '@/shared/api/get-status';
import { useUnreadCounts } from '@/shared/api/unread-counts';
import { useTranslation } from '@/shared/i18n/use-translation';
import { customerServiceUrl } from '@/shared/lib/customer-service';
import { getLayoutRule } from '@/shared/lib/layout-rules';
import { useOverlayStore } from '@/shared/lib/overlay-store';
import { paths } from '@/shared/lib/paths';
import { resourceUrl } from '@/shared/lib/resources';
import { canUseRealMoneyFeature } from '@/shared/lib/roles';
import { useSessionStore } from '@/shared/lib/session-store';
import { toastDurations } from '@/shared/lib/timings';
import { BackHeader } from '@/shared/ui/back-header';
import { ArrowUpRightIcon } from '@/shared/ui/icons/arrow-up-right';
import { ChatIcon } from '@/shared/ui/icons/chat';
import { ChevronRightIcon } from '@/shared/ui/icons/chevron-right';
import { HeadsetIcon } from '@/shared/ui/icons/headset';
import { MailIcon } from '@/shared/ui/icons/mail';
import { MegaphoneIcon } from '@/shared/ui/icons/megaphone';
import { TelegramIcon } from '@/shared/ui/icons/telegram';
import { showToast } from '@/shared/ui/toast';
import { badgeDescribedBy, UnreadBadge } from '@/shared/ui/unread-badge';
import { memberAnnouncementTypes } from '../lib/announcement-types';
import { useLiveChat } from '../lib/use-live-chat';
import styles from './message-page.module.css';

type RowKey = 'telegram' | 'announcements' | 'messages' | 'liveChat' | 'service';

type Action =
  | { kind: 'link'; to: string; onClick?: (event: MouseEvent) => void }
  | { kind: 'external'; href: string }
  | { kind: 'button'; onClick: () => void; busy?: boolean; haspopup?: boolean };

/**
 * The message centre, /m/message (spec section 2): Telegram (when a TELEGRAM link is
 * configured), announcements, messages (the inbox), live chat (only with CBS3) and the affiliate
 * service (the customer-service link), each counter with its unread badge while logged in
 * (spec 3; none for trial accounts, who fetch no counts). The inbox and live chat are real-money
 * features: a trial account gets free_reject on them and stays here.
 */
export function MessagePage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const rule = getLayoutRule(pathname);
  const session = useSessionStore((s) => s.session);
  const { data: status } = useSystemStatus();
  const counts = useUnreadCounts();
  const chat = useLiveChat();
  const openOverlay = useOverlayStore((s) => s.openOverlay);

  const telegram = resourceUrl(status?.info.resources, 'TELEGRAM');
  const chatOn = status?.info.whitelabel.CBS3 === true;
  const service = customerServiceUrl(status?.info);

  const freeReject = (event: MouseEvent) => {
    if (canUseRealMoneyFeature(session) !== 'freeReject') return;
    event.preventDefault();
    showToast({
      message: t('account.freeReject'),
      kind: 'error',
      durationMs: toastDurations.short,
    });
  };

  return (
    <>
      {rule.header === 'page' && <BackHeader variant="page" />}
      <main id="main" className={styles.main}>
        <h1 className="visually-hidden">{t(rule.titleKey)}</h1>
        <ul className={styles.rows} aria-label={t(rule.titleKey)} data-testid="message-centre">
          {telegram && (
            <Row
              rowKey="telegram"
              Icon={TelegramIcon}
              label={t('messages.centre.telegram')}
              hint={t('messages.centre.telegramHint')}
              action={{ kind: 'external', href: telegram }}
            />
          )}
          <Row
            rowKey="announcements"
            Icon={MegaphoneIcon}
            label={t('messages.centre.announcements')}
            hint={t('messages.centre.announcementsHint')}
            count={counts.announcement}
            action={{
              kind: 'link',
              to: paths.memberNotice({ types: memberAnnouncementTypes }),
            }}
          />
          <Row
            rowKey="messages"
            Icon={MailIcon}
            label={t('messages.centre.messages')}
            hint={t('messages.centre.messagesHint')}
            count={counts.inbox}
            action={{ kind: 'link', to: paths.messages(), onClick: freeReject }}
          />
          {chatOn && (
            <Row
              rowKey="liveChat"
              Icon={ChatIcon}
              label={t('messages.centre.liveChat')}
              hint={
                chat.launching ? t('messages.centre.opening') : t('messages.centre.liveChatHint')
              }
              count={counts.chat}
              action={{ kind: 'button', onClick: () => void chat.open(), busy: chat.launching }}
            />
          )}
          <Row
            rowKey="service"
            Icon={HeadsetIcon}
            label={t('messages.centre.service')}
            hint={t('messages.centre.serviceHint')}
            action={
              service
                ? { kind: 'external', href: service }
                : { kind: 'button', onClick: () => openOverlay('service'), haspopup: true }
            }
          />
        </ul>
      </main>
    </>
  );
}

function Row({
  rowKey,
  Icon,
  label,
  hint,
  count = 0,
  action,
}: {
  rowKey: RowKey;
  Icon: ComponentType<{ size?: number }>;
  label: string;
  hint: string;
  count?: number;
  action: Action;
}) {
  const { t } = useTranslation();
  const badgeId = useId();
  const busy = action.kind === 'button' && action.busy === true;
  const content: ReactNode = (
    <>
      <span className={styles.icon} data-row={rowKey} aria-hidden="true">
        <Icon size={22} />
      </span>
      <span className={styles.text}>
        <span className={styles.label}>{label}</span>
        <span className={styles.hint} aria-live={action.kind === 'button' ? 'polite' : undefined}>
          {hint}
        </span>
      </span>
      <UnreadBadge count={count} id={badgeId} testId={`message-centre-badge-${rowKey}`} />
      {busy ? (
        <span className={styles.spinner} aria-hidden="true" />
      ) : action.kind === 'external' ? (
        <ArrowUpRightIcon size={18} className={styles.chevron} />
      ) : (
        <ChevronRightIcon size={18} className={styles.chevron} />
      )}
    </>
  );
  const common = {
    className: styles.row,
    'data-testid': `message-centre-${rowKey}`,
    'aria-describedby': badgeDescribedBy(count, badgeId),
  };
  return (
    <li>
      {action.kind === 'link' ? (
        <Link to={action.to} onClick={action.onClick} {...common}>
          {content}
        </Link>
      ) : action.kind === 'external' ? (
        <a href={action.href} target="_blank" rel="noopener noreferrer" {...common}>
          {content}
          <span className="visually-hidden">{`(${t('common.opensInNewTab')})`}</span>
        </a>
      ) : (
        <button
          type="button"
          onClick={action.onClick}
          aria-busy={busy}
          aria-disabled={busy || undefined}
          aria-haspopup={action.haspopup ? 'dialog' : undefined}
          {...common}
        >
          {content}
        </button>
      )}
    </li>
  );
}
