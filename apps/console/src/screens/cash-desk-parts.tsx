import type { CashDeskKind, CashDeskRow } from '@app/contracts/cash-desk';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { CashDeskKey } from '../i18n/cash-desk-en';
import { useI18n, type Translate } from '../i18n/i18n';
import { useFormat } from '../lib/format';

/** What the desk may do to a request, by kind and status (the server refuses anything else). */
export type CashDeskAction = 'approve' | 'reject' | 'pay';

export function actionsFor(row: Pick<CashDeskRow, 'kind' | 'status'>): CashDeskAction[] {
  if (row.kind === 'DEPOSIT') return row.status === 'SUBMITTED' ? ['approve', 'reject'] : [];
  if (row.status === 'PENDING') return ['approve', 'reject'];
  if (row.status === 'APPROVED') return ['pay', 'reject'];
  return [];
}

/** Answers carry major units with 2 decimals (cashier.ts); the console formats minor units. */
export const toMinor = (major: number) => Math.round(major * 100);

/** The row's money in its own currency, in the operator's language. */
export function useRowMoney() {
  const format = useFormat();
  return (major: number, currency: string) => format.money(toMinor(major), currency);
}

/** The clock for ages, moved twice a minute so "12 min" keeps up while the desk is open. */
export function useNow(intervalMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

/** A waiting time in the largest two units that matter: "under 1 min", "12 min", "3 h 5 min". */
export function formatAge(ms: number, t: Translate): string {
  const minutes = Math.max(0, Math.floor(ms / 60_000));
  if (minutes < 1) return t('cashDesk.age.now');
  if (minutes < 60) return t('cashDesk.age.minutes', { minutes });
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return t('cashDesk.age.hours', { hours, minutes: minutes % 60 });
  return t('cashDesk.age.days', { days: Math.floor(hours / 24), hours: hours % 24 });
}

const doneStatuses = new Set<CashDeskRow['status']>([
  'SUCCESS',
  'PAID',
  'REJECTED',
  'FAILED',
  'CANCELLED',
  'EXPIRED',
]);

/**
 * Open requests: how long they have waited until now. Settled ones: how long they waited before
 * someone acted (the last change), which is what a finance lead looks at afterwards.
 */
export function RowAge({ row, now }: { row: CashDeskRow; now: number }) {
  const { t } = useI18n();
  const format = useFormat();
  const created = Date.parse(row.createdAt);
  if (Number.isNaN(created)) return <>—</>;
  if (doneStatuses.has(row.status)) {
    const age = formatAge(Date.parse(row.updatedAt) - created, t);
    return <span className="muted">{t('cashDesk.settledAfter', { age })}</span>;
  }
  return (
    <span title={t('cashDesk.waitingSince', { time: format.dateTime(row.createdAt) })}>
      {formatAge(now - created, t)}
    </span>
  );
}

const statusTone: Partial<Record<CashDeskRow['status'], string>> = {
  SUBMITTED: 'warn',
  PENDING: 'warn',
  APPROVED: 'info',
  SUCCESS: 'ok',
  PAID: 'ok',
  REJECTED: 'danger',
  FAILED: 'danger',
};

export function StatusBadge({ status }: { status: CashDeskRow['status'] }) {
  const { t } = useI18n();
  return (
    <span className={`badge ${statusTone[status] ?? ''}`}>
      {t(`cashDesk.status.${status}` satisfies CashDeskKey)}
    </span>
  );
}

export function MemberCell({ row }: { row: Pick<CashDeskRow, 'memberId' | 'username'> }) {
  const { t } = useI18n();
  return (
    <>
      <Link to={`/members/${row.memberId}`}>{row.username}</Link>
      <span className="muted member-id">{t('cashDesk.memberId', { id: row.memberId })}</span>
    </>
  );
}

export const methodHeading = (kind: CashDeskKind): CashDeskKey => `cashDesk.col.method.${kind}`;

/** A time the server sends as ISO 8601 (the transfer time) reads in the operator's language. */
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

/**
 * The request in full: what the desk checks (the server's label/value pairs: the payer's bank,
 * account name and transfer time, or the payee, bank and full account number) and its history.
 */
export function RequestDetails({ row }: { row: CashDeskRow }) {
  const { t } = useI18n();
  const format = useFormat();
  return (
    <dl className="cash-desk-facts">
      {row.details.map((item, index) => (
        <div key={`${item.key}-${index}`} className="fact">
          <dt>{t(`cashDesk.detail.${item.key}`)}</dt>
          <dd>{ISO_TIME.test(item.value) ? format.dateTime(item.value) : item.value || '—'}</dd>
        </div>
      ))}
      <div className="fact">
        <dt>{t('cashDesk.created')}</dt>
        <dd>{format.dateTime(row.createdAt)}</dd>
      </div>
      {row.updatedAt !== row.createdAt && (
        <div className="fact">
          <dt>{t('cashDesk.updated')}</dt>
          <dd>{format.dateTime(row.updatedAt)}</dd>
        </div>
      )}
      {row.handledBy && (
        <div className="fact">
          <dt>{t('cashDesk.handledBy')}</dt>
          <dd>{row.handledBy}</dd>
        </div>
      )}
      {row.reason && (
        <div className="fact">
          <dt>{t('cashDesk.reason')}</dt>
          <dd>{row.reason}</dd>
        </div>
      )}
    </dl>
  );
}
