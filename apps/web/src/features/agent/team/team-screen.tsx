import { useMemo, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { MAX_MULTI_TRANSFER } from '@app/contracts/agent-constants';
import type { Downline } from '@app/contracts/agent-team';
import { useConsolidatedSettings } from '@/shared/api/get-consolidated-settings';
import { useTranslation } from '@/shared/i18n/use-translation';
import { getLayoutRule } from '@/shared/lib/layout-rules';
import { paths } from '@/shared/lib/paths';
import { urlField, useUrlState } from '@/shared/lib/use-url-state';
import { BackHeader } from '@/shared/ui/back-header';
import { InviteIcon } from '@/shared/ui/icons/invite';
import { infiniteSource, PagedList } from '@/shared/ui/paged-list';
import { SearchBox } from '@/shared/ui/search-box';
import { TitledSheet } from '@/shared/ui/titled-sheet';
import buttons from '@/shared/ui/button.module.css';
import { DownlineRow } from './downline-row';
import { DownlineSheet } from './downline-sheet';
import { useDownlines } from './team-api';
import { teamErrorText } from './team-error';
import { TransferForm, type TransferTarget } from './transfer-form';
import styles from './team.module.css';

const MEMBER_ID_MAX = 2_147_483_647;
/** The list's state in the address: whose downlines, the search, the open member. */
const teamUrl = {
  parent: urlField.integer(1, MEMBER_ID_MAX),
  q: urlField.text((raw) => raw.trim().slice(0, 20)),
  member: urlField.integer(1, MEMBER_ID_MAX),
};

/**
 * Team management (/m/member/team, agents only; issue 17, ODSFE2_Subordinate): the agent's direct
 * downlines page by page, a sub-agent's downlines with the way back up (breadcrumb), a username
 * search over the whole team, each member's type, balance, registration, last login and online
 * dot; a member's detail (rates, transfer) in a sheet; several selected for one transfer. The
 * parent, the search and the open member are in the address: Back and reload keep them.
 */
export function TeamScreen() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const rule = getLayoutRule(pathname);
  const symbol = useConsolidatedSettings().data?.currency.symbol ?? '';
  const [url, setUrl] = useUrlState(teamUrl);
  const query = useDownlines(url.parent, url.q);
  const first = query.data?.pages[0];
  const items = useMemo(() => query.data?.pages.flatMap((p) => p.list), [query.data]);
  const [selecting, setSelecting] = useState(false);
  const [selected, setSelected] = useState<ReadonlyMap<number, string>>(new Map());
  const [transferTo, setTransferTo] = useState<readonly TransferTarget[] | null>(null);
  const searching = url.q !== '';
  const full = selected.size >= MAX_MULTI_TRANSFER;

  function toggle(row: Downline) {
    setSelected((current) => {
      const next = new Map(current);
      if (next.has(row.id)) next.delete(row.id);
      else if (next.size < MAX_MULTI_TRANSFER) next.set(row.id, row.username);
      return next;
    });
  }
  function stopSelecting() {
    setSelecting(false);
    setSelected(new Map());
  }
  const drill = (id: number | null) =>
    setUrl({ parent: id, q: '', member: null }, { history: 'push' });

  const trail = searching ? [] : (first?.trail ?? []);
  return (
    <>
      {rule.header === 'page' && <BackHeader variant="page" />}
      <main
        id="main"
        className={styles.main}
        data-testid="team-screen"
        data-selecting={selecting || undefined}
      >
        <h1 className="visually-hidden">{t(rule.titleKey)}</h1>
        <SearchBox
          value={url.q}
          onSearch={(text) => setUrl({ q: text.trim(), member: null })}
          label={t('agentTeam.list.search')}
          clearLabel={t('agentTeam.list.clearSearch')}
          maxLength={20}
        />
        {trail.length > 1 && (
          <nav aria-label={t('agentTeam.list.breadcrumb')}>
            <ol className={styles.crumbs} data-testid="team-breadcrumb">
              {trail.map((step, i) => {
                const last = i === trail.length - 1;
                const name = step.depth === 0 ? t('agentTeam.list.myTeam') : step.username;
                return (
                  <li key={step.id} className={styles.crumb}>
                    {i > 0 && (
                      <span className={styles.crumbSep} aria-hidden="true">
                        ›
                      </span>
                    )}
                    {last ? (
                      <span className={styles.crumbCurrent} aria-current="page">
                        {name}
                      </span>
                    ) : (
                      <button
                        type="button"
                        className={styles.crumbButton}
                        onClick={() => drill(step.depth === 0 ? null : step.id)}
                      >
                        {name}
                      </button>
                    )}
                  </li>
                );
              })}
            </ol>
          </nav>
        )}
        <div className={styles.toolbar}>
          <span className={styles.count} aria-live="polite" data-testid="team-count">
            {first
              ? searching
                ? t('agentTeam.list.found', { count: first.total })
                : t('agentTeam.list.count', { count: first.total })
              : ''}
          </span>
          <button
            type="button"
            className={styles.smallButton}
            aria-pressed={selecting}
            onClick={() => (selecting ? stopSelecting() : setSelecting(true))}
            data-testid="team-select"
          >
            {selecting ? t('common.cancel') : t('agentTeam.list.select')}
          </button>
        </div>
        <PagedList
          source={infiniteSource(query, items)}
          testId="team-list"
          label={t('agentTeam.list.label')}
          getKey={(row) => row.id}
          renderItem={(row) => (
            <DownlineRow
              row={row}
              symbol={symbol}
              selecting={selecting}
              selected={selected.has(row.id)}
              selectDisabled={full}
              showDepth={searching}
              onOpen={() => setUrl({ member: row.id }, { history: 'push' })}
              onToggle={() => toggle(row)}
              onDrill={() => drill(row.id)}
            />
          )}
          labels={query.error ? { loadError: teamErrorText(query.error) } : undefined}
          empty={{
            title: searching ? t('agentTeam.list.noResults') : t('agentTeam.list.empty'),
            body: searching ? undefined : t('agentTeam.list.emptyBody'),
            icon: <InviteIcon size={28} />,
            action:
              searching || url.parent !== null ? undefined : (
                <Link to={paths.agentRegister()} className={buttons.primary}>
                  {t('agentTeam.open.title')}
                </Link>
              ),
          }}
        />
        {selecting && (
          <div
            className={styles.selectionBar}
            role="region"
            aria-label={t('agentTeam.list.selection')}
          >
            <span className={styles.selectionText} aria-live="polite" data-testid="team-selected">
              {full
                ? t('agentTeam.list.selectedFull', { count: selected.size })
                : t('agentTeam.list.selected', { count: selected.size })}
            </span>
            <button
              type="button"
              className={buttons.primary}
              disabled={selected.size === 0}
              onClick={() =>
                setTransferTo([...selected].map(([id, username]) => ({ id, username })))
              }
              data-testid="team-transfer-selected"
            >
              {t('agentTeam.transfer.action')}
            </button>
          </div>
        )}
      </main>
      <DownlineSheet
        memberId={url.member}
        symbol={symbol}
        onClose={() => setUrl({ member: null })}
        onDrill={(id) => drill(id)}
      />
      <TitledSheet
        open={transferTo !== null}
        title={t('agentTeam.transfer.titleMany', { count: transferTo?.length ?? 0 })}
        onClose={() => setTransferTo(null)}
        testId="team-transfer-many"
      >
        <div className={styles.sheetBody}>
          {transferTo && (
            <TransferForm
              targets={transferTo}
              symbol={symbol}
              onDone={() => {
                setTransferTo(null);
                stopSelecting();
              }}
            />
          )}
        </div>
      </TitledSheet>
    </>
  );
}
