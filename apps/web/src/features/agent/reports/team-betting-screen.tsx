import { useMemo, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router';
import type { TeamBet } from '@app/contracts/agent-reports';
import { playableGameTypes, type PlayableGameType } from '@app/contracts/game-constants';
import { useTranslation } from '@/shared/i18n/use-translation';
import { getLayoutRule } from '@/shared/lib/layout-rules';
import { urlField, useUrlState } from '@/shared/lib/use-url-state';
import { BackHeader } from '@/shared/ui/back-header';
import { ReceiptIcon } from '@/shared/ui/icons/receipt';
import { infiniteSource, PagedList } from '@/shared/ui/paged-list';
import { RowSkeleton } from '@/shared/ui/row-skeleton';
import { FigureCard, Money, ValueBar } from './report-figures';
import { RangePeriod, ReportRangePicker } from './report-range-picker';
import { reportErrorText, useTeamBets, type TeamBetFilters } from './report-api';
import { TeamBetRow } from './team-bet-row';
import { useReportRange, useSiteSymbol } from './use-report-range';
import styles from './reports.module.css';

/** The member and game type filters, in the address with the range. */
const betFiltersUrl = {
  user: urlField.text((raw) => raw.trim().toLowerCase().slice(0, 40)),
  gameType: urlField.oneOf(playableGameTypes, null, (raw) => raw.toUpperCase()),
};

/**
 * Team betting (/m/teamBetting, issue 17): the team's real-money bets over a range (today by
 * default), of one member (a username, applied on search) and one game type when chosen, all in
 * the address; the totals over every bet matched; the paged list of bets. A username outside the
 * team is answered NOT_IN_TEAM and shown as the list's message.
 */
export function TeamBettingScreen() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const rule = getLayoutRule(pathname);
  const range = useReportRange();
  const [url, setUrl] = useUrlState(betFiltersUrl);
  const [typed, setTyped] = useState(url.user);
  const symbol = useSiteSymbol();

  const filters: TeamBetFilters | null = range.params
    ? {
        ...range.params,
        ...(url.user ? { username: url.user } : {}),
        ...(url.gameType ? { gameType: url.gameType } : {}),
      }
    : null;
  const bets = useTeamBets(filters);
  const pages = filters ? bets.data?.pages : undefined;
  const first = pages?.[0];
  const items = useMemo(() => pages?.flatMap((p) => p.list), [pages]);

  function search(event: FormEvent) {
    event.preventDefault();
    setUrl({ user: typed });
  }

  const totals = [
    { key: 'stake', label: t('agentReports.bets.totalStake'), value: first?.summary.stake },
    {
      key: 'validTurnover',
      label: t('agentReports.figures.validTurnover'),
      value: first?.summary.validTurnover,
    },
    { key: 'winLoss', label: t('agentReports.bets.winLoss'), value: first?.summary.winLoss },
  ] as const;

  return (
    <>
      {rule.header === 'page' && <BackHeader variant="page" />}
      <main id="main" className={styles.main} data-testid="team-betting">
        <h1 className="visually-hidden">{t(rule.titleKey)}</h1>
        <ReportRangePicker
          value={range.value}
          today={range.today}
          problem={range.problem}
          onChange={(next) => range.setRange(next)}
        />
        <form className={styles.filters} role="search" onSubmit={search}>
          <label className={styles.field}>
            <span className={styles.fieldLabel}>{t('agentReports.bets.member')}</span>
            <span className={styles.searchRow}>
              <input
                type="search"
                className={styles.input}
                value={typed}
                maxLength={40}
                autoCapitalize="none"
                autoCorrect="off"
                spellCheck={false}
                placeholder={t('agentReports.bets.memberPlaceholder')}
                data-testid="team-bet-user-input"
                onChange={(e) => {
                  setTyped(e.target.value);
                  // Clearing the box shows everyone again at once.
                  if (e.target.value === '' && url.user !== '') setUrl({ user: '' });
                }}
              />
              <button type="submit" className={styles.searchButton} data-testid="team-bet-search">
                {t('agentReports.bets.search')}
              </button>
            </span>
          </label>
          <label className={styles.field}>
            <span className={styles.fieldLabel}>{t('agentReports.bets.gameType')}</span>
            <select
              className={styles.input}
              value={url.gameType ?? ''}
              data-testid="team-bet-game-type"
              onChange={(e) =>
                setUrl({ gameType: (e.target.value || null) as PlayableGameType | null })
              }
            >
              <option value="">{t('agentReports.bets.allTypes')}</option>
              {playableGameTypes.map((type) => (
                <option key={type} value={type}>
                  {t(`categories.${type}`)}
                </option>
              ))}
            </select>
          </label>
        </form>
        {filters && (
          <>
            {!(bets.isError && !first) && (
              <section className={styles.section} aria-labelledby="bets-totals">
                <header className={styles.sectionHead}>
                  <h2 id="bets-totals" className={styles.sectionTitle}>
                    {t('agentReports.bets.totals')}
                  </h2>
                  <RangePeriod range={first?.range} />
                </header>
                <dl className={styles.grid3} data-testid="team-bet-totals">
                  {totals.map(({ key, label, value }) => (
                    <FigureCard key={key} label={label} testId={`team-bet-total-${key}`}>
                      {value === undefined ? (
                        <ValueBar />
                      ) : (
                        <Money amount={value} symbol={symbol} signed={key === 'winLoss'} />
                      )}
                    </FigureCard>
                  ))}
                </dl>
                <p className={styles.period} data-testid="team-bet-count">
                  {first ? t('agentReports.bets.count', { n: first.total }) : '\u00a0'}
                </p>
              </section>
            )}
            <PagedList<TeamBet>
              source={infiniteSource(bets, items)}
              testId="team-bets"
              label={t('agentReports.bets.label')}
              skeleton={<RowSkeleton count={5} />}
              errorIcon={<ReceiptIcon size={32} />}
              empty={{
                title: t('agentReports.bets.emptyTitle'),
                body: t('agentReports.bets.emptyBody'),
                icon: <ReceiptIcon size={32} />,
              }}
              labels={{ loadError: reportErrorText(bets.error) }}
              getKey={(bet) => bet.id}
              renderItem={(bet) => <TeamBetRow bet={bet} symbol={symbol} />}
            />
          </>
        )}
      </main>
    </>
  );
}
