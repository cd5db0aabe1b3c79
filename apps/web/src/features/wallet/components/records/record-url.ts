import { txTypes, type TxType } from '@app/contracts/cashier-constants';
import { urlField, type UrlField } from '@/shared/lib/use-url-state';
import { rangePresets } from '../../lib/record-range';

/** The record's types (the contract's); the chips' names and order come from GLS2_TxCodeList. */
export const knownTxTypes = txTypes;

/** `types=A`: every type (spec: /m/transaction/record?types=A). */
export const allTypes = 'A';

function isKnownType(word: string): word is TxType {
  return (knownTxTypes as readonly string[]).includes(word);
}

/**
 * `?types=` as the record asks for it: `A`, or the known codes named, once each, in the known
 * order, comma separated. Unknown words are dropped; none known reads as absent (all). An
 * absent field is not written back, so a link's explicit `types=A` stays in the address.
 */
const typesField: UrlField<string> = {
  parse: (raw) => {
    const words = raw.split(',').map((w) => w.trim().toUpperCase());
    if (words.includes(allTypes)) return allTypes;
    const known = knownTxTypes.filter((code) => words.includes(code));
    return known.length > 0 ? known.join(',') : undefined;
  },
  serialise: (value) => value,
  fallback: '',
};

/**
 * The record's query string, its one source of truth: the types, the date range preset (7 days
 * when absent), and a custom range's first and last day.
 */
export const recordUrl = {
  types: typesField,
  range: urlField.oneOf(rangePresets, '7d'),
  from: urlField.day(),
  to: urlField.day(),
};

/** The types chosen in `?types=` (empty: all). */
export function selectedTypes(types: string): readonly TxType[] {
  return types.split(',').filter(isKnownType);
}

/** `?types=` for a choice (none chosen: all). */
export function typesQuery(selected: readonly TxType[]): string {
  return selected.length === 0
    ? allTypes
    : knownTxTypes.filter((code) => selected.includes(code)).join(',');
}

/** A type chip tapped: on when it was off, off when it was on (the last one off: all). */
export function toggleType(selected: readonly TxType[], code: TxType): readonly TxType[] {
  return selected.includes(code) ? selected.filter((c) => c !== code) : [...selected, code];
}
