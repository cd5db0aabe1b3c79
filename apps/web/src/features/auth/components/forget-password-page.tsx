import { useState } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useSearchParams } from 'react-router';
import { useSystemStatus } from '@/shared/api/get-status';
import { resourceUrl } from '@/shared/lib/resources';
import { HeadsetIcon } from '@/shared/ui/icons/headset';
import { forgetModes, type ForgetMode } from '../lib/forget-mode';
import styles from './auth.module.css';
import buttonStyles from '@/shared/ui/button.module.css';
import { AuthPage } from './auth-page';
import { ForgotByEmailForm } from './forgot-by-email-form';
import { ResetByEmailForm } from './reset-by-email-form';
import { SetPasswordByPhoneForm } from './set-password-by-phone-form';

/**
 * Forgot password (/m/forget, spec 2 and 4): phone and email modes by flags, a toggle only when
 * both are on, phone by default; `?resetToken=` (the emailed link) shows the new-password form.
 * A customer-service link opens the live-chat resource.
 */
export function ForgetPasswordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const resetToken = params.get('resetToken');
  const { data: status } = useSystemStatus();
  const { modes, initial, showToggle } = forgetModes(status?.info.whitelabel);
  const [chosen, setChosen] = useState<ForgetMode | null>(null);
  const mode = chosen && modes.includes(chosen) ? chosen : initial;
  const liveChat = resourceUrl(status?.info.resources, 'LIVECHAT');

  return (
    <AuthPage
      title={resetToken ? t('auth.forget.resetTitle') : t('auth.forget.subtitle')}
      subtitle={
        resetToken
          ? t('auth.forget.resetIntro')
          : mode === 'phone'
            ? t('auth.forget.introPhone')
            : t('auth.forget.introEmail')
      }
    >
      {resetToken ? (
        <ResetByEmailForm token={resetToken} />
      ) : (
        <>
          {showToggle && (
            <div role="tablist" aria-label={t('auth.tabs.forgetLabel')} className={styles.tabs}>
              {modes.map((m) => (
                <button
                  key={m}
                  type="button"
                  role="tab"
                  id={`forget-tab-${m}`}
                  aria-selected={mode === m}
                  aria-controls="forget-panel"
                  className={styles.tab}
                  onClick={() => setChosen(m)}
                >
                  {t(m === 'phone' ? 'auth.tabs.phone' : 'auth.tabs.email')}
                </button>
              ))}
            </div>
          )}
          <div
            id="forget-panel"
            {...(showToggle ? { role: 'tabpanel', 'aria-labelledby': `forget-tab-${mode}` } : {})}
          >
            {mode === 'phone' ? <SetPasswordByPhoneForm /> : <ForgotByEmailForm />}
          </div>
        </>
      )}
      {liveChat && (
        <a
          href={liveChat}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonStyles.secondary}
        >
          <HeadsetIcon size={20} />
          {t('auth.forget.contactService')}
          <span className="visually-hidden">{t('common.opensInNewTab')}</span>
        </a>
      )}
    </AuthPage>
  );
}
