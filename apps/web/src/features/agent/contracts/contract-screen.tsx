import { useState } from 'react';
import { useLocation } from 'react-router';
import type { ContractKind } from '@app/contracts/agent-constants';
import type { AgentContract, CurrentPeriod } from '@app/contracts/agent-contracts';
import { errorText } from '@/shared/api/error-text';
import { useTranslation } from '@/shared/i18n/use-translation';
import { formatDateTime } from '@/shared/lib/date-time';
import { getLayoutRule } from '@/shared/lib/layout-rules';
import { toastDurations } from '@/shared/lib/timings';
import { BackHeader } from '@/shared/ui/back-header';
import buttons from '@/shared/ui/button.module.css';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { ReceiptIcon } from '@/shared/ui/icons/receipt';
import { ListState, RetryButton } from '@/shared/ui/list-state';
import { ProgressBar } from '@/shared/ui/progress-bar';
import { showToast } from '@/shared/ui/toast';
import { useCurrentPeriod, useMyContract, useRespond } from './contract-api';
import { percentText, periodText } from './contract-format';
import { PayoutHistory } from './payout-history';
import { ContractStatusBadge } from './status-badge';
import { SubAgents } from './sub-agents';
import { TierTable } from './tier-table';
import { useContractMoney } from './use-contract-money';
import styles from './contracts.module.css';

/**
 * A contract screen (issue 17; /m/member/agent/getSalaryContract, getDevidendContract,
 * getHourContract): the terms the upline (or the operator) offered as a tier table; sign or
 * decline an offered contract (each confirmed); for a signed one the current period's figures,
 * tier and projected amount, and the payout history; then the agent's direct sub-agents with
 * their contract of the kind and an offer form within the agent's own terms.
 */
export function ContractScreen({ kind }: { kind: ContractKind }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const rule = getLayoutRule(pathname);
  const mine = useMyContract(kind);
  const contract = mine.data?.contract ?? null;
  return (
    <>
      {rule.header === 'page' && <BackHeader variant="page" />}
      <main id="main" className={styles.main} data-testid="contract-screen" data-kind={kind}>
        <h1 className="visually-hidden">{t(rule.titleKey)}</h1>
        {mine.data === undefined ? (
          mine.isError ? (
            <ListState
              testId="contract-error"
              alert
              icon={<ReceiptIcon size={32} />}
              title={t('agentContracts.mine.loadError')}
              action={<RetryButton onRetry={() => void mine.refetch()} busy={mine.isFetching} />}
            />
          ) : (
            <div role="status" data-testid="contract-loading">
              <span className="visually-hidden">{t('common.loading')}</span>
              <div aria-hidden="true" className={styles.skeletonCard} />
            </div>
          )
        ) : contract === null ? (
          <ListState
            testId="contract-none"
            icon={<ReceiptIcon size={32} />}
            title={t('agentContracts.mine.noneTitle')}
            body={t('agentContracts.mine.noneBody', {
              kind: t(`agentContracts.kinds.${kind}`),
            })}
          />
        ) : (
          <>
            <ContractCard contract={contract} currency={mine.data.currency} />
            {contract.status === 'SIGNED' && <CurrentPeriodCard kind={kind} contract={contract} />}
            {(contract.status === 'SIGNED' || contract.status === 'ENDED') && (
              <PayoutHistory kind={kind} title={t('agentContracts.payouts.title')} />
            )}
          </>
        )}
        <SubAgents kind={kind} />
      </main>
    </>
  );
}

