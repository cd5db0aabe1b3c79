import type { AnnouncementType } from '@app/contracts/announcements';
import { opsRoutes } from '@app/contracts/ops-routes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { call } from '../api/client';
import type { ContentKey } from '../i18n/content-en';
import { useI18n } from '../i18n/i18n';
import { useFormat } from '../lib/format';
import { pageFrom, withParams } from '../lib/search-params';
import { QueryTable } from '../ui/query-table';
import { TabList, TabPanel } from '../ui/tab-list';
import { AnnouncementEditor } from './content-editor';
import { HelpItems } from './content-help';
import { announcementTypeList, typeLabel } from './content-parts';
import './content.css';

const PAGE_SIZE = 20;
const tabs = ['announcements', 'help'] as const;
type Tab = (typeof tabs)[number];

/**
 * Announcements and help items. The URL keeps the tab, the type filter, the page and the open
 * editor (`edit=new` or an id / slug), so Back closes an editor and a link opens one.
 */
export function ContentScreen() {
  const ct = useI18n().t;
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'help' ? 'help' : 'announcements';
  const edit = params.get('edit');
  const select = (next: Tab) =>
    setParams(
      withParams(new URLSearchParams(), { tab: next === 'announcements' ? undefined : next }),
    );
  const openEditor = (value: string) => setParams(withParams(params, { edit: value }));
  const closeEditor = () => setParams(withParams(params, { edit: undefined }));

  if (tab === 'announcements' && edit)
    return <AnnouncementEditor key={edit} edit={edit} onBack={closeEditor} />;

  return (
    <section aria-labelledby="content-title">
      <div className="page-head">
        <h1 id="content-title">{ct('content.title')}</h1>
      </div>
      <div className="panel">
        <TabList
          tabs={tabs}
          selected={tab}
          onSelect={select}
          label={ct('content.tabs')}
          idPrefix="content"
          render={(name) => ct(`content.tab.${name}` satisfies ContentKey)}
        />
        <TabPanel idPrefix="content" selected={tab}>
          {tab === 'announcements' ? (
            <Announcements onOpen={openEditor} />
          ) : (
            <HelpItems edit={edit} onOpen={openEditor} onClose={closeEditor} />
          )}
        </TabPanel>
      </div>
    </section>
  );
}

function Announcements({ onOpen }: { onOpen: (edit: string) => void }) {
  const ct = useI18n().t;
  const format = useFormat();
  const [params, setParams] = useSearchParams();
  const typeParam = params.get('type');
  const type = announcementTypeList.find((t) => t === typeParam);
  const pageNo = pageFrom(params);
  const query = useQuery({
    queryKey: ['content', 'announcements', type ?? null, pageNo],
    queryFn: ({ signal }) =>
      call(
        opsRoutes.opsAnnouncements,
        { query: { type, pageNo, pageSize: PAGE_SIZE } },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
  const audience = (execution: string | null): string =>
    ct(
      execution === 'A' || execution === 'B' || execution === 'F'
        ? `content.audience.${execution}`
        : 'content.audience.all',
    );

  return (
    <>
      <div className="toolbar">
        <label className="field">
          <span>{ct('content.filter')}</span>
          <select
            className="select"
            name="type"
            value={type ?? ''}
            onChange={(e) =>
              setParams(withParams(params, { type: e.target.value || undefined, page: 1 }))
            }
          >
            <option value="">{ct('content.type.all')}</option>
            {announcementTypeList.map((t) => (
              <option key={t} value={t}>
                {ct(typeLabel(t))}
              </option>
            ))}
          </select>
        </label>
        <button type="button" className="button primary" onClick={() => onOpen('new')}>
          {ct('content.new')}
        </button>
      </div>
      <QueryTable
        query={query}
        label={ct('content.list')}
        empty={ct('content.none')}
        head={
          <>
            <th scope="col">{ct('content.col.title')}</th>
            <th scope="col">{ct('content.type')}</th>
            <th scope="col">{ct('content.col.group')}</th>
            <th scope="col" className="wide-only">
              {ct('content.audience')}
            </th>
            <th scope="col">{ct('content.col.start')}</th>
            <th scope="col">{ct('content.col.end')}</th>
            <th scope="col">{ct('content.col.enabled')}</th>
          </>
        }
        row={(row) => (
          <tr key={row.id}>
            <td>
              {/* A real button: the row opens by keyboard as well as by mouse. */}
              <button
                type="button"
                className="link-button"
                aria-label={ct('content.edit', { name: row.title || `#${row.id}` })}
                onClick={() => onOpen(String(row.id))}
              >
                {row.title || `#${row.id}`}
              </button>
            </td>
            <td title={ct(typeLabel(row.type as AnnouncementType))}>{row.type}</td>
            <td>{row.groupName ?? '—'}</td>
            <td className="wide-only">{audience(row.execution)}</td>
            <td>{format.dateTime(row.startDate)}</td>
            <td>
              {row.noExpiry || !row.endDate
                ? ct('content.noExpiryShort')
                : format.dateTime(row.endDate)}
            </td>
            <td>
              <span className={`badge ${row.enabled ? 'ok' : 'danger'}`}>
                {ct(row.enabled ? 'content.on' : 'content.off')}
              </span>
            </td>
          </tr>
        )}
        onPage={(page) => setParams(withParams(params, { page }))}
      />
    </>
  );
}

export default ContentScreen;
