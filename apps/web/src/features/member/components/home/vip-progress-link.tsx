import { Link } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation';
import { cx } from '@/shared/lib/cx';
import { paths } from '@/shared/lib/paths';
import { ChevronRightIcon } from '@/shared/ui/icons/chevron-right';
import { overallPercent } from '../../lib/vip-format';
import { VipLevelBadge } from '../vip/vip-level-badge';
import type { MemberHome } from './use-member-home';
import styles from './member-home.module.css';

/**
 * The member's VIP level and how far they are towards the next one (the lesser of the two
 * thresholds), linking to the VIP page. Hidden while the standing loads or when it failed: the
 * label in member info still shows.
 */
export function VipProgressLink({
  vip,
  variant,
}: {
  vip: NonNullable<MemberHome['vip']>;
  variant: 'card' | 'row';
}) {
  const { t } = useTranslation();
  const info = vip.data;
  if (!info) return null;
  const { standing } = info;
  const next = standing.next;
  const percent = next ? overallPercent(next) : 100;
  const nextLabel = next ? t('vip.levelLabel', { level: next.level }) : '';
  return (
    <Link
      to={paths.memberBenefits()}
      className={cx(styles.vip, variant === 'card' ? styles.vipCard : styles.vipRow)}
      data-testid="member-home-vip"
    >
      <VipLevelBadge level={standing.level} size="s" />
      <span className={styles.vipText}>
        <span className={styles.vipTitle}>
          <span data-testid="member-home-vip-label">{standing.label ?? t('memberHome.noVip')}</span>
          <span className={styles.vipName}>{standing.name}</span>
        </span>
        <span className={styles.vipBar} aria-hidden="true">
          <span style={{ width: `${percent}%` }} />
        </span>
        <span className={styles.vipCaption}>
          {next
            ? t('memberHome.vipProgress', { percent, label: nextLabel })
            : t('memberHome.vipTop')}
        </span>
      </span>
      <span className="visually-hidden">{t('memberHome.vipLink')}</span>
      <ChevronRightIcon size={18} className={styles.chevron} />
    </Link>
  );
}
