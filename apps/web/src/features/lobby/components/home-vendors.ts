import { useMemo } from 'react';
import type { PlayableGameType, Vendor } from '@app/contracts/games';
import { playableGameTypes } from '@app/contracts/game-constants';
import type { GameCategory, GameCategorySetting } from '@app/contracts/system';
import { useVendors } from '../api/get-vendors';

/** A vendor as the home lobby shows it: code, display name, logo path, the type its links open. */
export type VendorCard = {
  code: string;
  name: string;
  icon: string;
  gameType: PlayableGameType | undefined;
};

export const isPlayableType = (c: GameCategory): c is PlayableGameType =>
  (playableGameTypes as readonly string[]).includes(c);

/** Logos by convention when the vendor list has not answered (contract: vendors/<CODE>.svg). */
const conventionalIcon = (code: string) => `vendors/${code}.svg`;

/**
 * The cards of `codes` (in that order): names and logos from the vendor list; once it has
 * answered, vendors it does not know (no games) are left out so no link leads nowhere.
 */
export function vendorCards(
  codes: readonly string[],
  gameType: PlayableGameType | undefined,
  known: ReadonlyMap<string, Vendor> | undefined,
): VendorCard[] {
  const seen = new Set<string>();
  const cards: VendorCard[] = [];
  for (const code of codes) {
    if (seen.has(code)) continue;
    seen.add(code);
    const vendor = known?.get(code);
    if (known && !vendor) continue;
    cards.push({
      code,
      name: vendor?.displayName ?? code,
      icon: vendor?.mobileLargeIcon || conventionalIcon(code),
      gameType,
    });
  }
  return cards;
}

/** Every vendor of the settings' categories, once each, opening its first category's games. */
export function allVendorCodes(
  categories: readonly GameCategorySetting[],
): { code: string; gameType: PlayableGameType | undefined }[] {
  const seen = new Set<string>();
  const out: { code: string; gameType: PlayableGameType | undefined }[] = [];
  for (const c of categories)
    for (const code of c.vendors) {
      if (seen.has(code)) continue;
      seen.add(code);
      out.push({ code, gameType: isPlayableType(c.gameCategory) ? c.gameCategory : undefined });
    }
  return out;
}

/**
 * The vendor list (GCSGAME_getVassGameType) by code; `known` is undefined until it answers (and
 * when it fails: the cards then fall back to the settings' codes and conventional logos).
 */
export function useVendorDirectory(): {
  known: ReadonlyMap<string, Vendor> | undefined;
  loading: boolean;
} {
  const { data, isPending, isError } = useVendors();
  const known = useMemo(
    () => (data ? new Map(data.map((v) => [v.vassalage, v])) : undefined),
    [data],
  );
  return { known, loading: !data && isPending && !isError };
}
