import { useTranslation } from '@/shared/i18n/use-translation';
import { useLocation, useParams } from 'react-router';
import { getLayoutRule } from '@/shared/lib/layout-rules';
import { BackHeader } from '@/shared/ui/back-header';
import { PromotionDetail } from './promotion-detail';
import { PromotionList } from './promotion-list';
import styles from './promotions.module.css';

/**
 * /m/activity: the promotion list; /m/activity/:id shows that promotion's detail (spec section 2,
 * "Promotions: /m/activity (optional id shows the detail)"). The shell's back header is shown
 * here (title "promotion activity", Back goes home).
 */
export function ActivityPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { id } = useParams();
  const rule = getLayoutRule(pathname);
  return (
    <>
      {rule.header === 'page' && <BackHeader variant="page" />}
      <main id="main" className={styles.main}>
        {id === undefined ? (
          <>
            <h1 className="visually-hidden">{t(rule.titleKey)}</h1>
            <PromotionList />
          </>
        ) : (
          <PromotionDetail rawId={id} />
        )}
      </main>
    </>
  );
}
