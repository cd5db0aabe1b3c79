import type { CashDeskKind, CashDeskRow } from '@app/contracts/cash-desk';
import { opsRoutes } from '@app/contracts/ops-routes';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Fragment, useState } from 'react';
import { useSearchParams } from 'react-router';
import { call } from '../api/client';
import { useOperator } from '../api/session';
import type { CashDeskKey } from '../i18n/cash-desk-en';
import { useI18n } from '../i18n/i18n';
import { mayCall } from '../lib/access';
import { pageFrom, withParams } from '../lib/search-params';
import { refreshMemberMoney } from '../lib/member-money';
import { QueryTable, tablePage } from '../ui/query-table';
import { SearchForm } from '../ui/search-form';
import { TabList, TabPanel } from '../ui/tab-list';
import { CashDeskActionDialog } from './cash-desk-actions';
import {
  MemberCell,
  RequestDetails,
  RowAge,
  StatusBadge,
  actionsFor,
  methodHeading,
  useNow,
  useRowMoney,
  type CashDeskAction,
} from './cash-desk-parts';
import './cash-desk.css';

const PAGE_SIZE = 20;
const kinds = ['DEPOSIT', 'WITHDRAWAL'] as const satisfies readonly CashDeskKind[];
const states = ['OPEN', 'DONE', 'ALL'] as const;
type State = (typeof states)[number];
const COLUMNS = 9;

/** What each action needs from the endpoint table (they share one access list today). */
const actionRoute = {
  DEPOSIT: { approve: 'opsDepositApprove', reject: 'opsDepositReject', pay: null },
  WITHDRAWAL: {
    approve: 'opsWithdrawalApprove',
    reject: 'opsWithdrawalReject',
    pay: 'opsWithdrawalPay',
  },
} as const;

/** The URL's filters: `tab=withdrawals`, `state=done|all`, `q`, `page`; anything else is the default. */
function filtersFrom(params: URLSearchParams) {
  const kind: CashDeskKind = params.get('tab') === 'withdrawals' ? 'WITHDRAWAL' : 'DEPOSIT';
  const stateParam = params.get('state')?.toUpperCase();
  const state: State = states.find((s) => s === stateParam) ?? 'OPEN';
  // The server takes at most 64 characters; a hand-edited URL cannot turn the list into an error.
  const q = (params.get('q') ?? '').trim().slice(0, 64);
  return { kind, state, q, pageNo: pageFrom(params) };
}

type Open = { row: CashDeskRow; action: CashDeskAction };
type Notice = { tone: 'success' | 'warn'; text: string };

/**
 * The cash desk (finance, issue 13): bank-transfer deposits to check against the statement and
 * withdrawals to approve and pay. Open requests come oldest first (the server's order). Every
 * action goes through a confirmation and is audited by the server.
 */
