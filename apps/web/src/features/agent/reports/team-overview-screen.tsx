import { useLocation } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation';
import { getLayoutRule } from '@/shared/lib/layout-rules';
import { BackHeader } from '@/shared/ui/back-header';
import { ListState, RetryButton } from '@/shared/ui/list-state';
import { FigureCard, TotalsGrid, ValueBar } from './report-figures';
import { RangePeriod, ReportRangePicker } from './report-range-picker';
import { reportErrorText, useTeamOverview } from './report-api';
import { useReportRange, useSiteSymbol } from './use-report-range';
import styles from './reports.module.css';

const whole = (n: number) => n.toLocaleString('en-US');

/**
 * Team overview (/m/agent/team/overview, issue 17): the range picker (kept in the address), the
 * team's money over the range as a card grid, its members' counts (new registrations, first
 * deposits, active members) and its size now. Loading bars, a retry on failure.
 */
export function TeamOverviewScreen() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const rule = getLayoutRule(pathname);
  const range = useReportRange();
  const symbol = useSiteSymbol();
  const overview = useTeamOverview(range.params);
  const data = range.params ? overview.data : undefined;
  const failed = overview.isError && !overview.isFetching;

  const counts = [
    { key: 'newRegistrations', value: data?.newRegistrations },
    { key: 'firstDeposits', value: data?.firstDeposits },
    { key: 'activeMembers', value: data?.activeMembers },
    { key: 'teamSize', value: data?.teamSize },
    { key: 'directCount', value: data?.directCount },
  ] as const;

  return (
    <>
      {rule.header === 'page' && <BackHeader variant="page" />}
      <main id="main" className={styles.main} data-testid="team-overview">
        <h1 className="visually-hidden">{t(rule.titleKey)}</h1>
        <ReportRangePicker
          value={range.value}
          today={range.today}
          problem={range.problem}
          onChange={(next) => range.setRange(next)}
        />
        {range.params &&
          (failed && !data ? (
            <ListState
              testId="team-overview-error"
              alert
              title={reportErrorText(overview.error)}
              action={
                <RetryButton onRetry={() => void overview.refetch()} busy={overview.isFetching} />
              }
            />
          ) : (
            <div
              className={styles.sections}
              aria-busy={overview.isFetching}
              data-loading={overview.isFetching || undefined}
            >
              <section className={styles.section} aria-labelledby="overview-money">
                <header className={styles.sectionHead}>
                  <h2 id="overview-money" className={styles.sectionTitle}>
                    {t('agentReports.overview.money')}
                  </h2>
                  <RangePeriod range={data?.range} />
                </header>
                <TotalsGrid totals={data?.totals} symbol={symbol} testId="overview" />
              </section>
              <section className={styles.section} aria-labelledby="overview-members">
                <header className={styles.sectionHead}>
                  <h2 id="overview-members" className={styles.sectionTitle}>
                    {t('agentReports.overview.members')}
                  </h2>
                </header>
                <dl className={styles.grid3} data-testid="overview-counts">
                  {counts.slice(0, 3).map(({ key, value }) => (
                    <FigureCard
                      key={key}
                      label={t(`agentReports.figures.${key}`)}
                      testId={`overview-${key}`}
                    >
                      {value === undefined ? (
                        <ValueBar />
                      ) : (
                        <span className={styles.count}>{whole(value)}</span>
                      )}
                    </FigureCard>
                  ))}
                </dl>
                <dl className={styles.grid} data-testid="overview-team">
                  {counts.slice(3).map(({ key, value }) => (
                    <FigureCard
                      key={key}
                      label={t(`agentReports.figures.${key}`)}
                      note={t('agentReports.figures.now')}
                      testId={`overview-${key}`}
                    >
                      {value === undefined ? (
                        <ValueBar />
                      ) : (
                        <span className={styles.count}>{whole(value)}</span>
                      )}
                    </FigureCard>
                  ))}
                </dl>
              </section>
            </div>
          ))}
      </main>
    </>
  );
}
