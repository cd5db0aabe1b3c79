import { useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import type { AgentRebateEarnings, RebateDay } from '@app/contracts/agent-rebates';
import { useConsolidatedSettings } from '@/shared/api/get-consolidated-settings';
import { useTranslation } from '@/shared/i18n/use-translation';
import { cx } from '@/shared/lib/cx';
import { getLayoutRule } from '@/shared/lib/layout-rules';
import { BackHeader } from '@/shared/ui/back-header';
import { DisclosureItem, DisclosureList } from '@/shared/ui/disclosure';
import { ReceiptIcon } from '@/shared/ui/icons/receipt';
import { infiniteSource, PagedList } from '@/shared/ui/paged-list';
import { RowSkeleton } from '@/shared/ui/row-skeleton';
import {
  earningsPeriods,
  rebateErrorText,
  useRebateEarnings,
  type EarningsPeriod,
} from './rebate-api';
import { dayText, moneyText, percentText } from './rebate-format';
import styles from './rebates.module.css';

/**
 * Agent rebate (/m/member/agent/agentRebeat, issue 17): what the agent earned per day, newest
 * first and page by page (today, and a finished day the daily job has not paid yet, projected
 * from the turnover so far), the period's totals, and a day's breakdown per game type on tap.
 */
export function AgentRebateScreen() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const rule = getLayoutRule(pathname);
  const symbol = useConsolidatedSettings().data?.currency.symbol ?? '';
  const [period, setPeriod] = useState<EarningsPeriod>('ALL');
  const [openDay, setOpenDay] = useState<string | null>(null);
  const earnings = useRebateEarnings(period);
  const pages = earnings.data?.pages;
  const items = useMemo(() => pages?.flatMap((p) => p.list), [pages]);
  const first: AgentRebateEarnings | undefined = pages?.[0];

  return (
    <>
      {rule.header === 'page' && <BackHeader variant="page" />}
      <main id="main" className={styles.main} data-testid="agent-rebate">
        <h1 className="visually-hidden">{t(rule.titleKey)}</h1>
        <div
          className={styles.chips}
          role="group"
          aria-label={t('agentRebates.earnings.periodLabel')}
          data-testid="agent-rebate-period"
        >
          {earningsPeriods.map((p) => (
            <button
              key={p}
              type="button"
              className={cx(styles.chip, period === p && styles.chipOn)}
              aria-pressed={period === p}
              data-period={p}
              onClick={() => {
                setPeriod(p);
                setOpenDay(null);
              }}
            >
              {t(`agentRebates.earnings.periods.${p}`)}
            </button>
          ))}
        </div>

        <div
          className={cx(styles.section, earnings.isPlaceholderData && styles.busy)}
          aria-busy={earnings.isFetching}
        >
          {first && <Totals data={first} symbol={symbol} />}
          <section className={styles.section} aria-labelledby="agent-rebate-days">
            <h2 id="agent-rebate-days" className={styles.sectionTitle}>
              {t('agentRebates.earnings.listTitle')}
            </h2>
            <PagedList<RebateDay>
              source={infiniteSource(earnings, items)}
              testId="agent-rebate-days"
              skeleton={<RowSkeleton count={5} />}
              errorIcon={<ReceiptIcon size={32} />}
              empty={{
                title: t('agentRebates.earnings.emptyTitle'),
                body: t('agentRebates.earnings.emptyBody'),
                icon: <ReceiptIcon size={32} />,
              }}
              labels={{
                loadError: rebateErrorText(earnings.error),
                end: t('agentRebates.earnings.end'),
              }}
              renderList={(days) => (
                <DisclosureList label={t('agentRebates.earnings.listLabel')}>
                  {days.map((d) => (
                    <DayItem
                      key={d.day}
                      day={d}
                      symbol={symbol}
                      open={openDay === d.day}
                      onToggle={() => setOpenDay(openDay === d.day ? null : d.day)}
                    />
                  ))}
                </DisclosureList>
              )}
            />
          </section>
        </div>
      </main>
    </>
  );
}

