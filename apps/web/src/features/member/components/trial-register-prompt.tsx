import { useTranslation } from '@/shared/i18n/use-translation';
import { Link } from 'react-router';
import { showsRegisterPrompt } from '@/shared/lib/roles';
import { paths } from '@/shared/lib/paths';
import { useSessionStore } from '@/shared/lib/session-store';
import { GiftIcon } from '@/shared/ui/icons/gift';
import styles from './trial-register-prompt.module.css';

/** Spec section 6: trial accounts see a prompt to register in the member centre. */
export function TrialRegisterPrompt() {
  const { t } = useTranslation();
  const session = useSessionStore((s) => s.session);
  if (!showsRegisterPrompt(session)) return null;
  return (
    <section
      className={styles.card}
      aria-labelledby="trial-prompt-title"
      data-testid="trial-prompt"
    >
      <span className={styles.icon}>
        <GiftIcon size={26} />
      </span>
      <div className={styles.text}>
        <h2 id="trial-prompt-title" className={styles.title}>
          {t('account.trialTitle')}
        </h2>
        <p className={styles.body}>{t('account.trialBody')}</p>
        <Link to={paths.register()} className={styles.button}>
          {t('account.trialRegister')}
        </Link>
      </div>
    </section>
  );
}
