import { useEffect, useId, useRef } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { formatDateTime } from '@/shared/lib/date-time';
import type { FramePlayBlock } from '@/shared/lib/game-frame-store';
import styles from './play-protection.module.css';

/**
 * In place of the game when play is stopped (issue 18): a time-out, a self-exclusion, a loss
 * or session limit reached. The game's page is gone (the frame no longer loads it), so it
 * cannot go on; the cover names why, until when, and leads back.
 */
export function PlayBlockedCover({
  block,
  onLeave,
}: {
  block: FramePlayBlock;
  onLeave: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const leaveRef = useRef<HTMLButtonElement>(null);
  useEffect(() => leaveRef.current?.focus(), []);
  const until = block.until === null ? null : formatDateTime(block.until);
  return (
    <section
      className={styles.cover}
      role="alert"
      aria-labelledby={titleId}
      data-testid="play-blocked"
      data-kind={block.kind}
    >
      <div className={styles.card}>
        <h3 id={titleId} className={styles.title}>
          {t(`playSession.blocked.${block.kind}`)}
        </h3>
        <p className={styles.text}>
          {until === null
            ? t('playSession.blocked.permanent')
            : t('playSession.blocked.until', { until })}
        </p>
        {(block.kind === 'TIME_OUT' || block.kind === 'SELF_EXCLUSION') && (
          <p className={styles.text}>{t('playSession.blocked.stillWithdraw')}</p>
        )}
        <div className={styles.actions}>
          <button
            ref={leaveRef}
            type="button"
            className={styles.primary}
            onClick={onLeave}
            data-testid="play-blocked-leave"
          >
            {t('playSession.blocked.leave')}
          </button>
        </div>
      </div>
    </section>
  );
}