/** The period's totals: earned (paid and projected), own and team parts, team turnover. */
function Totals({ data, symbol }: { data: AgentRebateEarnings; symbol: string }) {
  const { t } = useTranslation();
  const { totals } = data;
  const stats = [
    { key: 'own', label: t('agentRebates.earnings.own'), value: totals.own },
    { key: 'team', label: t('agentRebates.earnings.team'), value: totals.team },
    {
      key: 'teamTurnover',
      label: t('agentRebates.earnings.teamTurnover'),
      value: totals.teamTurnover,
    },
    { key: 'projected', label: t('agentRebates.earnings.projected'), value: totals.projected },
  ];
  return (
    <section
      className={styles.hero}
      aria-labelledby="agent-rebate-total"
      data-testid="agent-rebate-totals"
    >
      <div className={styles.heroRow}>
        <h2 id="agent-rebate-total" className={styles.heroTitle}>
          {t('agentRebates.earnings.totalTitle')}
        </h2>
        <span className={styles.period} data-testid="agent-rebate-range">
          {t('agentRebates.earnings.range', {
            start: dayText(data.range.startDate),
            end: dayText(data.range.endDate),
          })}
        </span>
      </div>
      <p className={styles.bigMoney} data-testid="agent-rebate-total">
        {moneyText(totals.total, symbol)}
      </p>
      <dl className={styles.stats}>
        {stats.map((s) => (
          <div key={s.key} className={styles.stat} data-testid={`agent-rebate-total-${s.key}`}>
            <dt className={styles.statLabel}>{s.label}</dt>
            <dd className={styles.statValue}>{moneyText(s.value, symbol)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** One day: its date, paid or projected, the amount; opened, the parts and the game types. */
function DayItem({
  day,
  symbol,
  open,
  onToggle,
}: {
  day: RebateDay;
  symbol: string;
  open: boolean;
  onToggle: () => void;
}) {
  const { t } = useTranslation();
  const projected = day.status === 'PROJECTED';
  const parts = [
    { key: 'own', label: t('agentRebates.earnings.own'), value: day.own },
    { key: 'team', label: t('agentRebates.earnings.team'), value: day.team },
    {
      key: 'teamTurnover',
      label: t('agentRebates.earnings.teamTurnover'),
      value: day.teamTurnover,
    },
    { key: 'ownTurnover', label: t('agentRebates.earnings.ownTurnover'), value: day.ownTurnover },
  ];
  return (
    <DisclosureItem
      id={`rebate-day-${day.day}`}
      open={open}
      onToggle={onToggle}
      headingLevel="h3"
      data-testid="agent-rebate-day"
      data-day={day.day}
      data-status={day.status}
      title={
        <span className={styles.dayTitle}>
          <span className={styles.dayDate}>{dayText(day.day)}</span>
          <span className={cx(styles.badge, projected ? styles.badgeProjected : styles.badgePaid)}>
            {projected
              ? t('agentRebates.earnings.projectedBadge')
              : t('agentRebates.earnings.paid')}
          </span>
          <span className={styles.dayAmount} data-testid="agent-rebate-day-total">
            {moneyText(day.total, symbol)}
          </span>
        </span>
      }
    >
      <div className={styles.dayBody}>
        {projected && <p className={styles.note}>{t('agentRebates.earnings.projectedNote')}</p>}
        <dl className={styles.stats}>
          {parts.map((p) => (
            <div key={p.key} className={styles.stat}>
              <dt className={styles.statLabel}>{p.label}</dt>
              <dd className={styles.statValue}>{moneyText(p.value, symbol)}</dd>
            </div>
          ))}
        </dl>
        <h4 className={styles.breakdownTitle}>{t('agentRebates.earnings.breakdown')}</h4>
        {day.games.length === 0 ? (
          <p className={styles.note}>{t('agentRebates.earnings.noGames')}</p>
        ) : (
          <div className={styles.breakdown}>
            <table className={styles.table} data-testid="agent-rebate-games">
              <thead>
                <tr>
                  <th scope="col">{t('agentRebates.earnings.colGame')}</th>
                  <th scope="col">{t('agentRebates.earnings.colTurnover')}</th>
                  <th scope="col">{t('agentRebates.earnings.colRate')}</th>
                  <th scope="col">{t('agentRebates.earnings.colRebate')}</th>
                </tr>
              </thead>
              <tbody>
                {day.games.map((g) => (
                  <tr key={g.gameType} data-testid={`agent-rebate-game-${g.gameType}`}>
                    <th scope="row">{t(`categories.${g.gameType}`)}</th>
                    <td>
                      {moneyText(g.teamTurnover + g.ownTurnover, symbol)}
                      {g.ownTurnover > 0 && (
                        <span className={styles.sub}>
                          {t('agentRebates.earnings.mine', {
                            amount: moneyText(g.ownTurnover, symbol),
                          })}
                        </span>
                      )}
                    </td>
                    <td>{percentText(g.ownBp)}</td>
                    <td className={styles.rate}>
                      {moneyText(Math.round((g.own + g.team) * 100) / 100, symbol)}
                      {g.own > 0 && (
                        <span className={styles.sub}>
                          {t('agentRebates.earnings.mine', { amount: moneyText(g.own, symbol) })}
                        </span>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>
    </DisclosureItem>
  );
}
