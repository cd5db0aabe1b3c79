import { useTranslation } from '@/shared/i18n/use-translation';
import type { PlayableGameType } from '@app/contracts/games';
import { cdnUrl } from '@/shared/lib/cdn';
import { cx } from '@/shared/lib/cx';
import { useVendors } from '../api/get-vendors';
import styles from './game-list.module.css';

/**
 * The vendor bar (spec section 2: FISH and PVP; also the vendor selector of the slot list and
 * the category pages): "All" and each vendor with games of the type, as a scrolling row of
 * toggle chips with the vendor's logo.
 */
export function VendorBar({
  gameType,
  current,
  onSelect,
}: {
  gameType: PlayableGameType | null;
  current: string | null;
  onSelect: (vendor: string | null) => void;
}) {
  const { t } = useTranslation();
  const { data: vendors } = useVendors(gameType ?? undefined);
  const list = vendors ?? [];
  // A vendor from the URL that the list does not know still shows as chosen.
  const shown =
    current && vendors && !list.some((v) => v.vassalage === current)
      ? [...list, { vassalage: current, displayName: current, mobileLargeIcon: '' }]
      : list;
  return (
    <div
      role="group"
      className={cx(styles.chips, styles.vendorChips)}
      aria-label={t('gameList.vendorsLabel')}
      aria-busy={vendors === undefined || undefined}
      data-testid="vendor-bar"
    >
      <button
        type="button"
        className={cx(styles.chip, current === null && styles.chipOn)}
        aria-pressed={current === null}
        data-vendor=""
        onClick={() => onSelect(null)}
      >
        {t('gameList.allVendors')}
      </button>
      {shown.map((v) => (
        <button
          key={v.vassalage}
          type="button"
          className={cx(styles.chip, styles.vendorChip, current === v.vassalage && styles.chipOn)}
          aria-pressed={current === v.vassalage}
          data-vendor={v.vassalage}
          onClick={() => onSelect(v.vassalage)}
        >
          {v.mobileLargeIcon && (
            <img
              className={styles.vendorLogo}
              src={cdnUrl(v.mobileLargeIcon)}
              alt=""
              width={60}
              height={24}
              loading="lazy"
              decoding="async"
            />
          )}
          <span>{v.displayName}</span>
        </button>
      ))}
    </div>
  );
}
