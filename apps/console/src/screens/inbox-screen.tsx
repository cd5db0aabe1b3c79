import type { OpsInboxRow } from '@app/contracts/messages';
import { opsRoutes } from '@app/contracts/ops-routes';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { call } from '../api/client';
import { useI18n } from '../i18n/i18n';
import { useFormat } from '../lib/format';
import { pageFrom, withParams } from '../lib/search-params';
import { QueryTable } from '../ui/query-table';
import { InboxCompose } from './inbox-compose';
import { audienceText, inboxLanguages } from './inbox-parts';
import './inbox.css';

const PAGE_SIZE = 20;

/**
 * Inbox messages (support, issue 15): the compose form with the server's preview, and the
 * messages sent so far (newest first, paged by the URL's `page`) with how many members read
 * each. Sending is audited by the server.
 */
export function InboxScreen() {
  const { t } = useI18n();
  const format = useFormat();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const pageNo = pageFrom(params);
  const [notice, setNotice] = useState<string | null>(null);
  const query = useQuery({
    queryKey: ['inbox', 'sent', pageNo],
    queryFn: ({ signal }) =>
      call(opsRoutes.opsInboxList, { query: { pageNo, pageSize: PAGE_SIZE } }, { signal }),
    placeholderData: keepPreviousData,
  });

  const sent = (row: OpsInboxRow) => {
    setNotice(t('inbox.sent', { id: row.id, audience: audienceText(row, t) }));
    setParams(withParams(params, { page: 1 }));
    void queryClient.invalidateQueries({ queryKey: ['inbox', 'sent'] });
  };

  return (
    <section aria-labelledby="inbox-title" className="inbox-screen">
      <div className="page-head">
        <h1 id="inbox-title">{t('inbox.title')}</h1>
      </div>
      <p className="hint page-intro">{t('inbox.intro')}</p>
      <p role="status" className={notice ? 'notice success' : 'visually-hidden'}>
        {notice}
      </p>
      <InboxCompose onSending={() => setNotice(null)} onSent={sent} />

      <h2 className="inbox-sent-title" id="inbox-sent-title">
        {t('inbox.sentList')}
      </h2>
      <QueryTable
        framed
        query={query}
        label={t('inbox.sentList')}
        empty={t('inbox.none')}
        head={
          <>
            <th scope="col">{t('inbox.col.id')}</th>
            <th scope="col">{t('inbox.col.title')}</th>
            <th scope="col">{t('inbox.col.audience')}</th>
            <th scope="col">{t('inbox.col.languages')}</th>
            <th scope="col">{t('inbox.col.sentBy')}</th>
            <th scope="col">{t('inbox.col.sentAt')}</th>
            <th scope="col" className="num">
              {t('inbox.col.read')}
            </th>
          </>
        }
        row={(row: OpsInboxRow) => (
          <tr key={row.id} data-testid="inbox-row">
            <td>{row.id}</td>
            <td className="inbox-title-cell" lang={row.languages[0]}>
              {row.title}
            </td>
            <td>{audienceText(row, t)}</td>
            <td>
              {inboxLanguages
                .filter((l) => row.languages.includes(l))
                .map((l) => (
                  <span key={l} className="badge inbox-lang-badge">
                    {l}
                  </span>
                ))}
            </td>
            <td>{row.sentBy ?? <span className="muted">{t('inbox.system')}</span>}</td>
            <td>{format.dateTime(row.createdAt)}</td>
            <td className="num">{t('inbox.readCount', { count: format.number(row.readCount) })}</td>
          </tr>
        )}
        onPage={(page) => setParams(withParams(params, { page }))}
      />
    </section>
  );
}
