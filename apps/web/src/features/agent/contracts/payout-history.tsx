import { useMemo } from 'react';
import type { ContractKind } from '@app/contracts/agent-constants';
import type { ContractPayout } from '@app/contracts/agent-contracts';
import { useTranslation } from '@/shared/i18n/use-translation';
import { formatDateTime } from '@/shared/lib/date-time';
import { ReceiptIcon } from '@/shared/ui/icons/receipt';
import { infiniteSource, PagedList } from '@/shared/ui/paged-list';
import { RowSkeleton } from '@/shared/ui/row-skeleton';
import { usePayouts } from './contract-api';
import { periodText } from './contract-format';
import { PayoutStatusBadge } from './status-badge';
import { useContractMoney } from './use-contract-money';
import styles from './contracts.module.css';

/**
 * The settled periods of the member's contracts of `kind`, newest first and page by page, with
 * what was paid and awaits payment in total; each period with its basis (the team's figures) and
 * status.
 */
export function PayoutHistory({ kind, title }: { kind: ContractKind; title: string }) {
  const { t } = useTranslation();
  const payouts = usePayouts(kind);
  const pages = payouts.data?.pages;
  const items = useMemo(() => pages?.flatMap((p) => p.list), [pages]);
  const first = pages?.[0];
  const money = useContractMoney(first?.currency);
  return (
    <section className={styles.section} aria-labelledby={`payouts-${kind}`}>
      <div className={styles.sectionHead}>
        <h2 id={`payouts-${kind}`} className={styles.sectionTitle}>
          {title}
        </h2>
      </div>
      {first && first.totalCount > 0 && (
        <dl className={styles.totals} data-testid="contract-payout-totals">
          <div className={styles.stat}>
            <dt className={styles.statLabel}>{t('agentContracts.payouts.totalPaid')}</dt>
            <dd className={styles.statValue}>{money(first.totalPaid)}</dd>
          </div>
          <div className={styles.stat}>
            <dt className={styles.statLabel}>{t('agentContracts.payouts.totalUnpaid')}</dt>
            <dd className={styles.statValue}>{money(first.totalUnpaid)}</dd>
          </div>
        </dl>
      )}
      <PagedList<ContractPayout>
        source={infiniteSource(payouts, items)}
        testId="contract-payouts"
        skeleton={<RowSkeleton count={3} />}
        errorIcon={<ReceiptIcon size={32} />}
        empty={{
          title: t('agentContracts.payouts.emptyTitle'),
          body: t('agentContracts.payouts.emptyBody'),
          icon: <ReceiptIcon size={32} />,
        }}
        labels={{
          loadError: t('agentContracts.payouts.loadError'),
          end: t('agentContracts.payouts.end'),
        }}
        label={title}
        getKey={(p) => `${p.contractId}:${p.periodKey}`}
        renderItem={(p) => <PayoutRow payout={p} kind={kind} money={money} />}
      />
    </section>
  );
}

function PayoutRow({
  payout,
  kind,
  money,
}: {
  payout: ContractPayout;
  kind: ContractKind;
  money: (amount: number) => string;
}) {
  const { t } = useTranslation();
  const { basis } = payout;
  return (
    <div className={styles.row} data-testid="contract-payout" data-period={payout.periodKey}>
      <div className={styles.rowTop}>
        <span className={styles.rowTitle}>
          {periodText(payout.periodKey, payout.periodStart, payout.periodEnd)}
        </span>
        <span className={styles.rowAmount} data-paid={payout.status === 'PAID'}>
          {money(payout.amount)}
        </span>
      </div>
      <div className={styles.rowTop}>
        <span className={styles.rowMeta}>
          {kind === 'DIVIDEND' ? (
            <span>
              {t('agentContracts.payouts.netLoss', { amount: money(basis.netLoss ?? 0) })}
            </span>
          ) : (
            <span>{t('agentContracts.payouts.turnover', { amount: money(basis.turnover) })}</span>
          )}
          <span>{t('agentContracts.payouts.active', { count: basis.active })}</span>
          <span>
            {basis.tier === null
              ? t('agentContracts.current.tierNone')
              : t('agentContracts.terms.tierN', { n: basis.tier })}
          </span>
          {payout.paidAt && (
            <span>
              {t('agentContracts.payouts.paidAt', { date: formatDateTime(payout.paidAt) })}
            </span>
          )}
        </span>
        <PayoutStatusBadge status={payout.status} />
      </div>
    </div>
  );
}
