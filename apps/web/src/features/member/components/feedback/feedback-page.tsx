import { useLocation } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation';
import { getLayoutRule } from '@/shared/lib/layout-rules';
import { BackHeader } from '@/shared/ui/back-header';
import { FeedbackForm } from './feedback-form';
import { FeedbackList } from './feedback-list';
import styles from './feedback.module.css';

/**
 * Feedback (/m/feedback, issue 14; spec section 5): the form, and under it what the member sent
 * with its status. Real-money members only (the route guard refuses trial accounts and sends
 * guests to the login); reached from the member centre and the help centre.
 */
export function FeedbackPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const rule = getLayoutRule(pathname);
  return (
    <>
      {rule.header === 'page' && <BackHeader variant="page" />}
      <main id="main" className={styles.main}>
        <h1 className="visually-hidden">{t(rule.titleKey)}</h1>
        <p className={styles.intro}>{t('feedback.intro')}</p>
        <FeedbackForm />
        <FeedbackList />
      </main>
    </>
  );
}
