import { useTranslation } from '@/shared/i18n/use-translation';
import { copyText } from '@/shared/lib/copy-text';
import { toastDurations } from '@/shared/lib/timings';
import { CopyIcon } from '@/shared/ui/icons/copy';
import { ShareIcon } from '@/shared/ui/icons/share';
import { QrCode } from '@/shared/ui/qr-code';
import { showToast } from '@/shared/ui/toast';
import buttons from '@/shared/ui/button.module.css';
import { shareOrCopy } from './share';
import styles from './invite.module.css';

function CopyRow({
  label,
  value,
  copyLabel,
  prompt,
  testId,
  mono = false,
}: {
  label: string;
  value: string;
  copyLabel: string;
  prompt: string;
  testId: string;
  mono?: boolean;
}) {
  const { t } = useTranslation();
  async function copy() {
    if ((await copyText(value, prompt)) === 'copied')
      showToast({ message: t('invite.copied'), kind: 'success', durationMs: toastDurations.copy });
  }
  return (
    <div className={styles.copyRow}>
      <div className={styles.copyText}>
        <span className={styles.copyLabel}>{label}</span>
        <span className={mono ? styles.code : styles.link} data-testid={testId}>
          {value}
        </span>
      </div>
      <button
        type="button"
        className={styles.copyButton}
        aria-label={copyLabel}
        onClick={() => void copy()}
      >
        <CopyIcon size={18} />
        <span aria-hidden="true">{t('invite.copy')}</span>
      </button>
    </div>
  );
}

/** The member's code and invite link, each with copy; the link's QR code; share. */
export function ReferralCard({ code, link }: { code: string; link: string }) {
  const { t } = useTranslation();

  async function share() {
    const outcome = await shareOrCopy(
      {
        title: t('invite.shareTitle', { name: t('app.name') }),
        text: t('invite.shareText', { code }),
        url: link,
      },
      t('invite.linkPrompt'),
    );
    if (outcome === 'copied')
      showToast({
        message: t('invite.shareCopied'),
        kind: 'success',
        durationMs: toastDurations.copy,
      });
  }

  return (
    <section className={styles.card} aria-labelledby="invite-card-title">
      <h2 id="invite-card-title" className={styles.cardTitle}>
        {t('invite.cardTitle')}
      </h2>
      <p className={styles.cardBody}>{t('invite.cardBody')}</p>
      <CopyRow
        label={t('invite.codeLabel')}
        value={code}
        copyLabel={t('invite.copyCode')}
        prompt={t('invite.codePrompt')}
        testId="referral-code"
        mono
      />
      <CopyRow
        label={t('invite.linkLabel')}
        value={link}
        copyLabel={t('invite.copyLink')}
        prompt={t('invite.linkPrompt')}
        testId="referral-link"
      />
      <figure className={styles.qr}>
        <QrCode
          value={link}
          label={t('invite.qrLabel')}
          size={168}
          className={styles.qrImage}
          testId="referral-qr"
        />
        <figcaption className={styles.qrCaption}>{t('invite.qrCaption')}</figcaption>
      </figure>
      <button type="button" className={buttons.primary} onClick={() => void share()}>
        <ShareIcon size={20} />
        {t('invite.share')}
      </button>
    </section>
  );
}
