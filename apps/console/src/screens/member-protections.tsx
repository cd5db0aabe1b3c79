import type { OpsMemberDetail } from '@app/contracts/operator';
import { opsRoutes } from '@app/contracts/ops-routes';
import type {
  LimitState,
  OpsMemberProtections,
  PlayBlock,
  SaferGamblingState,
} from '@app/contracts/safer-gambling';
import { useQuery } from '@tanstack/react-query';
import { call } from '../api/client';
import { useI18n } from '../i18n/i18n';
import { useFormat } from '../lib/format';
import { TableScroll } from '../ui/table-scroll';
import { Empty, ErrorAlert, Loading } from '../ui/states';
import './protections.css';

type Format = ReturnType<typeof useFormat>;
type T = ReturnType<typeof useI18n>['t'];

/**
 * A member's safer-gambling protections (issue 18), read-only for every role: what stops play
 * now, the limits in force and waiting out their cooling-off, the reality check, the net
 * position and the member's own changes. There is nothing here that changes them: no one ends a
 * time-out or a self-exclusion early.
 */
export function ProtectionsPanel({ member }: { member: OpsMemberDetail }) {
  const { t } = useI18n();
  const query = useQuery({
    queryKey: ['protections', member.id],
    queryFn: ({ signal }) =>
      call(opsRoutes.opsMemberProtections, { params: { id: member.id } }, { signal }),
  });
  return (
    <section className="panel" aria-labelledby="protections-title" data-testid="protections">
      <h2 id="protections-title" className="panel-title">
        {t('protections.title')}
      </h2>
      <div className="protections-body">
        <p className="muted">{t('protections.readOnly')}</p>
        {query.isPending && <Loading />}
        <ErrorAlert error={query.error} onRetry={() => void query.refetch()} />
        {query.data && <Protections data={query.data} currency={member.currency} />}
      </div>
    </section>
  );
}

function Protections({ data, currency }: { data: OpsMemberProtections; currency: string }) {
  const { t } = useI18n();
  const format = useFormat();
  const { state } = data;
  // Answers are major units with 2 decimals; the console formats minor units.
  const money = (amount: number) => format.money(Math.round(amount * 100), currency);
  const off = (Object.keys(state.features) as (keyof SaferGamblingState['features'])[]).filter(
    (f) => !state.features[f],
  );
  return (
    <>
      <dl className="facts">
        <dt>{t('protections.play')}</dt>
        <dd data-testid="protections-block">
          <BlockText block={state.block} format={format} t={t} />
        </dd>
        <dt>{t('protections.sessionLimit')}</dt>
        <dd>
          {minutesText(state.sessionLimit.minutes, t)}
          {state.sessionLimit.pending && (
            <span className="muted">
              {' · '}
              {t('protections.pendingFrom', {
                value: minutesText(state.sessionLimit.pending.minutes, t),
                at: format.dateTime(state.sessionLimit.pending.effectiveAt),
              })}
            </span>
          )}
        </dd>
        <dt>{t('protections.realityCheck')}</dt>
        <dd>{t('protections.every', { minutes: state.realityCheckMinutes })}</dd>
        <dt>{t('protections.netSession')}</dt>
        <dd>{money(state.net.session)}</dd>
        <dt>{t('protections.netToday')}</dt>
        <dd>{money(state.net.today)}</dd>
        {off.length > 0 && (
          <>
            <dt>{t('protections.switchedOff')}</dt>
            <dd>{off.map((f) => t(`protections.feature.${f}`)).join(', ')}</dd>
          </>
        )}
      </dl>
      <TableScroll label={t('protections.limits')}>
        <table className="table">
          <caption className="visually-hidden">{t('protections.limits')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('protections.limit')}</th>
              <th scope="col" className="num">
                {t('protections.inForce')}
              </th>
              <th scope="col" className="num">
                {t('protections.used')}
              </th>
              <th scope="col">{t('protections.pending')}</th>
            </tr>
          </thead>
          <tbody>
            {state.depositLimits.map((limit) => (
              <LimitRow key={`d-${limit.period}`} kind="deposit" limit={limit} money={money} />
            ))}
            {state.lossLimits.map((limit) => (
              <LimitRow key={`l-${limit.period}`} kind="loss" limit={limit} money={money} />
            ))}
          </tbody>
        </table>
      </TableScroll>
      <h3 className="protections-sub">{t('protections.history')}</h3>
      {data.history.length === 0 ? (
        <Empty>{t('protections.noHistory')}</Empty>
      ) : (
        <TableScroll label={t('protections.history')}>
          <table className="table" data-testid="protections-history">
            <thead>
              <tr>
                <th scope="col">{t('ledger.time')}</th>
                <th scope="col">{t('protections.event')}</th>
                <th scope="col">{t('protections.detail')}</th>
              </tr>
            </thead>
            <tbody>
              {data.history.map((entry, index) => (
                <tr key={`${entry.at}-${index}`}>
                  <td>{format.dateTime(entry.at)}</td>
                  <td>{t(`protections.event.${entry.event}`)}</td>
                  <td className="wrap">{entry.detail}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </>
  );
}

function BlockText({ block, format, t }: { block: PlayBlock | null; format: Format; t: T }) {
  if (!block) return <span className="badge ok">{t('protections.open')}</span>;
  return (
    <>
      <span className="badge danger">{t(`protections.block.${block.kind}`)}</span>{' '}
      {block.until === null
        ? t('protections.permanent')
        : t('protections.fromUntil', {
            since: format.dateTime(block.since),
            until: format.dateTime(block.until),
          })}
    </>
  );
}

function minutesText(minutes: number | null, t: T): string {
  return minutes === null ? t('protections.none') : t('protections.minutes', { minutes });
}

function LimitRow({
  kind,
  limit,
  money,
}: {
  kind: 'deposit' | 'loss';
  limit: LimitState;
  money: (amount: number) => string;
}) {
  const { t } = useI18n();
  const format = useFormat();
  const pending = limit.pending;
  return (
    <tr>
      <th scope="row">{t(`protections.${kind}.${limit.period}`)}</th>
      <td className="num">{limit.amount === null ? t('protections.none') : money(limit.amount)}</td>
      <td className="num">{money(limit.used)}</td>
      <td>
        {pending === null
          ? '—'
          : t('protections.pendingFrom', {
              value: pending.amount === null ? t('protections.removal') : money(pending.amount),
              at: format.dateTime(pending.effectiveAt),
            })}
      </td>
    </tr>
  );
}
