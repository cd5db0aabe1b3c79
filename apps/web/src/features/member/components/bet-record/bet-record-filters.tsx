import { playableGameTypes, type PlayableGameType } from '@app/contracts/game-constants';
import type { Vendor } from '@app/contracts/games';
import { useTranslation } from '@/shared/i18n/use-translation';
import styles from './bet-record.module.css';

/**
 * The game type and vendor filters: "All" or one each. Vendors come from the lobby's vendor list
 * (of the chosen type when there is one); a vendor from the address that the list does not hold
 * stays offered, so the select always shows what is filtered.
 */
export function GameFilters({
  gameType,
  vendor,
  vendors,
  onGameType,
  onVendor,
}: {
  gameType: PlayableGameType | null;
  vendor: string;
  vendors: readonly Vendor[] | undefined;
  onGameType: (gameType: PlayableGameType | null) => void;
  onVendor: (vendor: string) => void;
}) {
  const { t } = useTranslation();
  const listed = vendors ?? [];
  const known = vendor === '' || listed.some((v) => v.vassalage === vendor);
  return (
    <div className={styles.pair}>
      <label className={styles.field}>
        <span className={styles.fieldLabel}>{t('betRecord.filters.gameType')}</span>
        <select
          className={styles.input}
          value={gameType ?? ''}
          data-testid="bet-game-type"
          onChange={(e) => onGameType((e.target.value || null) as PlayableGameType | null)}
        >
          <option value="">{t('betRecord.filters.allTypes')}</option>
          {playableGameTypes.map((type) => (
            <option key={type} value={type}>
              {t(`categories.${type}`)}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.field}>
        <span className={styles.fieldLabel}>{t('betRecord.filters.vendor')}</span>
        <select
          className={styles.input}
          value={vendor}
          data-testid="bet-vendor"
          onChange={(e) => onVendor(e.target.value)}
        >
          <option value="">{t('betRecord.filters.allVendors')}</option>
          {!known && <option value={vendor}>{vendor}</option>}
          {listed.map((v) => (
            <option key={v.vassalage} value={v.vassalage}>
              {v.displayName}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
