import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useLocation } from 'react-router';
import type { LotteryGame, OpenNumero, PlayType } from '@app/contracts/lottery';
import { useConsolidatedSettings } from '@/shared/api/get-consolidated-settings';
import { getLayoutRule } from '@/shared/lib/layout-rules';
import { useSessionStore } from '@/shared/lib/session-store';
import { BackHeader } from '@/shared/ui/back-header';
import { BannerGroup } from '@/shared/ui/banner-group';
import { lotteryKeys } from '../api/lottery-keys';
import { useLotteryMenu, type LotteryMode } from '../api/get-lottery-menu';
import { useLotteryPopular } from '../api/get-lottery-popular';
import { useLotteryRecent } from '../api/get-lottery-recent';
import { useOpenNumeros } from '../api/get-open-numeros';
import { drawDeadline, prizeModeFor } from '../lib/lottery';
import { LotteryDrawRow, LotteryGameStrip } from './lottery-parts';
import styles from './lottery-page.module.css';

/** The play-type tabs (contract `playTypes`; a plain list here keeps zod out of this chunk). */
const playTypeTabs: readonly PlayType[] = ['trad', 'ent'];

/**
 * /m/lottery (spec sections 2 and 4): the draws taking bets now (numero and a live countdown),
 * popular lottery games and, for a logged-in player, the recently played ones. The prize mode
 * comes from the consolidated settings (Elott when the ELOTT category lists TCG_LOTTO_VN or
 * LOTT); the play type is Traditional unless the Entertainment tab is chosen. A tap launches.
 */
export function LotteryPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const rule = getLayoutRule(pathname);
  const settings = useConsolidatedSettings();
  const loggedIn = useSessionStore((s) => s.session !== null);
  const [playType, setPlayType] = useState<PlayType>('trad');
  // The rule needs the settings; until they answer (or fail) nothing is asked in the wrong mode.
  const settingsKnown = settings.data !== undefined || settings.isError;
  const prizeMode = prizeModeFor(settings.data?.gameCategories);
  const mode: LotteryMode = useMemo(() => ({ prizeMode, playType }), [prizeMode, playType]);

  return (
    <>
      {rule.header === 'page' && <BackHeader variant="page" />}
      <main id="main" className={styles.main} data-testid="lottery-page">
        <h1 className="visually-hidden">{t(rule.titleKey)}</h1>
        <BannerGroup group="m_lott" className={styles.banners} leading />
        <div className={styles.modeBar}>
          <div className={styles.tabs} role="tablist" aria-label={t('lottery.playType')}>
            {playTypeTabs.map((type) => (
              <button
                key={type}
                type="button"
                role="tab"
                id={`lottery-tab-${type}`}
                aria-selected={playType === type}
                aria-controls="lottery-panel"
                className={styles.tab}
                data-play-type={type}
                onClick={() => setPlayType(type)}
              >
                {t(`lottery.playTypes.${type}`)}
              </button>
            ))}
          </div>
          {settingsKnown && (
            <span
              className={styles.prizeMode}
              data-testid="lottery-prize-mode"
              data-prize-mode={prizeMode}
            >
              {t(`lottery.prizeModes.${prizeMode}`)}
            </span>
          )}
        </div>
        <div id="lottery-panel" role="tabpanel" aria-labelledby={`lottery-tab-${playType}`}>
          {settingsKnown && <LotteryContent mode={mode} loggedIn={loggedIn} />}
        </div>
      </main>
    </>
  );
}

function LotteryContent({ mode, loggedIn }: { mode: LotteryMode; loggedIn: boolean }) {
  const { t } = useTranslation();
  const menu = useLotteryMenu(mode);
  const popular = useLotteryPopular(mode);
  const recent = useLotteryRecent(mode);
  const groups = useMemo(() => menu.data ?? [], [menu.data]);
  const gameIds = useMemo(
    () => [...new Set(groups.flatMap((g) => g.games.map((game) => game.gameId)))].sort(),
    [groups],
  );
  const draws = useOpenNumeros(gameIds, mode.prizeMode);
  const drawsByGame = useMemo(
    () => new Map<string, OpenNumero>((draws.data ?? []).map((d) => [d.gameId, d])),
    [draws.data],
  );
  const refetchDraws = useDrawRefetch(mode.prizeMode, gameIds);

  return (
    <>
      {loggedIn && (recent.data?.length ?? 0) > 0 && (
        <LotteryGameStrip
          title={t('lottery.recent')}
          games={recent.data ?? []}
          testId="lottery-recent"
        />
      )}
      {(popular.data?.length ?? 0) > 0 && (
        <LotteryGameStrip
          title={t('lottery.popular')}
          games={popular.data ?? []}
          testId="lottery-popular"
        />
      )}
      <section className={styles.section} aria-labelledby="lottery-open-draws">
        <h2 id="lottery-open-draws" className={styles.heading}>
          {t('lottery.openDraws')}
        </h2>
        {menu.isPending ? (
          <ul className={styles.skeleton} aria-hidden="true">
            {Array.from({ length: 5 }, (_, i) => (
              <li key={i} />
            ))}
          </ul>
        ) : menu.isError ? (
          <p className={styles.note} role="alert">
            {t('lottery.loadFailed')}{' '}
            <button type="button" className={styles.retry} onClick={() => void menu.refetch()}>
              {t('common.retry')}
            </button>
          </p>
        ) : groups.length === 0 ? (
          <p className={styles.note}>{t('lottery.empty')}</p>
        ) : (
          groups.map((group) => (
            <div key={group.region} className={styles.region}>
              <h3 className={styles.regionTitle}>{t(`lottery.regions.${group.region}`)}</h3>
              <ul className={styles.draws}>
                {group.games.map((game: LotteryGame) => {
                  const draw = drawsByGame.get(game.gameId);
                  return (
                    <li key={game.nodeId}>
                      <LotteryDrawRow
                        game={game}
                        draw={draw}
                        deadline={draw ? drawDeadline(draw, draws.dataUpdatedAt) : null}
                        onExpired={refetchDraws}
                      />
                    </li>
                  );
                })}
              </ul>
            </div>
          ))
        )}
      </section>
    </>
  );
}

/**
 * A draw that reaches 0 asks for the open draws again (the next numero). Several reaching 0 at
 * once make one call; a second call for the same moment is not made within 2 s.
 */
function useDrawRefetch(prizeMode: LotteryMode['prizeMode'], gameIds: readonly string[]) {
  const queryClient = useQueryClient();
  const last = useRef(0);
  const key = lotteryKeys.numeros(prizeMode, gameIds);
  const keyRef = useRef(key);
  useEffect(() => {
    keyRef.current = key;
  });
  return useMemo(
    () => () => {
      const now = Date.now();
      if (now - last.current < 2000) return;
      last.current = now;
      void queryClient.refetchQueries({ queryKey: keyRef.current, exact: true });
    },
    [queryClient],
  );
}
