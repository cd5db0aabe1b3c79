import { useLocation, useSearchParams } from 'react-router';
import { getLayoutRule } from '@/shared/lib/layout-rules';
import { BackHeader } from '@/shared/ui/back-header';
import { PromotionDetail } from './promotion-detail';
import styles from './promotions.module.css';

/**
 * /m/activityDetail?id={id} (spec section 2): one promotion. The shell hides its header here, so
 * the page draws the same back header (title "details", Back to the previous page; decision 0006).
 */
export function ActivityDetailPage() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const rule = getLayoutRule(pathname);
  return (
    <>
      {rule.header === 'page' && <BackHeader variant="page" />}
      <main id="main" className={styles.main}>
        <PromotionDetail rawId={params.get('id')} />
      </main>
    </>
  );
}
