import { useTranslation } from '@/shared/i18n/use-translation';
import { copyText } from '@/shared/lib/copy-text';
import { toastDurations } from '@/shared/lib/timings';
import buttonStyles from '@/shared/ui/button.module.css';
import { CopyIcon } from '@/shared/ui/icons/copy';
import { DownloadIcon } from '@/shared/ui/icons/download';
import { showToast } from '@/shared/ui/toast';
import styles from './security.module.css';

/** The text file of the codes: a line saying whose they are, then one code per line. */
export function recoveryCodesFile(heading: string, codes: readonly string[]): string {
  return `${heading}\n\n${codes.join('\n')}\n`;
}

/**
 * The recovery codes, shown once (when two-factor login is turned on, and when new ones are made):
 * copy (with the prompt fallback of spec section 8), download as a text file, and "I have saved
 * them", which closes them for good.
 */
export function RecoveryCodes({
  codes,
  userName,
  site,
  onDone,
}: {
  codes: readonly string[];
  userName: string;
  site: string;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const heading = t('security.twoFactor.codesFile', { user: userName, site });

  async function copy() {
    const how = await copyText(codes.join('\n'), t('security.twoFactor.codesLabel'));
    if (how === 'copied')
      showToast({
        message: t('security.twoFactor.codesCopied'),
        kind: 'success',
        durationMs: toastDurations.copy,
      });
  }

  function download() {
    const blob = new Blob([recoveryCodesFile(heading, codes)], { type: 'text/plain' });
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = `recovery-codes-${userName}.txt`;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }

  return (
    <section className={styles.panel} aria-labelledby="recovery-codes-title">
      <h2 id="recovery-codes-title" className={styles.panelTitle}>
        {t('security.twoFactor.recoveryTitle')}
      </h2>
      <p className={styles.intro}>{t('security.twoFactor.recoveryIntro')}</p>
      <ul
        className={styles.codes}
        aria-label={t('security.twoFactor.codesLabel')}
        data-testid="recovery-codes"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className={styles.buttonRow}>
        <button type="button" className={buttonStyles.secondary} onClick={() => void copy()}>
          <CopyIcon size={18} />
          {t('security.twoFactor.copyCodes')}
        </button>
        <button type="button" className={buttonStyles.secondary} onClick={download}>
          <DownloadIcon size={18} />
          {t('security.twoFactor.downloadCodes')}
        </button>
      </div>
      <button type="button" className={buttonStyles.primary} onClick={onDone}>
        {t('security.twoFactor.savedCodes')}
      </button>
    </section>
  );
}
