import { useEffect, useState } from 'react';
import { useI18n } from '../i18n/i18n';

/** Copies text to the clipboard and says so for a moment (politely, for screen readers too). */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const { t } = useI18n();
  const [status, setStatus] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (status === 'idle') return;
    const timer = setTimeout(() => setStatus('idle'), 2500);
    return () => clearTimeout(timer);
  }, [status]);
  const copy = async () => {
    try {
      // The clipboard API needs a secure context (https or localhost).
      await navigator.clipboard.writeText(text);
      setStatus('copied');
    } catch {
      setStatus('failed');
    }
  };
  return (
    <span className="copy">
      <button type="button" className="button small" onClick={() => void copy()}>
        {label}
      </button>
      <span role="status" className="copy-status">
        {status === 'copied'
          ? t('common.copied')
          : status === 'failed'
            ? t('common.copyFailed')
            : ''}
      </span>
    </span>
  );
}
