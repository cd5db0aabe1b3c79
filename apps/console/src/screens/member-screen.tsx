import { isTrialType } from '@app/contracts/member-types';
import type { OpsMemberDetail } from '@app/contracts/operator';
import { opsRoutes } from '@app/contracts/ops-routes';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { call } from '../api/client';
import { useOperator } from '../api/session';
import { useI18n } from '../i18n/i18n';
import { mayCall } from '../lib/access';
import { useFormat } from '../lib/format';
import { pageFrom, withParams } from '../lib/search-params';
import { TableScroll } from '../ui/table-scroll';
import { QueryTable } from '../ui/query-table';
import { TabList, TabPanel } from '../ui/tab-list';
import { Empty, ErrorAlert, Loading } from '../ui/states';
import { AdjustDialog, LockDialog } from './member-actions';
import { MoveUplineDialog } from './member-upline';
import { ProtectionsPanel } from './member-protections';
import { LockedBadge, memberTypeLabel } from './member-parts';

const PAGE_SIZE = 20;

export function MemberScreen() {
  const { t } = useI18n();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id >= 1 && id <= 2_147_483_647;
  const query = useQuery({
    queryKey: ['member', id],
    queryFn: ({ signal }) => call(opsRoutes.opsMember, { params: { id } }, { signal }),
    enabled: valid,
  });
  return (
    <section aria-labelledby="member-title">
      <Link to="/members" className="back-link">
        ← {t('member.back')}
      </Link>
      {!valid && <p className="state">{t('error.notFound')}</p>}
      {valid && query.isPending && <Loading />}
      {query.isError && <ErrorAlert error={query.error} onRetry={() => void query.refetch()} />}
      {query.data && <MemberDetail member={query.data} />}
    </section>
  );
}

