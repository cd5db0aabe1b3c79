import type { ContractKind } from '@app/contracts/agent-constants';
import type { ContractTerms } from '@app/contracts/agent-contract-rules';
import { useTranslation } from '@/shared/i18n/use-translation';
import { percentText } from './contract-format';
import styles from './contracts.module.css';

/**
 * A contract's tiers as a table: for a salary the team turnover and active members each tier
 * asks and what it pays per period; for a dividend the team net loss, active members and the
 * share. `metTier` (1-based) marks the tier the current period meets.
 */
export function TierTable({
  kind,
  terms,
  money,
  metTier = null,
  testId = 'contract-terms',
}: {
  kind: ContractKind;
  terms: ContractTerms;
  money: (amount: number) => string;
  metTier?: number | null;
  testId?: string;
}) {
  const { t } = useTranslation();
  const dividend = 'period' in terms;
  const rows = dividend
    ? terms.tiers.map((tier) => ({
        money: tier.minNetLoss,
        active: tier.minActive,
        pay: percentText(tier.sharePercent),
      }))
    : terms.tiers.map((tier) => ({
        money: tier.minTurnover,
        active: tier.minActive,
        pay: money(tier.amount),
      }));
  return (
    <div className={styles.tableWrap} data-testid={testId}>
      <table className={styles.table}>
        <caption>
          {dividend
            ? t('agentContracts.terms.dividendCaption', {
                period: t(`agentContracts.dividendPeriods.${terms.period}`),
              })
            : t(`agentContracts.terms.salaryCaption.${kind === 'HOURLY_SALARY' ? 'hour' : 'day'}`)}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('agentContracts.terms.tier')}</th>
            <th scope="col">
              {dividend
                ? t('agentContracts.terms.minNetLoss')
                : t('agentContracts.terms.minTurnover')}
            </th>
            <th scope="col">{t('agentContracts.terms.minActive')}</th>
            <th scope="col">
              {dividend ? t('agentContracts.terms.share') : t('agentContracts.terms.amount')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <tr key={i} data-met={metTier === i + 1} data-testid={`${testId}-tier`}>
              <th scope="row">{t('agentContracts.terms.tierN', { n: i + 1 })}</th>
              <td>{money(row.money)}</td>
              <td>{row.active}</td>
              <td className={styles.tierPay}>{row.pay}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
