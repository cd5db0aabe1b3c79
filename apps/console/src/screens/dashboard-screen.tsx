import type { OpsDashboard } from '@app/contracts/operator';
import { opsRoutes } from '@app/contracts/ops-routes';
import { useQuery } from '@tanstack/react-query';
import { call } from '../api/client';
import { useOperator } from '../api/session';
import { useI18n, type MessageKey } from '../i18n/i18n';
import { useFormat } from '../lib/format';
import { mayCall } from '../lib/access';
import { ErrorAlert, Loading } from '../ui/states';
import { FieldVitalsPanel } from './field-vitals-panel';

type Figures = OpsDashboard['today'];
const rows: { key: keyof Figures; label: MessageKey; money: boolean }[] = [
  { key: 'registrations', label: 'dashboard.registrations', money: false },
  { key: 'depositsMinor', label: 'dashboard.deposits', money: true },
  { key: 'withdrawalsMinor', label: 'dashboard.withdrawals', money: true },
  { key: 'betsMinor', label: 'dashboard.bets', money: true },
  { key: 'winsMinor', label: 'dashboard.wins', money: true },
  { key: 'ggrMinor', label: 'dashboard.ggr', money: true },
  { key: 'betCount', label: 'dashboard.betCount', money: false },
];

export function DashboardScreen() {
  const { t } = useI18n();
  const format = useFormat();
  const operator = useOperator();
  const query = useQuery({
    queryKey: ['dashboard'],
    queryFn: ({ signal }) => call(opsRoutes.opsDashboard, {}, { signal }),
    // Players online moves by the minute; the page refreshes while it is open.
    refetchInterval: 60_000,
  });

  return (
    <section aria-labelledby="dashboard-title">
      <div className="page-head">
        <h1 id="dashboard-title">{t('dashboard.title')}</h1>
        {query.data && (
          <span className="muted">
            {t('dashboard.generatedAt', { time: format.dateTime(query.data.generatedAt) })}
          </span>
        )}
      </div>
      {query.isPending && <Loading />}
      {query.isError && <ErrorAlert error={query.error} onRetry={() => void query.refetch()} />}
      {query.data && <Figures data={query.data} />}
      {/* Field data (issue 19): the roles of its row in the endpoint table. */}
      {mayCall('opsFieldVitals', operator.role) && <FieldVitalsPanel />}
    </section>
  );
}

function Figures({ data }: { data: OpsDashboard }) {
  const { t } = useI18n();
  const format = useFormat();
  const show = (row: (typeof rows)[number], figures: Figures) =>
    row.money ? format.money(figures[row.key], data.currency) : format.number(figures[row.key]);
  const cards = [
    { label: t('dashboard.playersOnline'), value: format.number(data.playersOnline) },
    { label: t('dashboard.ggrToday'), value: format.money(data.today.ggrMinor, data.currency) },
    {
      label: t('dashboard.depositsToday'),
      value: format.money(data.today.depositsMinor, data.currency),
    },
    { label: t('dashboard.registrationsToday'), value: format.number(data.today.registrations) },
  ];
  return (
    <>
      <ul className="cards">
        {cards.map((card) => (
          <li key={card.label} className="card kpi">
            <span className="kpi-label">{card.label}</span>
            <span className="kpi-value">{card.value}</span>
          </li>
        ))}
      </ul>
      <div className="panel">
        <table className="table figures">
          <caption>{t('dashboard.periods', { currency: data.currency })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('dashboard.figure')}</th>
              <th scope="col" className="num">
                {t('dashboard.today')}
              </th>
              <th scope="col" className="num">
                {t('dashboard.last7Days')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key}>
                <th scope="row">{t(row.label)}</th>
                <td className="num">{show(row, data.today)}</td>
                <td className="num">{show(row, data.last7Days)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
