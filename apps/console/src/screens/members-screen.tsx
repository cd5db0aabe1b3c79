import { opsRoutes } from '@app/contracts/ops-routes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { call } from '../api/client';
import { useI18n } from '../i18n/i18n';
import { useFormat } from '../lib/format';
import { pageFrom, withParams } from '../lib/search-params';
import { QueryTable } from '../ui/query-table';
import { SearchForm } from '../ui/search-form';
import { LockedBadge, memberTypeLabel } from './member-parts';

const PAGE_SIZE = 20;

/** Member search; the URL keeps the query and the page (shareable, and Back works). */
export function MembersScreen() {
  const { t } = useI18n();
  const format = useFormat();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const pageNo = pageFrom(params);
  const query = useQuery({
    queryKey: ['members', q, pageNo],
    queryFn: ({ signal }) =>
      call(
        opsRoutes.opsMembers,
        { query: { q: q || undefined, pageNo, pageSize: PAGE_SIZE } },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });

  return (
    <section aria-labelledby="members-title">
      <div className="page-head">
        <h1 id="members-title">{t('members.title')}</h1>
      </div>
      {/* Keyed by the URL's query, so Back and Forward refill the box. */}
      <SearchForm
        key={q}
        initial={q}
        onSearch={(value) => setParams(withParams(params, { q: value, page: 1 }))}
        label={t('members.search')}
        placeholder={t('members.searchPlaceholder')}
        button={t('members.searchButton')}
        maxLength={120}
      />
      <QueryTable
        framed
        query={query}
        label={t('members.results')}
        empty={q ? t('members.noneFound', { q }) : t('members.none')}
        head={
          <>
            <th scope="col">{t('members.id')}</th>
            <th scope="col">{t('members.username')}</th>
            <th scope="col" className="wide-only">
              {t('members.type')}
            </th>
            <th scope="col">{t('members.mobile')}</th>
            <th scope="col">{t('members.email')}</th>
            <th scope="col" className="wide-only">
              {t('members.vip')}
            </th>
            <th scope="col">{t('members.status')}</th>
            <th scope="col" className="wide-only">
              {t('members.created')}
            </th>
          </>
        }
        row={(member) => (
          <tr key={member.id}>
            <td>{member.id}</td>
            <td>
              <Link to={`/members/${member.id}`}>{member.username}</Link>
              {member.nickname && <span className="muted wide-only"> · {member.nickname}</span>}
            </td>
            <td className="wide-only">{memberTypeLabel(member.type, t)}</td>
            <td>{member.mobile ?? '—'}</td>
            <td>{member.email ?? '—'}</td>
            <td className="wide-only">{member.vipLabel ?? '—'}</td>
            <td>
              <LockedBadge locked={member.locked} />
            </td>
            <td className="wide-only">{format.dateTime(member.createdAt)}</td>
          </tr>
        )}
        onPage={(page) => setParams(withParams(params, { page }))}
      />
    </section>
  );
}
