import { Link, useLocation } from 'react-router';
import type { AgentRebateRates } from '@app/contracts/agent-rebates';
import { useTranslation } from '@/shared/i18n/use-translation';
import { getLayoutRule } from '@/shared/lib/layout-rules';
import { paths } from '@/shared/lib/paths';
import { BackHeader } from '@/shared/ui/back-header';
import buttons from '@/shared/ui/button.module.css';
import { ListState, RetryButton } from '@/shared/ui/list-state';
import { RowSkeleton } from '@/shared/ui/row-skeleton';
import { rebateErrorText, useRebateRates } from './rebate-api';
import { percentText } from './rebate-format';
import styles from './rebates.module.css';

/**
 * Game rebate (/m/member/teamRebate, issue 17): the agent's rebate rate per game type (what it
 * earns), the highest rate it has given a direct downline and how many have one, and the ceiling
 * (its upline's rate, or the operator's maximum for a top agent). Loading bars, a retry on
 * failure, a message while it has no rates at all.
 */
export function GameRebateScreen() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const rule = getLayoutRule(pathname);
  const rates = useRebateRates();
  const data = rates.data;

  let body;
  if (!data && rates.isError)
    body = (
      <ListState
        testId="game-rebate-error"
        alert
        title={rebateErrorText(rates.error)}
        action={<RetryButton onRetry={() => void rates.refetch()} busy={rates.isFetching} />}
      />
    );
  else if (!data)
    body = (
      <div role="status" data-testid="game-rebate-loading">
        <span className="visually-hidden">{t('common.loading')}</span>
        <div aria-hidden="true">
          <RowSkeleton count={6} />
        </div>
      </div>
    );
  else body = <RateTable data={data} />;

  return (
    <>
      {rule.header === 'page' && <BackHeader variant="page" />}
      <main id="main" className={styles.main} data-testid="game-rebate">
        <h1 className="visually-hidden">{t(rule.titleKey)}</h1>
        {body}
      </main>
    </>
  );
}

function RateTable({ data }: { data: AgentRebateRates }) {
  const { t } = useTranslation();
  const highest = Math.max(0, ...data.rates.map((r) => r.ownBp));
  const hasAny = data.rates.some((r) => r.ownBp > 0 || r.givenCount > 0);
  const manage = (
    <Link
      to={paths.memberTeam()}
      className={`${buttons.secondary} ${styles.action}`}
      data-testid="game-rebate-manage"
    >
      {t('agentRebates.rates.manage')}
    </Link>
  );
  return (
    <>
      <section className={styles.hero} aria-labelledby="game-rebate-title">
        <h2 id="game-rebate-title" className={styles.heroTitle}>
          {t('agentRebates.rates.title')}
        </h2>
        <p className={styles.heroBody}>{t('agentRebates.rates.intro')}</p>
        <dl className={styles.stats}>
          <div className={styles.stat}>
            <dt className={styles.statLabel}>{t('agentRebates.rates.highestRate')}</dt>
            <dd className={styles.statValue} data-testid="game-rebate-highest">
              {percentText(highest)}
            </dd>
          </div>
          <div className={styles.stat}>
            <dt className={styles.statLabel}>{t('agentRebates.rates.directDownlines')}</dt>
            <dd className={styles.statValue} data-testid="game-rebate-downlines">
              {data.directDownlines.toLocaleString('en-US')}
            </dd>
          </div>
        </dl>
      </section>

      {!hasAny ? (
        <ListState
          testId="game-rebate-empty"
          title={t('agentRebates.rates.emptyTitle')}
          body={t('agentRebates.rates.emptyBody')}
        />
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table} data-testid="game-rebate-table">
            <caption className="visually-hidden">{t('agentRebates.rates.tableLabel')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('agentRebates.rates.colGame')}</th>
                <th scope="col">{t('agentRebates.rates.colOwn')}</th>
                <th scope="col">{t('agentRebates.rates.colGiven')}</th>
                <th scope="col">{t('agentRebates.rates.colCeiling')}</th>
              </tr>
            </thead>
            <tbody>
              {data.rates.map((r) => (
                <tr key={r.gameType} data-testid={`game-rebate-row-${r.gameType}`}>
                  <th scope="row">{t(`categories.${r.gameType}`)}</th>
                  <td className={`${styles.rate} ${styles.ownRate}`} data-testid="own">
                    {percentText(r.ownBp)}
                  </td>
                  <td data-testid="given">
                    {percentText(r.givenMaxBp)}
                    <span className={styles.sub}>
                      {t('agentRebates.rates.givenCount', {
                        count: r.givenCount,
                        total: data.directDownlines,
                      })}
                    </span>
                  </td>
                  <td data-testid="ceiling">{percentText(r.ceilingBp ?? data.maxBp)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      <ul className={styles.notes} data-testid="game-rebate-notes">
        <li>{t('agentRebates.rates.noteOwn')}</li>
        <li>{t('agentRebates.rates.noteGiven')}</li>
        <li>
          {data.hasUpline
            ? t('agentRebates.rates.noteCeilingUpline')
            : t('agentRebates.rates.noteCeilingOperator', { max: percentText(data.maxBp) })}
        </li>
      </ul>
      {data.directDownlines > 0 && manage}
    </>
  );
}
