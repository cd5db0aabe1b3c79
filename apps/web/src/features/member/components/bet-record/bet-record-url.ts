import { playableGameTypes } from '@app/contracts/game-constants';
import { rangePresets } from '@/shared/lib/record-range';
import { urlField } from '@/shared/lib/use-url-state';

/**
 * The bet record's query string, its one source of truth: the date range preset (7 days when
 * absent, like the transaction record), a custom range's first and last day, the game type and
 * the vendor. Reload, Back and a shared link show the same record.
 */
export const betRecordUrl = {
  range: urlField.oneOf(rangePresets, '7d'),
  from: urlField.day(),
  to: urlField.day(),
  gameType: urlField.oneOf(playableGameTypes, null, (raw) => raw.toUpperCase()),
  vendor: urlField.code(/^[A-Z0-9_]{1,24}$/, (raw) => raw.toUpperCase()),
};
