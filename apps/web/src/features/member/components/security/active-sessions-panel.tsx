import { useState } from 'react';
import type { ActiveSession } from '@app/contracts/security';
import { useTranslation } from '@/shared/i18n/use-translation';
import { cx } from '@/shared/lib/cx';
import { toastDurations } from '@/shared/lib/timings';
import buttonStyles from '@/shared/ui/button.module.css';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { LogOutIcon } from '@/shared/ui/icons/log-out';
import { ListState, RetryButton } from '@/shared/ui/list-state';
import { RowSkeleton } from '@/shared/ui/row-skeleton';
import { showToast } from '@/shared/ui/toast';
import { useActiveSessions, useEndOtherSessions, useEndSession } from '../../api/security';
import { deviceKind, deviceName, errorText, formatMoment } from './security-format';
import styles from './security.module.css';

/**
 * Active sessions (issue 14): this device first, then the others by last activity, each with its
 * browser and system, address and times; log out one other device, or every other device at once
 * (each after a confirm). An ended session's next call answers SESSION_EXPIRED there, and that
 * device drops to guest.
 */
export function ActiveSessionsPanel() {
  const { t } = useTranslation();
  const query = useActiveSessions();
  const endOne = useEndSession();
  const endOthers = useEndOtherSessions();
  const [ending, setEnding] = useState<ActiveSession | null>(null);
  const [endingOthers, setEndingOthers] = useState(false);
  const sessions = query.data?.list;
  const others = sessions?.filter((s) => !s.current) ?? [];

  async function confirmOne() {
    if (!ending) return;
    try {
      await endOne.mutateAsync(ending.id);
      showToast({
        message: t('security.sessions.loggedOut'),
        kind: 'success',
        durationMs: toastDurations.success,
      });
    } catch (error) {
      showToast({ message: errorText(t, error), kind: 'error', durationMs: toastDurations.short });
    } finally {
      setEnding(null);
    }
  }

  async function confirmOthers() {
    try {
      const { ended } = await endOthers.mutateAsync();
      showToast({
        message: t('security.sessions.loggedOutOthers', { count: ended }),
        kind: 'success',
        durationMs: toastDurations.success,
      });
    } catch (error) {
      showToast({ message: errorText(t, error), kind: 'error', durationMs: toastDurations.short });
    } finally {
      setEndingOthers(false);
    }
  }

  let body;
  if (sessions === undefined && query.isError)
    body = (
      <ListState
        testId="active-sessions-error"
        alert
        title={t('list.loadError')}
        action={
          <RetryButton
            onRetry={() => void query.refetch()}
            busy={query.isFetching}
            label={t('common.retry')}
          />
        }
      />
    );
  else if (sessions === undefined)
    body = (
      <div role="status" aria-label={t('common.loading')}>
        <RowSkeleton count={3} />
      </div>
    );
  else
    body = (
      <>
        <ul className={styles.list} aria-label={t('security.sessions.listLabel')}>
          {sessions.map((session) => (
            <li key={session.id}>
              <SessionItem session={session} onEnd={() => setEnding(session)} />
            </li>
          ))}
        </ul>
        {others.length === 0 ? (
          <p className={styles.note}>{t('security.sessions.noOthers')}</p>
        ) : (
          <button
            type="button"
            className={buttonStyles.secondary}
            onClick={() => setEndingOthers(true)}
          >
            <LogOutIcon size={18} />
            {t('security.sessions.logOutOthers')}
          </button>
        )}
      </>
    );

  return (
    <section
      className={styles.panel}
      aria-labelledby="active-sessions-title"
      data-testid="active-sessions"
    >
      <h2 id="active-sessions-title" className={styles.panelTitle}>
        {t('security.sessions.title')}
      </h2>
      <p className={styles.intro}>{t('security.sessions.intro')}</p>
      {body}
      <ConfirmDialog
        open={ending !== null}
        title={t('security.sessions.logOutTitle')}
        message={
          ending
            ? t('security.sessions.logOutMessage', { device: deviceName(t, ending) })
            : undefined
        }
        confirmLabel={t('security.sessions.logOut')}
        danger
        busy={endOne.isPending}
        onConfirm={() => void confirmOne()}
        onCancel={() => setEnding(null)}
      />
      <ConfirmDialog
        open={endingOthers}
        title={t('security.sessions.logOutOthersTitle')}
        message={t('security.sessions.logOutOthersMessage')}
        confirmLabel={t('security.sessions.logOutOthers')}
        danger
        busy={endOthers.isPending}
        onConfirm={() => void confirmOthers()}
        onCancel={() => setEndingOthers(false)}
      />
    </section>
  );
}

/** One session: its device, address and times; "This device", or a log-out button. */
export function SessionItem({ session, onEnd }: { session: ActiveSession; onEnd: () => void }) {
  const { t } = useTranslation();
  const name = deviceName(t, session);
  const kind = deviceKind(t, session.device);
  return (
    <div
      className={cx(styles.item, session.current && styles.itemCurrent)}
      data-testid="active-session"
      data-current={session.current}
    >
      <span className={styles.itemText}>
        {session.current && (
          <span className={styles.badge}>{t('security.sessions.thisDevice')}</span>
        )}
        <span className={styles.itemTitle}>{name}</span>
        <span className={styles.itemMeta}>
          {[session.ip && t('security.history.address', { ip: session.ip }), kind !== name && kind]
            .filter(Boolean)
            .join(' · ')}
        </span>
        <span className={styles.itemMeta}>
          {t('security.sessions.started', { time: formatMoment(session.startedAt) })}
        </span>
        <span className={styles.itemMeta}>
          {t('security.sessions.lastSeen', { time: formatMoment(session.lastSeenAt) })}
        </span>
      </span>
      {!session.current && (
        <button
          type="button"
          className={styles.itemAction}
          aria-label={t('security.sessions.logOutLabel', { device: name })}
          onClick={onEnd}
        >
          {t('security.sessions.logOut')}
        </button>
      )}
    </div>
  );
}