/** The member's contract: who offered it, its state and dates, its tiers, sign or decline. */
function ContractCard({ contract, currency }: { contract: AgentContract; currency: string }) {
  const { t } = useTranslation();
  const money = useContractMoney(currency);
  const respond = useRespond();
  const [asking, setAsking] = useState<'sign' | 'decline' | null>(null);
  const [shown, setShown] = useState<'sign' | 'decline'>('sign');
  if (asking !== null && asking !== shown) setShown(asking);
  const kindName = t(`agentContracts.kinds.${contract.kind}`);
  const period =
    contract.kind === 'DIVIDEND'
      ? t(`agentContracts.dividendPeriods.${contract.terms.period}`)
      : t(`agentContracts.salaryPeriods.${contract.kind}`);

  const answer = (accept: boolean) => {
    respond.mutate(
      { id: contract.id, accept },
      {
        onSuccess: () => {
          setAsking(null);
          showToast({
            message: t(
              accept ? 'agentContracts.mine.signedToast' : 'agentContracts.mine.declinedToast',
            ),
            kind: 'success',
            durationMs: toastDurations.notice,
          });
        },
        onError: (error) => {
          setAsking(null);
          showToast({ message: errorText(error), kind: 'error', durationMs: toastDurations.short });
        },
      },
    );
  };

  return (
    <section
      className={`${styles.card} ${styles.hero}`}
      aria-labelledby="contract-title"
      data-testid="contract-card"
      data-status={contract.status}
    >
      <div className={styles.cardHead}>
        <div>
          <h2 id="contract-title" className={styles.cardTitle}>
            {t('agentContracts.mine.title', { kind: kindName })}
          </h2>
          <p className={styles.meta}>
            {contract.upline === null
              ? t('agentContracts.mine.fromOperator')
              : t('agentContracts.mine.fromUpline', { name: contract.upline })}
          </p>
          <p className={styles.meta}>
            {contract.status === 'SIGNED' && contract.startsAt
              ? t('agentContracts.mine.signedAt', { date: formatDateTime(contract.startsAt) })
              : contract.status === 'DECLINED' && contract.respondedAt
                ? t('agentContracts.mine.declinedAt', {
                    date: formatDateTime(contract.respondedAt),
                  })
                : t('agentContracts.mine.offeredAt', { date: formatDateTime(contract.offeredAt) })}
          </p>
        </div>
        <ContractStatusBadge status={contract.status} testId="contract-status" />
      </div>
      <TierTable kind={contract.kind} terms={contract.terms} money={money} />
      <p className={styles.note}>
        {contract.kind === 'DIVIDEND'
          ? t('agentContracts.terms.dividendRule', { period })
          : t('agentContracts.terms.salaryRule', { period })}
      </p>
      {contract.status === 'OFFERED' && (
        <div className={styles.actions}>
          <button
            type="button"
            className={buttons.secondary}
            data-testid="contract-decline"
            onClick={() => setAsking('decline')}
          >
            {t('agentContracts.mine.decline')}
          </button>
          <button
            type="button"
            className={buttons.primary}
            data-testid="contract-sign"
            onClick={() => setAsking('sign')}
          >
            {t('agentContracts.mine.sign')}
          </button>
        </div>
      )}
      {contract.status === 'DECLINED' && (
        <p className={styles.note}>{t('agentContracts.mine.declinedNote')}</p>
      )}
      {contract.status === 'ENDED' && (
        <p className={styles.note}>{t('agentContracts.mine.endedNote')}</p>
      )}
      <ConfirmDialog
        open={asking !== null}
        title={t(
          shown === 'sign' ? 'agentContracts.mine.signTitle' : 'agentContracts.mine.declineTitle',
        )}
        message={
          shown === 'sign'
            ? t('agentContracts.mine.signBody', { kind: kindName, period })
            : t('agentContracts.mine.declineBody', { kind: kindName })
        }
        confirmLabel={t(
          shown === 'sign' ? 'agentContracts.mine.sign' : 'agentContracts.mine.decline',
        )}
        danger={shown === 'decline'}
        busy={respond.isPending}
        onCancel={() => setAsking(null)}
        onConfirm={() => answer(shown === 'sign')}
        testIds={{
          dialog: 'contract-confirm',
          confirm: 'contract-confirm-ok',
          cancel: 'contract-confirm-cancel',
        }}
      />
    </section>
  );
}

