import { useEffect, useRef } from 'react';
import type { TxType } from '@app/contracts/cashier-constants';
import { useTranslation } from '@/shared/i18n/use-translation';
import { cx } from '@/shared/lib/cx';
import type { TxCodeList } from '../../api/transaction-codes';
import styles from './records.module.css';

/**
 * The type chips: All, then each type of GLS2_TxCodeList by the server's name. Types toggle, so
 * several may be on; All (and turning the last one off) asks for every type.
 */
export function TypeChips({
  codes,
  selected,
  onAll,
  onToggle,
}: {
  codes: TxCodeList | undefined;
  selected: readonly TxType[];
  onAll: () => void;
  onToggle: (code: TxType) => void;
}) {
  const { t } = useTranslation();
  const row = useRef<HTMLDivElement>(null);
  const loaded = codes !== undefined;
  // A link may choose a type whose chip is off screen in the scrolling row: bring it in once.
  useEffect(() => {
    if (!loaded) return;
    const chip = row.current?.querySelector<HTMLElement>('[aria-pressed="true"]');
    chip?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [loaded]);
  return (
    <div
      ref={row}
      className={styles.chips}
      role="group"
      aria-label={t('records.filters.typesLabel')}
      data-testid="record-types"
    >
      <button
        type="button"
        className={cx(styles.chip, selected.length === 0 && styles.chipOn)}
        aria-pressed={selected.length === 0}
        data-code="A"
        onClick={onAll}
      >
        {t('records.filters.all')}
      </button>
      {codes?.map(({ code, name }) => (
        <button
          key={code}
          type="button"
          className={cx(styles.chip, selected.includes(code) && styles.chipOn)}
          aria-pressed={selected.includes(code)}
          data-code={code}
          onClick={() => onToggle(code)}
        >
          {name}
        </button>
      ))}
    </div>
  );
}