function MemberDetail({ member }: { member: OpsMemberDetail }) {
  const { t } = useI18n();
  const format = useFormat();
  const operator = useOperator();
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<'lock' | 'adjust' | 'upline' | null>(null);
  const [notice, setNotice] = useState('');
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: ['member', member.id] });
    void queryClient.invalidateQueries({ queryKey: ['members'] });
    void queryClient.invalidateQueries({ queryKey: ['ledger', member.id] });
  };
  const dash = (value: string | number | null) => (value === null || value === '' ? '—' : value);

  return (
    <>
      <div className="page-head">
        <h1 id="member-title">
          {member.username} <LockedBadge locked={member.locked} />
        </h1>
        <div className="actions">
          {mayCall('opsMemberAdjust', operator.role) && member.wallet.kind === 'REAL' && (
            <button type="button" className="button" onClick={() => setDialog('adjust')}>
              {t('member.adjust')}
            </button>
          )}
          {mayCall('opsMemberMoveUpline', operator.role) && !isTrialType(member.type) && (
            <button type="button" className="button" onClick={() => setDialog('upline')}>
              {t('member.moveUpline')}
            </button>
          )}
          {mayCall('opsMemberLock', operator.role) && (
            <button
              type="button"
              className={`button ${member.locked ? '' : 'danger'}`}
              onClick={() => setDialog('lock')}
            >
              {member.locked ? t('member.unlock') : t('member.lock')}
            </button>
          )}
        </div>
      </div>
      <p role="status" className={notice ? 'notice success' : 'visually-hidden'}>
        {notice}
      </p>
      <div className="detail-grid">
        <div className="card">
          <h2>{t('member.profile')}</h2>
          <dl className="facts">
            <dt>{t('members.id')}</dt>
            <dd>{member.id}</dd>
            <dt>{t('members.type')}</dt>
            <dd>{memberTypeLabel(member.type, t)}</dd>
            <dt>{t('member.nickname')}</dt>
            <dd>{dash(member.nickname)}</dd>
            <dt>{t('member.payeeName')}</dt>
            <dd>{dash(member.payeeName)}</dd>
            <dt>{t('members.mobile')}</dt>
            <dd>{dash(member.mobile)}</dd>
            <dt>{t('members.email')}</dt>
            <dd>{dash(member.email)}</dd>
            <dt>{t('member.birthday')}</dt>
            <dd>{dash(member.birthday)}</dd>
            <dt>{t('members.vip')}</dt>
            <dd>{dash(member.vipLabel)}</dd>
            <dt>{t('member.affiliateCode')}</dt>
            <dd>{dash(member.affiliateCode)}</dd>
            <dt>{t('member.parent')}</dt>
            <dd>
              {member.parentId === null ? (
                '—'
              ) : (
                <Link to={`/members/${member.parentId}`}>#{member.parentId}</Link>
              )}
            </dd>
            <dt>{t('members.created')}</dt>
            <dd>{format.dateTime(member.createdAt)}</dd>
          </dl>
        </div>
        <div className="card">
          <h2>{t('member.wallet')}</h2>
          <p className="kpi-value">{format.money(member.wallet.balanceMinor, member.currency)}</p>
          <p className="muted">
            {member.wallet.kind === 'PLAY' ? t('member.walletPlay') : t('member.walletReal')} ·{' '}
            {member.currency}
          </p>
        </div>
      </div>
      <div className="panel">
        <h2 className="panel-title">{t('member.sessions')}</h2>
        {member.sessions.length === 0 ? (
          <Empty>{t('member.noSessions')}</Empty>
        ) : (
          <TableScroll label={t('member.sessions')}>
            <table className="table">
              <thead>
                <tr>
                  <th scope="col">{t('member.device')}</th>
                  <th scope="col">{t('member.ip')}</th>
                  <th scope="col">{t('member.started')}</th>
                  <th scope="col" className="wide-only">
                    {t('member.expires')}
                  </th>
                  <th scope="col">{t('members.status')}</th>
                </tr>
              </thead>
              <tbody>
                {member.sessions.map((s) => (
                  <tr key={s.id}>
                    <td>{dash(s.device)}</td>
                    <td>{dash(s.ip)}</td>
                    <td>{format.dateTime(s.createdAt)}</td>
                    <td className="wide-only">{format.dateTime(s.expiresAt)}</td>
                    <td>
                      <span className={`badge ${s.active ? 'ok' : ''}`}>
                        {s.active ? t('member.sessionActive') : t('member.sessionEnded')}
                      </span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        )}
      </div>
      {!isTrialType(member.type) && <ProtectionsPanel member={member} />}
      <History member={member} />
      {dialog === 'lock' && (
        <LockDialog
          member={member}
          onClose={() => setDialog(null)}
          onDone={(locked) => {
            setDialog(null);
            setNotice(t(locked ? 'lock.doneLock' : 'lock.doneUnlock'));
            refresh();
          }}
        />
      )}
      {dialog === 'upline' && (
        <MoveUplineDialog
          member={member}
          onClose={() => setDialog(null)}
          onDone={(moved) => {
            setDialog(null);
            setNotice(
              t('upline.done', {
                upline: moved.parentUsername,
                moved: moved.moved,
                rates: moved.ratesLowered,
                contracts: moved.contractsEnded,
              }),
            );
            refresh();
          }}
        />
      )}
      {dialog === 'adjust' && (
        <AdjustDialog
          member={member}
          onClose={() => setDialog(null)}
          onDone={(applied) => {
            setNotice(t(applied ? 'adjust.applied' : 'adjust.alreadyApplied'));
            refresh();
          }}
        />
      )}
    </>
  );
}

const tabs = ['ledger', 'bets'] as const;
type Tab = (typeof tabs)[number];

/** Ledger and bets as tabs; the URL keeps the tab and its page. */
function History({ member }: { member: OpsMemberDetail }) {
  const { t } = useI18n();
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'bets' ? 'bets' : 'ledger';
  const pageNo = pageFrom(params);
  const select = (next: Tab) =>
    setParams(withParams(params, { tab: next === 'ledger' ? undefined : next, page: 1 }), {
      replace: true,
    });
  return (
    <div className="panel">
      <TabList
        tabs={tabs}
        selected={tab}
        onSelect={select}
        label={t('member.history')}
        idPrefix="history"
        render={(name) => t(name === 'ledger' ? 'member.ledger' : 'member.bets')}
      />
      <TabPanel idPrefix="history" selected={tab}>
        {tab === 'ledger' ? (
          <Ledger
            member={member}
            pageNo={pageNo}
            onPage={(page) => setParams(withParams(params, { page }))}
          />
        ) : (
          <Bets
            member={member}
            pageNo={pageNo}
            onPage={(page) => setParams(withParams(params, { page }))}
          />
        )}
      </TabPanel>
    </div>
  );
}

type PagedProps = { member: OpsMemberDetail; pageNo: number; onPage: (page: number) => void };

function Ledger({ member, pageNo, onPage }: PagedProps) {
  const { t } = useI18n();
  const format = useFormat();
  const query = useQuery({
    queryKey: ['ledger', member.id, pageNo],
    queryFn: ({ signal }) =>
      call(
        opsRoutes.opsMemberLedger,
        { params: { id: member.id }, query: { pageNo, pageSize: PAGE_SIZE } },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
  const money = (minor: number) => format.money(minor, member.currency);
  return (
    <QueryTable
      query={query}
      label={t('member.ledger')}
      empty={t('member.noLedger')}
      head={
        <>
          <th scope="col">{t('ledger.time')}</th>
          <th scope="col">{t('ledger.kind')}</th>
          <th scope="col" className="num">
            {t('ledger.amount')}
          </th>
          <th scope="col" className="num">
            {t('ledger.balanceAfter')}
          </th>
          <th scope="col">{t('ledger.memo')}</th>
          <th scope="col" className="num wide-only">
            {t('ledger.transaction')}
          </th>
        </>
      }
      row={(entry, index) => (
        <tr key={`${entry.transactionId}-${index}`}>
          <td>{format.dateTime(entry.createdAt)}</td>
          <td>
            <code>{entry.kind}</code>
          </td>
          <td className={`num ${entry.amountMinor < 0 ? 'negative' : 'positive'}`}>
            {money(entry.amountMinor)}
          </td>
          <td className="num">
            {entry.balanceAfterMinor === null ? '—' : money(entry.balanceAfterMinor)}
          </td>
          <td className="wrap">{entry.memo ?? '—'}</td>
          <td className="num wide-only">{entry.transactionId}</td>
        </tr>
      )}
      onPage={onPage}
    />
  );
}

function Bets({ member, pageNo, onPage }: PagedProps) {
  const { t } = useI18n();
  const format = useFormat();
  const query = useQuery({
    queryKey: ['bets', member.id, pageNo],
    queryFn: ({ signal }) =>
      call(
        opsRoutes.opsMemberBets,
        { params: { id: member.id }, query: { pageNo, pageSize: PAGE_SIZE } },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
  const money = (minor: number) => format.money(minor, member.currency);
  return (
    <QueryTable
      query={query}
      label={t('member.bets')}
      empty={t('member.noBets')}
      head={
        <>
          <th scope="col">{t('ledger.time')}</th>
          <th scope="col">{t('bets.game')}</th>
          <th scope="col">{t('bets.vendor')}</th>
          <th scope="col" className="wide-only">
            {t('bets.wallet')}
          </th>
          <th scope="col" className="num">
            {t('bets.bet')}
          </th>
          <th scope="col" className="num">
            {t('bets.win')}
          </th>
        </>
      }
      row={(bet) => (
        <tr key={bet.id}>
          <td>{format.dateTime(bet.createdAt)}</td>
          <td>{bet.gameName}</td>
          <td>{bet.vendor}</td>
          <td className="wide-only">{bet.wallet}</td>
          <td className="num">{money(bet.betMinor)}</td>
          <td className="num">{money(bet.winMinor)}</td>
        </tr>
      )}
      onPage={onPage}
    />
  );
}
