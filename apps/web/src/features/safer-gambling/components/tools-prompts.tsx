import { Link } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation';
import { paths } from '@/shared/lib/paths';
import { useGoToLogin } from '@/shared/lib/use-go-to-login';
import styles from './safer-gambling.module.css';

/** A guest (from the footer's link) sees where help is, and this for the tools: log in first. */
export function LoginPrompt() {
  const { t } = useTranslation();
  const goToLogin = useGoToLogin();
  return (
    <section
      className={styles.prompt}
      aria-labelledby="safer-gambling-login"
      data-testid="safer-gambling-login"
    >
      <h2 id="safer-gambling-login" className={styles.promptTitle}>
        {t('saferGambling.loginTitle')}
      </h2>
      <p className={styles.promptBody}>{t('saferGambling.loginBody')}</p>
      <button type="button" className={styles.smallPrimary} onClick={() => goToLogin()}>
        {t('common.login')}
      </button>
    </section>
  );
}

/** A trial account plays with play money: the tools are a real account's. */
export function TrialPrompt() {
  const { t } = useTranslation();
  return (
    <section
      className={styles.prompt}
      aria-labelledby="safer-gambling-trial"
      data-testid="safer-gambling-trial"
    >
      <h2 id="safer-gambling-trial" className={styles.promptTitle}>
        {t('saferGambling.trialTitle')}
      </h2>
      <p className={styles.promptBody}>{t('saferGambling.trialBody')}</p>
      <Link to={paths.register()} className={styles.smallPrimary}>
        {t('account.trialRegister')}
      </Link>
    </section>
  );
}
