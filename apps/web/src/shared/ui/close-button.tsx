import { useTranslation } from '@/shared/i18n/use-translation';
import { CloseIcon } from './icons/close';
import topBar from './top-bar.module.css';

/** The icon-only close control of menus, sheets and popups, named "Close" in every language. */
export function CloseButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className={topBar.iconButton}
      aria-label={t('common.close')}
      onClick={onClick}
    >
      <CloseIcon />
    </button>
  );
}
