import { useTranslation } from '@/shared/i18n/use-translation';
import { useLogout } from '@/shared/api/logout';
import { ConfirmDialog } from './confirm-dialog';

/**
 * The logout confirm dialog (spec section 4, Logout: Cancel, Confirm; on confirm a loading
 * message while the call runs). Used by the settings page, the side menu and the header panel.
 */
export function LogoutConfirm({
  open,
  onCancel,
  onDone,
}: {
  open: boolean;
  onCancel: () => void;
  /** After logging out (the route is already home). */
  onDone?: () => void;
}) {
  const { t } = useTranslation();
  const { logout, pending } = useLogout();
  return (
    <ConfirmDialog
      open={open}
      title={t('account.logout')}
      message={t('account.logoutConfirm')}
      confirmLabel={t('account.logout')}
      danger
      busy={pending}
      onCancel={onCancel}
      onConfirm={() => {
        void logout().then(() => onDone?.());
      }}
    />
  );
}
