import { useId } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation';
import { ChevronRightIcon } from '@/shared/ui/icons/chevron-right';
import type { MemberHomeEntry, MemberHomeEntryKey } from '../../lib/member-home-entries';
import { useFreeRejectClick } from '../../lib/use-free-reject-click';
import { entryIcons } from './entry-icons';
import { MemberId } from '@/shared/ui/member-id';
import { badgeDescribedBy, UnreadBadge } from '@/shared/ui/unread-badge';
import type { MemberHomeSlots } from './member-home-types';
import type { MemberHome } from './use-member-home';
import { TodayNetLine } from './safer-gambling-summary';
import { VipProgressLink } from './vip-progress-link';
import styles from './member-home.module.css';

const groups: { key: 'funds' | 'account' | 'more'; entries: readonly MemberHomeEntryKey[] }[] = [
  { key: 'funds', entries: ['deposit', 'withdraw', 'transactionRecord', 'betRecord'] },
  { key: 'account', entries: ['vip', 'refer', 'myAccount', 'securityCenter', 'saferGambling'] },
  { key: 'more', entries: ['messages', 'feedback', 'appDownload', 'settings'] },
];

/**
 * The classic member centre: the profile and balance on plain surfaces, then every entry as a
 * row (like the side menu's) in three groups.
 */
export function ClassicLayout({ home, slots }: { home: MemberHome; slots: MemberHomeSlots }) {
  const { t } = useTranslation();
  const freeReject = useFreeRejectClick();
  const { Avatar, BalanceWidget } = slots;
  const unreadId = useId();
  const byKey = new Map(home.entries.map((e) => [e.key, e]));
  return (
    <div className={styles.classicLayout} data-layout="classic" data-testid="member-home">
      <section className={styles.classicProfile} aria-labelledby="member-home-name">
        <Avatar icon={home.member?.icon} name={home.name} size={56} />
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
      </section>

      <BalanceWidget currencySymbol={home.symbol} className={styles.classicBalance} />
      <TodayNetLine symbol={home.symbol} />
      {home.vip && <VipProgressLink vip={home.vip} variant="row" />}

      {groups.map((group) => {
        const entries = group.entries
          .map((key) => byKey.get(key))
          .filter((e): e is MemberHomeEntry => e !== undefined);
        if (entries.length === 0) return null;
        return (
          <section
            key={group.key}
            className={styles.group}
            aria-labelledby={`member-home-${group.key}`}
          >
            <h2 id={`member-home-${group.key}`} className={styles.groupTitle}>
              {t(`memberHome.groups.${group.key}`)}
            </h2>
            <ul className={styles.rows}>
              {entries.map(({ key, to, realMoney }) => {
                const Icon = entryIcons[key];
                const unread = key === 'messages' ? home.unread : 0;
                return (
                  <li key={key}>
                    <Link
                      to={to}
                      className={styles.row}
                      data-entry={key}
                      onClick={realMoney ? freeReject : undefined}
                      aria-describedby={badgeDescribedBy(unread, unreadId)}
                    >
                      <Icon size={20} />
                      <span>{t(`memberHome.entries.${key}`)}</span>
                      <UnreadBadge
                        count={unread}
                        id={unreadId}
                        className={styles.count}
                        testId="member-home-unread"
                      />
                      <ChevronRightIcon size={18} className={styles.chevron} />
                    </Link>
                  </li>
                );
              })}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
