import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import type { ContractKind } from '@app/contracts/agent-constants';
import type { AgentContract, OfferedRow } from '@app/contracts/agent-contracts';
import { useTranslation } from '@/shared/i18n/use-translation';
import { paths } from '@/shared/lib/paths';
import { UserIcon } from '@/shared/ui/icons/user';
import { infiniteSource, PagedList } from '@/shared/ui/paged-list';
import { RowSkeleton } from '@/shared/ui/row-skeleton';
import { useOffered } from './contract-api';
import { OfferSheet } from './offer-sheet';
import { ContractStatusBadge } from './status-badge';
import { TierTable } from './tier-table';
import { useContractMoney } from './use-contract-money';
import styles from './contracts.module.css';

const isOpen = (c: AgentContract | null) => c?.status === 'OFFERED' || c?.status === 'SIGNED';

/**
 * "My sub-agents": the agent's direct sub-agents with their contract of `kind` from the agent
 * (offered, signed, declined or none), what each was paid and is owed (UNPAID periods), and an
 * offer form for those without an open one, within the agent's own signed terms.
 */
export function SubAgents({
  kind,
  title,
  testId = 'contract-subagents',
}: {
  kind: ContractKind;
  title?: string;
  testId?: string;
}) {
  const { t } = useTranslation();
  const offered = useOffered(kind);
  const pages = offered.data?.pages;
  const items = useMemo(() => pages?.flatMap((p) => p.list), [pages]);
  const first = pages?.[0];
  const money = useContractMoney(first?.currency);
  const own = first?.own ?? null;
  const [offerTo, setOfferTo] = useState<OfferedRow | null>(null);
  const [viewing, setViewing] = useState<number | null>(null);
  const kindName = t(`agentContracts.kinds.${kind}`);

  return (
    <section className={styles.section} aria-labelledby={`${testId}-title`} data-testid={testId}>
      <div className={styles.sectionHead}>
        <h2 id={`${testId}-title`} className={styles.sectionTitle}>
          {title ?? t('agentContracts.team.title')}
        </h2>
      </div>
      {first && (
        <p className={styles.sectionNote} data-testid={`${testId}-note`}>
          {own
            ? t('agentContracts.team.body', { kind: kindName })
            : t('agentContracts.team.noOwn', { kind: kindName })}
        </p>
      )}
      {first && first.totalCount > 0 && (
        <dl className={styles.totals} data-testid={`${testId}-totals`}>
          <div className={styles.stat}>
            <dt className={styles.statLabel}>{t('agentContracts.team.totalPaid')}</dt>
            <dd className={styles.statValue}>{money(first.totalPaid)}</dd>
          </div>
          <div className={styles.stat}>
            <dt className={styles.statLabel}>{t('agentContracts.team.totalOwed')}</dt>
            <dd className={styles.statValue}>{money(first.totalOwed)}</dd>
          </div>
        </dl>
      )}
      <PagedList<OfferedRow>
        source={infiniteSource(offered, items)}
        testId={`${testId}-list`}
        skeleton={<RowSkeleton count={2} />}
        errorIcon={<UserIcon size={32} />}
        empty={{
          title: t('agentContracts.team.emptyTitle'),
          body: t('agentContracts.team.emptyBody'),
          icon: <UserIcon size={32} />,
          action: (
            <Link to={paths.agentRegister()} className={styles.link}>
              {t('agentContracts.team.openAccount')}
            </Link>
          ),
        }}
        labels={{
          loadError: t('agentContracts.team.loadError'),
          end: t('agentContracts.team.end'),
        }}
        label={title ?? t('agentContracts.team.title')}
        getKey={(row) => row.memberId}
        renderItem={(row) => (
          <div className={styles.row} data-testid="contract-subagent" data-username={row.username}>
            <div className={styles.rowTop}>
              <span className={styles.rowTitle}>{row.username}</span>
              <ContractStatusBadge status={row.contract?.status ?? 'NONE'} />
            </div>
            <div className={styles.rowMeta}>
              <span>{t('agentContracts.team.paid', { amount: money(row.paid) })}</span>
              {row.owed > 0 && (
                <span>
                  {t('agentContracts.team.owed', {
                    amount: money(row.owed),
                    count: row.unpaidPeriods,
                  })}
                </span>
              )}
            </div>
            <div className={styles.rowActions}>
              {row.contract && (
                <button
                  type="button"
                  className={styles.smallButton}
                  aria-expanded={viewing === row.memberId}
                  onClick={() => setViewing(viewing === row.memberId ? null : row.memberId)}
                >
                  {viewing === row.memberId
                    ? t('agentContracts.team.hideTerms')
                    : t('agentContracts.team.viewTerms')}
                </button>
              )}
              {own && !isOpen(row.contract) && (
                <button
                  type="button"
                  className={`${styles.smallButton} ${styles.smallPrimary}`}
                  data-testid="contract-offer-open"
                  onClick={() => setOfferTo(row)}
                >
                  {t('agentContracts.team.offer')}
                </button>
              )}
            </div>
            {row.contract && viewing === row.memberId && (
              <TierTable
                kind={kind}
                terms={row.contract.terms}
                money={money}
                testId="contract-subagent-terms"
              />
            )}
          </div>
        )}
      />
      {own && (
        <OfferSheet
          kind={kind}
          own={own}
          target={offerTo}
          money={money}
          onClose={() => setOfferTo(null)}
        />
      )}
    </section>
  );
}
