import { useTranslation } from '@/shared/i18n/use-translation';
import { copyText } from '@/shared/lib/copy-text';
import { toastDurations } from '@/shared/lib/timings';
import { CopyIcon } from './icons/copy';
import { showToast } from './toast';
import styles from './member-id.module.css';

/**
 * "ID: 123" with a copy button (clipboard, else a prompt with the text: spec section 8), in the
 * side menu's member summary and on the member home.
 */
export function MemberId({ id, testId }: { id: number; testId: string }) {
  const { t } = useTranslation();
  async function copy() {
    const result = await copyText(String(id), t('account.copyPrompt'));
    if (result === 'copied')
      showToast({ message: t('account.copied'), kind: 'success', durationMs: toastDurations.copy });
  }
  return (
    <div className={styles.idRow}>
      <span data-testid={testId}>{t('account.memberId', { id })}</span>
      <button
        type="button"
        className={styles.copy}
        aria-label={t('account.copyId')}
        onClick={() => void copy()}
      >
        <CopyIcon size={16} />
      </button>
    </div>
  );
}
