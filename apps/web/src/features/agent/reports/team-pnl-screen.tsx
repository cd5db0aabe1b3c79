import { useMemo } from 'react';
import { useLocation } from 'react-router';
import type { DownlinePnl } from '@app/contracts/agent-reports';
import { useTranslation } from '@/shared/i18n/use-translation';
import { getLayoutRule } from '@/shared/lib/layout-rules';
import { urlField, useUrlState } from '@/shared/lib/use-url-state';
import { BackHeader } from '@/shared/ui/back-header';
import { ListState, RetryButton } from '@/shared/ui/list-state';
import { infiniteSource, PagedList } from '@/shared/ui/paged-list';
import { RowSkeleton } from '@/shared/ui/row-skeleton';
import { DownlineRow } from './downline-row';
import { PnlChart } from './pnl-chart';
import { TotalsGrid } from './report-figures';
import { RangePeriod, ReportRangePicker } from './report-range-picker';
import { reportErrorText, useTeamPnl } from './report-api';
import { useReportRange, useSiteSymbol } from './use-report-range';
import styles from './reports.module.css';

/** `parentId`: the sub-agent whose team is shown (drill down), kept in the address. */
const drillUrl = { parentId: urlField.integer(1, 2_147_483_647) };

/**
 * Team profit and loss (/m/agent/team/pnl, issue 17): the range picker, the team's totals, a chart
 * of its daily series, and its direct downlines (highest valid turnover first, paged) with their
 * subtrees' figures. A sub-agent's row opens that sub-agent's team (`?parentId=`, pushed so Back
 * returns); a banner names whose team is shown with a way back to the agent's own.
 */
export function TeamPnlScreen() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const rule = getLayoutRule(pathname);
  const range = useReportRange();
  const [drill, setDrill] = useUrlState(drillUrl);
  const symbol = useSiteSymbol();
  const pnl = useTeamPnl(range.params, drill.parentId);
  const pages = range.params ? pnl.data?.pages : undefined;
  const first = pages?.[0];
  const items = useMemo(() => pages?.flatMap((p) => p.downlines.list), [pages]);
  const failed = pnl.isError && !first;

  function open(row: DownlinePnl) {
    setDrill({ parentId: row.id }, { history: 'push' });
    window.scrollTo({ top: 0 });
  }

  return (
    <>
      {rule.header === 'page' && <BackHeader variant="page" />}
      <main id="main" className={styles.main} data-testid="team-pnl">
        <h1 className="visually-hidden">{t(rule.titleKey)}</h1>
        <ReportRangePicker
          value={range.value}
          today={range.today}
          problem={range.problem}
          onChange={(next) => range.setRange(next)}
        />
        {drill.parentId !== null && (
          <div className={styles.drill} data-testid="pnl-drill">
            <span>
              {first ? t('agentReports.pnl.teamOf', { name: first.viewing.username }) : '\u00a0'}
            </span>
            <button
              type="button"
              className={styles.linkButton}
              data-testid="pnl-drill-back"
              onClick={() => setDrill({ parentId: null }, { history: 'push' })}
            >
              {t('agentReports.pnl.backToMine')}
            </button>
          </div>
        )}
        {range.params &&
          (failed ? (
            <ListState
              testId="team-pnl-error"
              alert
              title={reportErrorText(pnl.error)}
              action={<RetryButton onRetry={() => void pnl.refetch()} busy={pnl.isFetching} />}
            />
          ) : (
            <>
              <section className={styles.section} aria-labelledby="pnl-totals">
                <header className={styles.sectionHead}>
                  <h2 id="pnl-totals" className={styles.sectionTitle}>
                    {t('agentReports.pnl.totals')}
                  </h2>
                  <RangePeriod range={first?.range} />
                </header>
                <TotalsGrid totals={first?.totals} symbol={symbol} testId="pnl" variant="compact" />
              </section>
              <PnlChart series={first?.series} symbol={symbol} />
              <section className={styles.section} aria-labelledby="pnl-downlines">
                <header className={styles.sectionHead}>
                  <h2 id="pnl-downlines" className={styles.sectionTitle}>
                    {t('agentReports.pnl.downlines')}
                  </h2>
                  {first && (
                    <span className={styles.period} data-testid="pnl-downline-count">
                      {t('agentReports.pnl.downlineCount', { n: first.downlines.total })}
                    </span>
                  )}
                </header>
                <PagedList<DownlinePnl>
                  source={infiniteSource(pnl, items)}
                  testId="downlines"
                  label={t('agentReports.pnl.downlines')}
                  skeleton={<RowSkeleton count={3} />}
                  empty={{
                    title: t('agentReports.pnl.emptyTitle'),
                    body: t('agentReports.pnl.emptyBody'),
                  }}
                  labels={{ loadError: t('agentReports.loadError') }}
                  getKey={(row) => row.id}
                  renderItem={(row) => <DownlineRow row={row} symbol={symbol} onOpen={open} />}
                />
              </section>
            </>
          ))}
      </main>
    </>
  );
}
