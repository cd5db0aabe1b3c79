import type { CheckInCalendar, RewardItem } from '@app/contracts/rewards';
import { useTranslation } from '@/shared/i18n/use-translation';
import { cx } from '@/shared/lib/cx';
import { CheckIcon } from '@/shared/ui/icons/check';
import { CheckCircleIcon } from '@/shared/ui/icons/check-circle';
import { GiftIcon } from '@/shared/ui/icons/gift';
import { RewardStatusBadge } from './reward-card';
import { compactAmount } from './reward-rules';
import { checkInBusyKey, type RewardActions } from './use-reward-actions';
import styles from './rewards.module.css';

/**
 * The daily check-in at the top of the reward centre: the seven days of the cycle with each
 * day's reward, the days signed in this streak, today marked, and today's button (the item's
 * CHECK_IN action). A missed day starts the streak again (the server's calendar says so).
 */
export function CheckInCalendarCard({
  calendar,
  item,
  actions,
  money,
  symbol,
}: {
  calendar: CheckInCalendar;
  /** The reward centre's check-in item (its title, conditions and status), when there is one. */
  item: RewardItem | undefined;
  actions: RewardActions;
  money: (amount: number) => string;
  symbol: string;
}) {
  const { t } = useTranslation();
  const today = calendar.days.find((day) => day.today);
  const canCheckIn = !calendar.checkedInToday && (item ? item.action === 'CHECK_IN' : true);
  const busy = actions.busyKey === checkInBusyKey;
  return (
    <section
      className={styles.checkIn}
      aria-labelledby="check-in-title"
      data-testid="check-in"
      data-key={item?.key}
      data-status={item?.status}
    >
      <div className={styles.cardHead}>
        <span className={styles.kindIcon} data-tone="accent" aria-hidden="true">
          <CheckCircleIcon size={22} />
        </span>
        <h2 id="check-in-title" className={styles.cardTitle}>
          {item?.title ?? t('rewards.checkIn.title')}
        </h2>
        {item && <RewardStatusBadge status={item.status} />}
      </div>
      <p className={styles.summary}>{item?.summary || t('rewards.checkIn.hint')}</p>
      <p className={styles.streak} data-testid="check-in-streak">
        {t('rewards.checkIn.streak', { count: calendar.streak })}
      </p>
      <ol className={styles.days} aria-label={t('rewards.checkIn.daysLabel')}>
        {calendar.days.map((day) => (
          <li
            key={day.day}
            className={cx(styles.day, day.signed && styles.daySigned, day.today && styles.dayToday)}
            aria-current={day.today ? 'date' : undefined}
            data-testid="check-in-day"
            data-signed={day.signed}
          >
            <span className={styles.dayName}>
              {day.today ? t('rewards.checkIn.today') : t('rewards.checkIn.day', { day: day.day })}
            </span>
            <span className={styles.dayIcon} aria-hidden="true">
              {day.signed ? <CheckIcon size={16} /> : <GiftIcon size={16} />}
            </span>
            <span className={styles.dayAmount}>{compactAmount(day.amount, symbol)}</span>
            {day.signed && <span className="visually-hidden">{t('rewards.checkIn.signed')}</span>}
          </li>
        ))}
      </ol>
      {calendar.checkedInToday ? (
        <p className={styles.checkedIn} data-testid="checked-in-today">
          <CheckCircleIcon size={18} />
          {t('rewards.checkIn.done')}
        </p>
      ) : (
        canCheckIn && (
          <button
            type="button"
            className={cx(styles.action, styles.wide)}
            disabled={actions.busyKey !== null}
            aria-busy={busy || undefined}
            onClick={actions.checkIn}
            data-testid="check-in-button"
          >
            {busy
              ? t('common.loading')
              : today
                ? t('rewards.checkIn.button', { amount: money(today.amount) })
                : t('rewards.action.checkIn')}
          </button>
        )
      )}
    </section>
  );
}
