import type { OpsFeedbackRow } from '@app/contracts/feedback';
import type { FeedbackCategory } from '@app/contracts/feedback-constants';
import { opsRoutes } from '@app/contracts/ops-routes';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { call } from '../api/client';
import type { FeedbackKey } from '../i18n/feedback-en';
import { useI18n } from '../i18n/i18n';
import { useFormat } from '../lib/format';
import { pageFrom, withParams } from '../lib/search-params';
import { QueryTable } from '../ui/query-table';
import { SearchForm } from '../ui/search-form';
import { FeedbackDialog } from './feedback-dialog';
import { FeedbackStatusBadge, feedbackCategories } from './feedback-parts';
import './feedback.css';

const PAGE_SIZE = 20;
const states = ['NEW', 'HANDLED', 'ALL'] as const;
type State = (typeof states)[number];

/** The URL's filters: `status=handled|all`, `category`, `q`, `page`; anything else the default. */
function filtersFrom(params: URLSearchParams) {
  const statusParam = params.get('status')?.toUpperCase();
  const status: State = states.find((s) => s === statusParam) ?? 'NEW';
  const categoryParam = params.get('category');
  const category = feedbackCategories.find((c) => c === categoryParam);
  const q = (params.get('q') ?? '').trim().slice(0, 64);
  return { status, category, q, pageNo: pageFrom(params) };
}

type Notice = { tone: 'success' | 'warn'; text: string };

/**
 * Members' feedback (support, issue 14): new first, filtered by status, topic and username. A
 * row opens the feedback with its images in a dialog, where support marks it handled (audited
 * by the server; a second operator is told it is already handled).
 */
export function FeedbackScreen() {
  const { t } = useI18n();
  const format = useFormat();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const filters = filtersFrom(params);
  const [openId, setOpenId] = useState<number | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const query = useQuery({
    queryKey: ['feedback', filters.status, filters.category, filters.q, filters.pageNo],
    queryFn: ({ signal }) =>
      call(
        opsRoutes.opsFeedbackList,
        {
          query: {
            status: filters.status,
            category: filters.category,
            q: filters.q || undefined,
            pageNo: filters.pageNo,
            pageSize: PAGE_SIZE,
          },
        },
        { signal },
      ),
    placeholderData: keepPreviousData,
    // Feedback arrives while the screen is open; a minute-old list is stale.
    refetchInterval: 60_000,
  });

  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['feedback'] });
  const set = (values: Record<string, string | number | undefined>) => {
    setNotice(null);
    setParams(withParams(params, { ...values, page: 1 }));
  };
  const open = (id: number) => {
    setNotice(null);
    setOpenId(id);
  };

  return (
    <section aria-labelledby="feedback-title">
      <div className="page-head">
        <h1 id="feedback-title">{t('feedback.title')}</h1>
      </div>
      <p className="hint page-intro">{t('feedback.intro')}</p>
      <p role="status" className={notice ? `notice ${notice.tone}` : 'visually-hidden'}>
        {notice?.text}
      </p>
      <div className="panel">
        <div className="feedback-toolbar" role="group" aria-label={t('feedback.filters')}>
          <fieldset className="segmented">
            <legend>{t('feedback.status')}</legend>
            {states.map((state) => (
              <label key={state}>
                <input
                  type="radio"
                  name="status"
                  value={state}
                  checked={filters.status === state}
                  onChange={() =>
                    set({ status: state === 'NEW' ? undefined : state.toLowerCase() })
                  }
                />
                <span>{t(`feedback.status.${state}` satisfies FeedbackKey)}</span>
              </label>
            ))}
          </fieldset>
          <label className="field">
            <span>{t('feedback.category')}</span>
            <select
              className="select"
              value={filters.category ?? ''}
              onChange={(e) => set({ category: e.target.value || undefined })}
            >
              <option value="">{t('feedback.category.all')}</option>
              {feedbackCategories.map((c) => (
                <option key={c} value={c}>
                  {t(`feedback.category.${c}` satisfies FeedbackKey)}
                </option>
              ))}
            </select>
          </label>
          <SearchForm
            key={filters.q}
            initial={filters.q}
            onSearch={(q) => set({ q })}
            label={t('feedback.search')}
            placeholder={t('feedback.searchPlaceholder')}
            button={t('feedback.searchButton')}
            maxLength={64}
            className="feedback-search"
          />
        </div>
        <QueryTable
          query={query}
          label={t('feedback.list')}
          empty={
            filters.q
              ? t('feedback.noneFound', { q: filters.q })
              : t(`feedback.none.${filters.status}` satisfies FeedbackKey)
          }
          head={
            <>
              <th scope="col">{t('feedback.col.id')}</th>
              <th scope="col">{t('feedback.col.member')}</th>
              <th scope="col">{t('feedback.col.category')}</th>
              <th scope="col">{t('feedback.col.text')}</th>
              <th scope="col" className="num">
                {t('feedback.col.images')}
              </th>
              <th scope="col">{t('feedback.col.status')}</th>
              <th scope="col">{t('feedback.col.sent')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('feedback.col.actions')}</span>
              </th>
            </>
          }
          row={(row: OpsFeedbackRow) => (
            <tr key={row.id} data-testid="feedback-row" data-status={row.status}>
              <td>{row.id}</td>
              <td>
                <Link to={`/members/${row.memberId}`}>{row.username}</Link>
                <span className="muted feedback-member-id">
                  {t('feedback.memberId', { id: row.memberId })}
                </span>
              </td>
              <td>
                {t(`feedback.category.${row.category as FeedbackCategory}` satisfies FeedbackKey)}
              </td>
              <td className="feedback-excerpt" title={row.text}>
                {row.text}
              </td>
              <td className="num">{row.fileIds.length}</td>
              <td>
                <FeedbackStatusBadge status={row.status} />
              </td>
              <td>{format.dateTime(row.createdAt)}</td>
              <td className="row-actions">
                <button
                  type="button"
                  className="button small"
                  aria-label={t('feedback.openNamed', { id: row.id })}
                  onClick={() => open(row.id)}
                >
                  {t('feedback.open')}
                </button>
              </td>
            </tr>
          )}
          onPage={(page) => setParams(withParams(params, { page }))}
        />
      </div>
      {openId !== null && (
        <FeedbackDialog
          id={openId}
          onClose={() => setOpenId(null)}
          onHandled={(id) => {
            setOpenId(null);
            setNotice({ tone: 'success', text: t('feedback.done', { id }) });
            refresh();
          }}
          onAlreadyHandled={(id) => {
            setOpenId(null);
            setNotice({ tone: 'warn', text: t('feedback.alreadyHandled', { id }) });
            refresh();
          }}
        />
      )}
    </section>
  );
}
