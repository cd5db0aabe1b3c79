import { useState } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { KeyIcon } from '@/shared/ui/icons/key';
import { PaymentPasswordForm } from './payment-password-form';
import { ResetPaymentPasswordForm } from './reset-payment-password-form';
import { TitledSheet } from '@/shared/ui/titled-sheet';
import styles from './withdraw.module.css';

/** "Change payment password" and "Forgot payment password?", each in its own sheet. */
export function PaymentPasswordActions() {
  const { t } = useTranslation();
  const [open, setOpen] = useState<'change' | 'reset' | null>(null);
  const close = () => setOpen(null);
  return (
    <div className={styles.links}>
      <button type="button" className={styles.textLink} onClick={() => setOpen('change')}>
        <KeyIcon size={16} />
        {t('withdraw.changePassword.open')}
      </button>
      <button type="button" className={styles.textLink} onClick={() => setOpen('reset')}>
        {t('withdraw.resetPassword.open')}
      </button>
      <TitledSheet
        open={open === 'change'}
        title={t('withdraw.changePassword.title')}
        onClose={close}
      >
        <PaymentPasswordForm mode="change" onDone={close} />
      </TitledSheet>
      <TitledSheet
        open={open === 'reset'}
        title={t('withdraw.resetPassword.title')}
        onClose={close}
      >
        <ResetPaymentPasswordForm onDone={close} />
      </TitledSheet>
    </div>
  );
}
