import { useTranslation } from '@/shared/i18n/use-translation';
import { Link } from 'react-router';
import { paths } from '@/shared/lib/paths';
import { TicketIcon } from '@/shared/ui/icons/ticket';
import styles from './game-list-pages.module.css';
import { GameListHeader, GameListTitle } from './game-list-header';
import { VendorGroups } from './game-list-vendor-groups';

/**
 * /m/lott and /m/elott: the vendors of the LOTT or ELOTT category (consolidated settings) with
 * their games, and the way to the lottery hall (/m/lottery: open draws, popular and recent).
 */
export function LotteryVendorsPage({ type }: { type: 'LOTT' | 'ELOTT' }) {
  const { t } = useTranslation();
  return (
    <>
      <GameListHeader />
      <main id="main" className={styles.main}>
        <GameListTitle />
        <Link to={paths.lottery()} className={styles.lotteryLink} data-testid="lottery-link">
          <TicketIcon size={20} />
          {t('gameList.category.lotteryLink')}
        </Link>
        <VendorGroups type={type} />
      </main>
    </>
  );
}