export function CashDeskScreen() {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const filters = filtersFrom(params);
  const [open, setOpen] = useState<Open | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const query = useQuery({
    queryKey: ['cashDesk', filters.kind, filters.state, filters.q, filters.pageNo],
    queryFn: ({ signal }) =>
      call(
        opsRoutes.opsCashDesk,
        {
          query: {
            kind: filters.kind,
            state: filters.state,
            q: filters.q || undefined,
            pageNo: filters.pageNo,
            pageSize: PAGE_SIZE,
          },
        },
        { signal },
      ),
    select: tablePage(PAGE_SIZE),
    placeholderData: keepPreviousData,
    // Requests arrive while the desk is open; a minute-old list is stale.
    refetchInterval: 60_000,
  });

  const refresh = (memberId: number) => {
    void queryClient.invalidateQueries({ queryKey: ['cashDesk'] });
    refreshMemberMoney(queryClient, memberId);
  };
  const show = (next: Open) => {
    setNotice(null);
    setOpen(next);
  };
  // A new view starts clean: the last action's message belonged to the list it was done in.
  const set = (values: Record<string, string | number | undefined>) => {
    setNotice(null);
    setParams(withParams(params, { ...values, page: 1 }));
  };

  return (
    <section aria-labelledby="cash-desk-title">
      <div className="page-head">
        <h1 id="cash-desk-title">{t('cashDesk.title')}</h1>
      </div>
      <p className="hint page-intro">{t('cashDesk.intro')}</p>
      <p role="status" className={notice ? `notice ${notice.tone}` : 'visually-hidden'}>
        {notice?.text}
      </p>
      <div className="panel">
        <TabList
          tabs={kinds}
          selected={filters.kind}
          onSelect={(kind) => set({ tab: kind === 'WITHDRAWAL' ? 'withdrawals' : undefined })}
          label={t('cashDesk.tabs')}
          idPrefix="cash-desk"
          render={(kind) => t(`cashDesk.tab.${kind}` satisfies CashDeskKey)}
        />
        <TabPanel idPrefix="cash-desk" selected={filters.kind}>
          <div className="cash-desk-toolbar" role="group" aria-label={t('cashDesk.filters')}>
            <fieldset className="segmented">
              <legend>{t('cashDesk.state')}</legend>
              {states.map((state) => (
                <label key={state}>
                  <input
                    type="radio"
                    name="state"
                    value={state}
                    checked={filters.state === state}
                    onChange={() =>
                      set({ state: state === 'OPEN' ? undefined : state.toLowerCase() })
                    }
                  />
                  <span>{t(`cashDesk.state.${state}` satisfies CashDeskKey)}</span>
                </label>
              ))}
            </fieldset>
            {/* Keyed by the URL's query, so Back and Forward refill the box. */}
            <SearchForm
              key={filters.q}
              initial={filters.q}
              onSearch={(q) => set({ q })}
              label={t('cashDesk.search')}
              placeholder={t('cashDesk.searchPlaceholder')}
              button={t('cashDesk.searchButton')}
              maxLength={64}
              className="cash-desk-search"
            />
          </div>
          <QueryTable
            query={query}
            label={t(`cashDesk.list.${filters.kind}` satisfies CashDeskKey)}
            empty={
              filters.q
                ? t('cashDesk.noneFound', { q: filters.q })
                : t(`cashDesk.none.${filters.state}` satisfies CashDeskKey)
            }
            head={
              <>
                <th scope="col" className="expand-cell">
                  <span className="visually-hidden">{t('cashDesk.showDetails')}</span>
                </th>
                <th scope="col">{t('cashDesk.col.reference')}</th>
                <th scope="col">{t('cashDesk.col.member')}</th>
                <th scope="col" className="num">
                  {t('cashDesk.col.amount')}
                </th>
                <th scope="col" className="num">
                  {t('cashDesk.col.fee')}
                </th>
                <th scope="col">{t(methodHeading(filters.kind))}</th>
                <th scope="col">{t('cashDesk.col.status')}</th>
                <th scope="col">{t('cashDesk.col.age')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('cashDesk.col.actions')}</span>
                </th>
              </>
            }
            row={(row) => <RequestRow key={`${row.kind}-${row.id}`} row={row} onAction={show} />}
            onPage={(page) => setParams(withParams(params, { page }))}
          />
        </TabPanel>
      </div>
      {open && (
        <CashDeskActionDialog
          row={open.row}
          action={open.action}
          onClose={() => setOpen(null)}
          onDone={(settled) => {
            setOpen(null);
            setNotice({
              tone: 'success',
              text: t(`cashDesk.done.${open.action}` satisfies CashDeskKey, {
                reference: settled.reference,
              }),
            });
            refresh(settled.memberId);
          }}
          onAlreadySettled={() => {
            setOpen(null);
            setNotice({
              tone: 'warn',
              text: t('cashDesk.alreadySettled', { reference: open.row.reference }),
            });
            refresh(open.row.memberId);
          }}
        />
      )}
    </section>
  );
}

/** One request, with its details folding out below it. */
function RequestRow({ row, onAction }: { row: CashDeskRow; onAction: (open: Open) => void }) {
  const { t } = useI18n();
  const money = useRowMoney();
  const now = useNow();
  const operator = useOperator();
  const [expanded, setExpanded] = useState(false);
  const detailId = `cash-desk-${row.kind}-${row.id}`;
  const actions = actionsFor(row).filter((action) => {
    const route = actionRoute[row.kind][action];
    return route !== null && mayCall(route, operator.role);
  });
  return (
    <Fragment>
      <tr>
        <td className="expand-cell">
          <button
            type="button"
            className="expand-button"
            aria-expanded={expanded}
            aria-controls={detailId}
            aria-label={t('cashDesk.detailsOf', { reference: row.reference })}
            onClick={() => setExpanded((e) => !e)}
          >
            <span className="chevron" aria-hidden="true" />
          </button>
        </td>
        <td>
          <code>{row.reference}</code>
        </td>
        <td>
          <MemberCell row={row} />
        </td>
        <td className="num">{money(row.amount, row.currency)}</td>
        <td className="num">{money(row.fee, row.currency)}</td>
        <td className="wrap">{row.method}</td>
        <td>
          <StatusBadge status={row.status} />
        </td>
        <td>
          <RowAge row={row} now={now} />
        </td>
        <td className="row-actions">
          {actions.map((action) => (
            <button
              key={action}
              type="button"
              className={`button small ${action === 'reject' ? 'danger' : 'primary'}`}
              aria-label={t(`cashDesk.actionNamed.${action}` satisfies CashDeskKey, {
                reference: row.reference,
              })}
              onClick={() => onAction({ row, action })}
            >
              {t(`cashDesk.action.${action}` satisfies CashDeskKey)}
            </button>
          ))}
        </td>
      </tr>
      {expanded && (
        <tr id={detailId} className="detail-row">
          <td colSpan={COLUMNS}>
            <RequestDetails row={row} />
          </td>
        </tr>
      )}
    </Fragment>
  );
}
