import type { PlayBlock } from '@app/contracts/safer-gambling';
import { useTranslation } from '@/shared/i18n/use-translation';
import { formatDateTime } from '@/shared/lib/date-time';
import { ClockIcon } from '@/shared/ui/icons/clock';
import { blockTitleKeys, isBreak } from '../lib/protection-words';
import styles from './safer-gambling.module.css';

/**
 * What stops play now, at the top of the screen (issue 18): a time-out or self-exclusion (no
 * deposits or play; withdrawing and the history still work) or a loss or session limit reached,
 * with its end ("until ...") or, for a permanent self-exclusion, none.
 */
export function BlockBanner({ block }: { block: PlayBlock }) {
  const { t } = useTranslation();
  return (
    <section
      className={styles.block}
      data-testid="safer-gambling-block"
      data-kind={block.kind}
      aria-labelledby="safer-gambling-block-title"
    >
      <span className={styles.blockIcon}>
        <ClockIcon size={28} />
      </span>
      <div className={styles.blockText}>
        <h2 id="safer-gambling-block-title" className={styles.blockTitle}>
          {t(blockTitleKeys[block.kind])}
        </h2>
        <p className={styles.blockUntil} data-testid="safer-gambling-block-until">
          {block.until === null
            ? t('saferGambling.block.permanent')
            : t('saferGambling.block.until', { when: formatDateTime(block.until) })}
        </p>
        <p className={styles.blockBody}>
          {isBreak(block.kind)
            ? t('saferGambling.block.breakBody')
            : t('saferGambling.block.limitBody')}
        </p>
      </div>
    </section>
  );
}
