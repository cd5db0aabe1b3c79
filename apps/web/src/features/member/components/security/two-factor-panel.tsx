import { useState } from 'react';
import type { SecurityConfig, TwoFactorEnrolment } from '@app/contracts/security';
import { useTranslation } from '@/shared/i18n/use-translation';
import { copyText } from '@/shared/lib/copy-text';
import { cx } from '@/shared/lib/cx';
import { toastDurations } from '@/shared/lib/timings';
import buttonStyles from '@/shared/ui/button.module.css';
import { FormAlert } from '@/shared/ui/form-field';
import { CheckCircleIcon } from '@/shared/ui/icons/check-circle';
import { CopyIcon } from '@/shared/ui/icons/copy';
import { showToast } from '@/shared/ui/toast';
import {
  useRegenerateRecoveryCodes,
  useTwoFactorConfirm,
  useTwoFactorDisable,
  useTwoFactorEnrol,
} from '../../api/security';
import { CodeForm } from './code-form';
import { RecoveryCodes } from './recovery-codes';
import { errorText } from './security-format';
import { TitledSheet } from '@/shared/ui/titled-sheet';
import styles from './security.module.css';

type Step =
  | { kind: 'idle' }
  | { kind: 'enrolling'; enrolment: TwoFactorEnrolment }
  | { kind: 'codes'; codes: string[] };

/** The QR code as an image: the server's SVG in a data URL (img-src allows data:). */
const svgDataUrl = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

/**
 * Two-factor login (issue 14): off, it enrols (a QR code and the key to type, then the first code
 * turns it on and the recovery codes show once); on, it says so with the recovery codes left,
 * and turns off or makes new recovery codes with a current code or a recovery code.
 */
export function TwoFactorPanel({
  config,
  userName,
  site,
}: {
  config: SecurityConfig;
  userName: string;
  site: string;
}) {
  const { t } = useTranslation();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [sheet, setSheet] = useState<'disable' | 'regenerate' | null>(null);
  const [startError, setStartError] = useState<string | null>(null);
  const enrol = useTwoFactorEnrol();
  const confirm = useTwoFactorConfirm();
  const disable = useTwoFactorDisable();
  const regenerate = useRegenerateRecoveryCodes();

  async function start() {
    setStartError(null);
    try {
      setStep({ kind: 'enrolling', enrolment: await enrol.mutateAsync() });
    } catch (error) {
      setStartError(errorText(t, error));
    }
  }

  async function copyKey(secret: string) {
    if ((await copyText(secret, t('security.twoFactor.manual'))) === 'copied')
      showToast({
        message: t('security.twoFactor.keyCopied'),
        kind: 'success',
        durationMs: toastDurations.copy,
      });
  }

  if (step.kind === 'codes')
    return (
      <RecoveryCodes
        codes={step.codes}
        userName={userName}
        site={site}
        onDone={() => setStep({ kind: 'idle' })}
      />
    );

  if (config.twoFactor)
    return (
      <section className={styles.panel} aria-labelledby="two-factor-title">
        <h2 id="two-factor-title" className={styles.panelTitle}>
          {t('security.twoFactor.title')}
        </h2>
        <p className={cx(styles.stateLine, styles.stateOn)} data-testid="two-factor-on">
          <CheckCircleIcon size={20} />
          {t('security.twoFactor.onStatus')}
        </p>
        <p className={styles.note}>
          {t('security.twoFactor.codesLeft', { count: config.recoveryCodesLeft })}
        </p>
        <div className={styles.actions}>
          <button
            type="button"
            className={buttonStyles.secondary}
            onClick={() => setSheet('regenerate')}
          >
            {t('security.twoFactor.regenerate')}
          </button>
          <button type="button" className={styles.dangerButton} onClick={() => setSheet('disable')}>
            {t('security.twoFactor.disable')}
          </button>
        </div>
        <TitledSheet
          open={sheet === 'regenerate'}
          title={t('security.twoFactor.regenerateTitle')}
          onClose={() => setSheet(null)}
        >
          <p className={styles.intro}>{t('security.twoFactor.regenerateIntro')}</p>
          <CodeForm
            id="two-factor-regenerate-code"
            kind="codeOrRecovery"
            label={t('security.twoFactor.codeOrRecovery')}
            submitLabel={t('security.twoFactor.submit')}
            onSubmit={async (code) => {
              const { recoveryCodes } = await regenerate.mutateAsync({ code });
              setSheet(null);
              setStep({ kind: 'codes', codes: recoveryCodes });
            }}
          />
        </TitledSheet>
        <TitledSheet
          open={sheet === 'disable'}
          title={t('security.twoFactor.disableTitle')}
          onClose={() => setSheet(null)}
        >
          <p className={styles.intro}>{t('security.twoFactor.disableIntro')}</p>
          <CodeForm
            id="two-factor-disable-code"
            kind="codeOrRecovery"
            label={t('security.twoFactor.codeOrRecovery')}
            submitLabel={t('security.twoFactor.disable')}
            onSubmit={async (code) => {
              await disable.mutateAsync({ code });
              setSheet(null);
              showToast({
                message: t('security.twoFactor.disabled'),
                kind: 'success',
                durationMs: toastDurations.success,
              });
            }}
          />
        </TitledSheet>
      </section>
    );

  return (
    <section className={styles.panel} aria-labelledby="two-factor-title">
      <h2 id="two-factor-title" className={styles.panelTitle}>
        {t('security.twoFactor.title')}
      </h2>
      <p className={styles.intro}>{t('security.twoFactor.intro')}</p>
      {step.kind === 'enrolling' ? (
        <>
          <p className={styles.subTitle}>{t('security.twoFactor.scan')}</p>
          <img
            className={styles.qr}
            src={svgDataUrl(step.enrolment.qrSvg)}
            width={200}
            height={200}
            alt={t('security.twoFactor.qrAlt')}
            data-testid="two-factor-qr"
          />
          <p className={styles.intro}>{t('security.twoFactor.manual')}</p>
          <div className={styles.secret}>
            <code className={styles.secretText} data-testid="two-factor-secret">
              {step.enrolment.secret}
            </code>
            <button
              type="button"
              className={styles.iconButton}
              onClick={() => void copyKey(step.enrolment.secret)}
            >
              <CopyIcon size={16} />
              {t('security.twoFactor.copyKey')}
            </button>
          </div>
          <p className={styles.subTitle}>{t('security.twoFactor.enterCode')}</p>
          <CodeForm
            id="two-factor-confirm-code"
            kind="code"
            label={t('security.login.code')}
            submitLabel={t('security.twoFactor.confirm')}
            onSubmit={async (code) => {
              const { recoveryCodes } = await confirm.mutateAsync({ code });
              showToast({
                message: t('security.twoFactor.enabled'),
                kind: 'success',
                durationMs: toastDurations.success,
              });
              setStep({ kind: 'codes', codes: recoveryCodes });
            }}
          />
          <button
            type="button"
            className={styles.textButton}
            onClick={() => setStep({ kind: 'idle' })}
          >
            {t('security.twoFactor.cancel')}
          </button>
        </>
      ) : (
        <>
          <p className={styles.stateLine}>{t('security.twoFactor.offStatus')}</p>
          <FormAlert text={startError} />
          <button
            type="button"
            className={buttonStyles.primary}
            disabled={enrol.isPending}
            aria-busy={enrol.isPending}
            onClick={() => void start()}
          >
            {enrol.isPending ? t('common.loading') : t('security.twoFactor.start')}
          </button>
        </>
      )}
    </section>
  );
}
