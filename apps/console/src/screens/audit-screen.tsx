import type { OpsAuditEntry } from '@app/contracts/operator';
import { opsRoutes } from '@app/contracts/ops-routes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Fragment, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { call } from '../api/client';
import { useI18n } from '../i18n/i18n';
import { useFormat } from '../lib/format';
import { pageFrom, withParams } from '../lib/search-params';
import { QueryTable } from '../ui/query-table';

const PAGE_SIZE = 20;
type Filters = { operator: string; action: string; from: string; to: string };
const DAY = /^\d{4}-\d{2}-\d{2}$/;

function filtersFrom(params: URLSearchParams): Filters {
  const get = (name: string) => params.get(name) ?? '';
  // Dates go to the server as YYYY-MM-DD only; a hand-edited URL cannot send anything else.
  const day = (name: string) => (DAY.test(get(name)) ? get(name) : '');
  return { operator: get('operator'), action: get('action'), from: day('from'), to: day('to') };
}

/** The audit log (admin): filters in the URL, newest first, changes expandable per row. */
export function AuditScreen() {
  const { t } = useI18n();
  const [params, setParams] = useSearchParams();
  const filters = filtersFrom(params);
  const pageNo = pageFrom(params);
  const query = useQuery({
    queryKey: ['audit', filters, pageNo],
    queryFn: ({ signal }) =>
      call(
        opsRoutes.opsAudit,
        {
          query: {
            operator: filters.operator || undefined,
            action: filters.action || undefined,
            from: filters.from || undefined,
            to: filters.to || undefined,
            pageNo,
            pageSize: PAGE_SIZE,
          },
        },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
  return (
    <section aria-labelledby="audit-title">
      <div className="page-head">
        <h1 id="audit-title">{t('audit.title')}</h1>
      </div>
      <FilterForm
        key={JSON.stringify(filters)}
        initial={filters}
        onApply={(next) => setParams(withParams(new URLSearchParams(), { ...next }))}
      />
      <QueryTable
        framed
        query={query}
        label={t('audit.entries')}
        empty={t('audit.none')}
        head={
          <>
            <th scope="col">{t('audit.time')}</th>
            <th scope="col">{t('audit.actor')}</th>
            <th scope="col">{t('audit.action')}</th>
            <th scope="col">{t('audit.target')}</th>
            <th scope="col" className="wide-only">
              {t('audit.ip')}
            </th>
            <th scope="col">{t('form.reason')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('audit.changes')}</span>
            </th>
          </>
        }
        row={(entry) => <AuditRow key={entry.id} entry={entry} />}
        onPage={(page) => setParams(withParams(params, { page }))}
      />
    </section>
  );
}

/** Compact JSON: one line for small values, wrapped by CSS; absent values as a dash. */
export function compactJson(value: unknown): string {
  if (value === undefined || value === null) return '—';
  try {
    return JSON.stringify(value);
  } catch {
    return String(value);
  }
}

function AuditRow({ entry }: { entry: OpsAuditEntry }) {
  const { t } = useI18n();
  const format = useFormat();
  const [open, setOpen] = useState(false);
  const hasChanges = entry.before != null || entry.after != null;
  const detailId = `audit-${entry.id}`;
  const target = entry.targetType
    ? `${entry.targetType}${entry.targetId ? ` #${entry.targetId}` : ''}`
    : '—';
  return (
    <Fragment>
      <tr>
        <td>{format.dateTime(entry.at)}</td>
        <td>{entry.actor}</td>
        <td className="breakable">
          <code>{entry.action}</code>
        </td>
        <td className="breakable">{target}</td>
        <td className="wide-only">{entry.ip ?? '—'}</td>
        <td className="wrap">{entry.reason ?? '—'}</td>
        <td>
          {hasChanges && (
            <button
              type="button"
              className="button small"
              aria-expanded={open}
              aria-controls={detailId}
              onClick={() => setOpen((o) => !o)}
            >
              {open ? t('audit.hideChanges') : t('audit.showChanges')}
            </button>
          )}
        </td>
      </tr>
      {open && (
        <tr id={detailId} className="detail-row">
          <td colSpan={7}>
            <div className="changes">
              <div>
                <h2>{t('audit.before')}</h2>
                <pre>{compactJson(entry.before)}</pre>
              </div>
              <div>
                <h2>{t('audit.after')}</h2>
                <pre>{compactJson(entry.after)}</pre>
              </div>
            </div>
          </td>
        </tr>
      )}
    </Fragment>
  );
}

function FilterForm({ initial, onApply }: { initial: Filters; onApply: (f: Filters) => void }) {
  const { t } = useI18n();
  const [values, setValues] = useState(initial);
  const set = (name: keyof Filters) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [name]: e.target.value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({ ...values, operator: values.operator.trim(), action: values.action.trim() });
  };
  const clear = () => {
    const empty = { operator: '', action: '', from: '', to: '' };
    setValues(empty);
    onApply(empty);
  };
  return (
    <form className="toolbar filters" onSubmit={submit} aria-label={t('audit.filters')}>
      <label className="field">
        <span>{t('audit.operator')}</span>
        <input name="operator" maxLength={40} value={values.operator} onChange={set('operator')} />
      </label>
      <label className="field">
        <span>{t('audit.action')}</span>
        <input
          name="action"
          maxLength={60}
          placeholder={t('audit.actionPlaceholder')}
          value={values.action}
          onChange={set('action')}
        />
      </label>
      <label className="field">
        <span>{t('audit.from')}</span>
        <input type="date" name="from" value={values.from} onChange={set('from')} />
      </label>
      <label className="field">
        <span>{t('audit.to')}</span>
        <input
          type="date"
          name="to"
          min={values.from || undefined}
          value={values.to}
          onChange={set('to')}
        />
      </label>
      <div className="toolbar-buttons">
        <button type="submit" className="button primary">
          {t('audit.apply')}
        </button>
        <button type="button" className="button" onClick={clear}>
          {t('audit.clear')}
        </button>
      </div>
    </form>
  );
}
