import { kycSubmissionStatuses } from '@app/contracts/kyc-constants';
import { opsRoutes } from '@app/contracts/ops-routes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { call } from '../api/client';
import { useI18n } from '../i18n/i18n';
import type { KycKey } from '../i18n/kyc-en';
import { useFormat } from '../lib/format';
import { pageFrom, withParams } from '../lib/search-params';
import { QueryTable } from '../ui/query-table';
import { SearchForm } from '../ui/search-form';
import { KycStatusBadge, ReviewedCell } from './kyc-parts';
import './kyc.css';

const PAGE_SIZE = 20;
/** The filters of opsKycQuerySchema (written out: contracts/kyc.ts builds zod schemas). */
const filters = ['ALL', ...kycSubmissionStatuses] as const;
type Filter = (typeof filters)[number];

/** The URL's filters: `state=review|verified|rejected`, `q`, `page`; anything else the default. */
function filtersFrom(params: URLSearchParams) {
  const wanted = params.get('state')?.toUpperCase();
  const state: Filter = filters.find((f) => f === wanted) ?? 'ALL';
  const q = (params.get('q') ?? '').trim().slice(0, 64);
  return { state, q, pageNo: pageFrom(params) };
}

/**
 * Identity verification (support, issue 14): the submissions, those under review first and
 * oldest first (the server's order), each opening its documents and the review actions.
 */
export function KycScreen() {
  const { t } = useI18n();
  const format = useFormat();
  const [params, setParams] = useSearchParams();
  const current = filtersFrom(params);
  const query = useQuery({
    queryKey: ['kyc', current.state, current.q, current.pageNo],
    queryFn: ({ signal }) =>
      call(
        opsRoutes.opsKycList,
        {
          query: {
            state: current.state,
            q: current.q || undefined,
            pageNo: current.pageNo,
            pageSize: PAGE_SIZE,
          },
        },
        { signal },
      ),
    placeholderData: keepPreviousData,
    // Members send documents while the list is open.
    refetchInterval: 60_000,
  });
  const set = (values: Record<string, string | number | undefined>) =>
    setParams(withParams(params, { ...values, page: 1 }));

  return (
    <section aria-labelledby="kyc-title">
      <div className="page-head">
        <h1 id="kyc-title">{t('kyc.title')}</h1>
      </div>
      <p className="hint page-intro">{t('kyc.intro')}</p>
      <div className="panel">
        <div className="kyc-toolbar" role="group" aria-label={t('kyc.filters')}>
          <fieldset className="segmented">
            <legend>{t('kyc.state')}</legend>
            {filters.map((state) => (
              <label key={state}>
                <input
                  type="radio"
                  name="state"
                  value={state}
                  checked={current.state === state}
                  onChange={() => set({ state: state === 'ALL' ? undefined : state.toLowerCase() })}
                />
                <span>{t(`kyc.state.${state}` satisfies KycKey)}</span>
              </label>
            ))}
          </fieldset>
          {/* Keyed by the URL's query, so Back and Forward refill the box. */}
          <SearchForm
            key={current.q}
            initial={current.q}
            onSearch={(q) => set({ q })}
            label={t('kyc.search')}
            placeholder={t('kyc.searchPlaceholder')}
            button={t('kyc.searchButton')}
            maxLength={64}
            className="kyc-search"
          />
        </div>
        <QueryTable
          query={query}
          label={t('kyc.list')}
          empty={
            current.q
              ? t('kyc.noneFound', { q: current.q })
              : t(`kyc.none.${current.state}` satisfies KycKey)
          }
          head={
            <>
              <th scope="col">{t('kyc.col.id')}</th>
              <th scope="col">{t('kyc.col.member')}</th>
              <th scope="col">{t('kyc.col.status')}</th>
              <th scope="col" className="wide-only num">
                {t('kyc.col.documents')}
              </th>
              <th scope="col">{t('kyc.col.submitted')}</th>
              <th scope="col" className="wide-only">
                {t('kyc.col.reviewed')}
              </th>
              <th scope="col">
                <span className="visually-hidden">{t('kyc.open')}</span>
              </th>
            </>
          }
          row={(row) => (
            <tr key={row.id}>
              <td>#{row.id}</td>
              <td>
                <Link to={`/members/${row.memberId}`}>{row.username}</Link>
                <span className="muted kyc-by">
                  {t('kyc.member.id')}: {row.memberId}
                </span>
              </td>
              <td>
                <KycStatusBadge status={row.status} />
              </td>
              <td className="wide-only num">{row.fileIds.length}</td>
              <td>{format.dateTime(row.submittedAt)}</td>
              <td className="wide-only">
                <ReviewedCell row={row} />
              </td>
              <td className="row-actions">
                <Link
                  to={`/kyc/${row.id}`}
                  className={`button small kyc-open ${row.status === 'REVIEW' ? 'primary' : ''}`}
                  aria-label={t(row.status === 'REVIEW' ? 'kyc.openNamed' : 'kyc.viewNamed', {
                    id: row.id,
                    username: row.username,
                  })}
                >
                  {t(row.status === 'REVIEW' ? 'kyc.open' : 'kyc.view')}
                </Link>
              </td>
            </tr>
          )}
          onPage={(page) => setParams(withParams(params, { page }))}
        />
      </div>
    </section>
  );
}
