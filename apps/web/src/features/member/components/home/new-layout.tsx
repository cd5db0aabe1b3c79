import { useId } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useFreeRejectClick } from '../../lib/use-free-reject-click';
import { entryIcons } from './entry-icons';
import { MemberId } from '@/shared/ui/member-id';
import { badgeDescribedBy, UnreadBadge } from '@/shared/ui/unread-badge';
import type { MemberHomeSlots } from './member-home-types';
import type { MemberHome } from './use-member-home';
import { TodayNetLine } from './safer-gambling-summary';
import { VipProgressLink } from './vip-progress-link';
import styles from './member-home.module.css';

/**
 * The new member centre (mobile template mem_cen and dep_func both 1): a profile card with the
 * VIP progress, a wallet card with deposit and withdraw, and a grid of the other entries.
 */
export function NewLayout({ home, slots }: { home: MemberHome; slots: MemberHomeSlots }) {
  const { t } = useTranslation();
  const freeReject = useFreeRejectClick();
  const { Avatar, BalanceWidget } = slots;
  const unreadId = useId();
  const deposit = home.entries.find((e) => e.key === 'deposit');
  const withdraw = home.entries.find((e) => e.key === 'withdraw');
  const grid = home.entries.filter((e) => e.key !== 'deposit' && e.key !== 'withdraw');
  return (
    <div className={styles.newLayout} data-layout="new" data-testid="member-home">
      <section className={styles.hero} aria-labelledby="member-home-name">
        <div className={styles.profile}>
          <Avatar icon={home.member?.icon} name={home.name} size={64} className={styles.avatar} />
          <div className={styles.profileText}>
            <div className={styles.nameRow}>
              <h2 id="member-home-name" className={styles.name}>
                {home.name}
              </h2>
              {home.label && (
                <span className={styles.label} data-testid="member-home-label">
                  {home.label}
                </span>
              )}
            </div>
            {home.member && <MemberId id={home.member.id} testId="member-home-id" />}
          </div>
        </div>
        {home.vip && <VipProgressLink vip={home.vip} variant="card" />}
      </section>

      <section className={styles.walletCard} aria-labelledby="member-home-wallet">
        <h2 id="member-home-wallet" className={styles.cardTitle}>
          {t('memberHome.wallet')}
        </h2>
        <BalanceWidget currencySymbol={home.symbol} className={styles.balance} />
        <div className={styles.walletActions}>
          {deposit && (
            <Link to={deposit.to} className={styles.primaryAction} onClick={freeReject}>
              {t('memberHome.entries.deposit')}
            </Link>
          )}
          {withdraw && (
            <Link to={withdraw.to} className={styles.secondaryAction} onClick={freeReject}>
              {t('memberHome.entries.withdraw')}
            </Link>
          )}
        </div>
        <TodayNetLine symbol={home.symbol} />
      </section>

      <section className={styles.gridCard} aria-labelledby="member-home-services">
        <h2 id="member-home-services" className={styles.cardTitle}>
          {t('memberHome.shortcuts')}
        </h2>
        <ul className={styles.grid}>
          {grid.map(({ key, to, realMoney }) => {
            const Icon = entryIcons[key];
            const unread = key === 'messages' ? home.unread : 0;
            return (
              <li key={key}>
                <Link
                  to={to}
                  className={styles.tile}
                  data-entry={key}
                  onClick={realMoney ? freeReject : undefined}
                  aria-describedby={badgeDescribedBy(unread, unreadId)}
                >
                  <span className={styles.tileIcon}>
                    <Icon size={22} />
                    <UnreadBadge count={unread} id={unreadId} corner testId="member-home-unread" />
                  </span>
                  <span className={styles.tileLabel}>{t(`memberHome.entries.${key}`)}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      </section>
    </div>
  );
}
