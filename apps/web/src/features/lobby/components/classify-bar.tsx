import { useTranslation } from '@/shared/i18n/use-translation';
import { classifyTypes, type ClassifyType } from '@app/contracts/game-constants';
import { cx } from '@/shared/lib/cx';
import styles from './game-list.module.css';

/** The classification bar of RNG and LIVE (spec sections 2 and 3): ALL, NEW, FAV. */
export function ClassifyBar({
  current,
  onSelect,
}: {
  current: ClassifyType;
  onSelect: (classify: ClassifyType) => void;
}) {
  const { t } = useTranslation();
  return (
    <div
      role="group"
      className={styles.chips}
      aria-label={t('gameList.classifyLabel')}
      data-testid="classify-bar"
    >
      {classifyTypes.map((c) => (
        <button
          key={c}
          type="button"
          className={cx(styles.chip, current === c && styles.chipOn)}
          aria-pressed={current === c}
          data-classify={c}
          onClick={() => onSelect(c)}
        >
          {t(`gameList.classify.${c}`)}
        </button>
      ))}
    </div>
  );
}
