import { useTranslation } from '@/shared/i18n/use-translation';
import { copyText } from '@/shared/lib/copy-text';
import { cx } from '@/shared/lib/cx';
import { toastDurations } from '@/shared/lib/timings';
import { CopyIcon } from '@/shared/ui/icons/copy';
import { showToast } from '@/shared/ui/toast';
import styles from './copy-button.module.css';

/**
 * Copies a value for the member to paste elsewhere (a bank app, a message to customer service):
 * the clipboard, else a prompt with the text selected (spec 8), then a short "Copied" toast.
 */
export function CopyButton({
  value,
  label,
  prompt,
  copied,
  className,
}: {
  value: string;
  /** The button's accessible name ("Copy reference"). */
  label: string;
  /** The prompt's words when the clipboard is closed to the page. */
  prompt: string;
  /** The toast's words; the cashier's "Copied" unless the screen says more. */
  copied?: string;
  /** Where the button sits (margins only: its look is this module's). */
  className?: string;
}) {
  const { t } = useTranslation();
  async function copy() {
    const result = await copyText(value, prompt);
    if (result === 'copied')
      showToast({
        message: copied ?? t('cashier.copied'),
        kind: 'success',
        durationMs: toastDurations.copy,
      });
  }
  return (
    <button
      type="button"
      className={cx(styles.copyButton, className)}
      aria-label={label}
      onClick={() => void copy()}
    >
      <CopyIcon size={18} />
    </button>
  );
}
