import { useTranslation } from '@/shared/i18n/use-translation';
import { useLocation, useNavigate } from 'react-router';
import { getLayoutRule, hasPreviousAppEntry, resolveBack } from '@/shared/lib/layout-rules';
import { paths } from '@/shared/lib/paths';
import { BackIcon } from './icons/back';
import styles from './top-bar.module.css';

/**
 * The back header (spec section 2, "Layout rules"): a Back button and the route title. The shell
 * renders it where its header is shown ('shell'); pages whose shell header is hidden render the
 * same component themselves ('page'). Either way it is the page's banner landmark.
 */
export function BackHeader({ variant }: { variant: 'shell' | 'page' }) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const rule = getLayoutRule(location.pathname);

  function goBack() {
    if (resolveBack(rule, hasPreviousAppEntry()) === 'history') void navigate(-1);
    else void navigate(paths.home());
  }

  return (
    <header className={styles.bar} data-header={variant}>
      <button
        type="button"
        className={styles.iconButton}
        aria-label={t('common.back')}
        onClick={goBack}
      >
        <BackIcon />
      </button>
      <div className={styles.title}>{t(rule.titleKey)}</div>
      <span className={styles.spacer} />
    </header>
  );
}