/** The signed contract's current period: the team's figures so far, the tier, the projection. */
function CurrentPeriodCard({ kind, contract }: { kind: ContractKind; contract: AgentContract }) {
  const { t } = useTranslation();
  const current = useCurrentPeriod(kind, true);
  const money = useContractMoney(current.data?.currency);
  const data = current.data?.current;
  if (current.data === undefined) {
    if (current.isError)
      return (
        <ListState
          testId="contract-current-error"
          alert
          title={t('agentContracts.current.loadError')}
          action={<RetryButton onRetry={() => void current.refetch()} busy={current.isFetching} />}
        />
      );
    return (
      <div role="status" data-testid="contract-current-loading">
        <span className="visually-hidden">{t('common.loading')}</span>
        <div aria-hidden="true" className={styles.skeletonCard} />
      </div>
    );
  }
  if (!data) return null;
  return (
    <section
      className={styles.card}
      aria-labelledby="contract-current"
      data-testid="contract-current"
    >
      <div className={styles.cardHead}>
        <div>
          <h2 id="contract-current" className={styles.cardTitle}>
            {t('agentContracts.current.title')}
          </h2>
          <p className={styles.meta}>
            {periodText(data.periodKey, data.periodStart, data.periodEnd)}
          </p>
        </div>
      </div>
      <div className={styles.bigRow}>
        <span className={styles.bigLabel}>{t('agentContracts.current.projected')}</span>
        <span className={styles.bigMoney} data-testid="contract-projected">
          {money(data.projected)}
        </span>
      </div>
      <dl className={styles.stats}>
        <Stat label={t('agentContracts.current.turnover')} value={money(data.basis.turnover)} />
        <Stat label={t('agentContracts.current.active')} value={String(data.basis.active)} />
        {data.basis.netLoss !== null && kind !== 'HOURLY_SALARY' && (
          <Stat label={t('agentContracts.current.netLoss')} value={money(data.basis.netLoss)} />
        )}
        <Stat
          label={t('agentContracts.current.tier')}
          value={
            data.basis.tier === null
              ? t('agentContracts.current.tierNone')
              : contract.kind === 'DIVIDEND'
                ? `${t('agentContracts.terms.tierN', { n: data.basis.tier })} · ${percentText(
                    contract.terms.tiers[data.basis.tier - 1]?.sharePercent ?? 0,
                  )}`
                : t('agentContracts.terms.tierN', { n: data.basis.tier })
          }
        />
      </dl>
      <NextTier kind={kind} data={data} money={money} />
    </section>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className={styles.stat}>
      <dt className={styles.statLabel}>{label}</dt>
      <dd className={styles.statValue}>{value}</dd>
    </div>
  );
}

/** How far the team is from the next tier: turnover (or net loss) and active members. */
function NextTier({
  kind,
  data,
  money,
}: {
  kind: ContractKind;
  data: CurrentPeriod;
  money: (amount: number) => string;
}) {
  const { t } = useTranslation();
  const next = data.nextTier;
  if (!next) return <p className={styles.note}>{t('agentContracts.current.topTier')}</p>;
  const have = kind === 'DIVIDEND' ? Math.max(0, data.basis.netLoss ?? 0) : data.basis.turnover;
  const moneyLabel =
    kind === 'DIVIDEND'
      ? t('agentContracts.current.netLoss')
      : t('agentContracts.current.turnover');
  return (
    <div className={styles.progress} data-testid="contract-next-tier">
      <p className={styles.sectionNote}>{t('agentContracts.current.nextTier', { n: next.tier })}</p>
      <div className={styles.progressLine}>
        <span className={styles.progressLabel}>{moneyLabel}</span>
        <span>
          {t('agentContracts.current.of', { have: money(have), need: money(next.minMoney) })}
        </span>
      </div>
      <ProgressBar
        value={have}
        max={next.minMoney}
        label={moneyLabel}
        valueText={t('agentContracts.current.of', {
          have: money(have),
          need: money(next.minMoney),
        })}
      />
      <div className={styles.progressLine}>
        <span className={styles.progressLabel}>{t('agentContracts.current.active')}</span>
        <span>
          {t('agentContracts.current.of', { have: data.basis.active, need: next.minActive })}
        </span>
      </div>
      <ProgressBar
        value={data.basis.active}
        max={next.minActive}
        label={t('agentContracts.current.active')}
        valueText={t('agentContracts.current.of', {
          have: data.basis.active,
          need: next.minActive,
        })}
      />
    </div>
  );
}
