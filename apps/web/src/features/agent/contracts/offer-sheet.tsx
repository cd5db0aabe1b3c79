import { useId, useState, type FormEvent } from 'react';
import {
  dividendPeriods,
  MAX_CONTRACT_TIERS,
  type ContractKind,
} from '@app/contracts/agent-constants';
import type { AgentContract, OfferedRow } from '@app/contracts/agent-contracts';
import { errorText } from '@/shared/api/error-text';
import { useTranslation } from '@/shared/i18n/use-translation';
import { toastDurations } from '@/shared/lib/timings';
import buttons from '@/shared/ui/button.module.css';
import { PlusIcon } from '@/shared/ui/icons/plus';
import { TrashIcon } from '@/shared/ui/icons/trash';
import { SubmitButton } from '@/shared/ui/submit-button';
import { TitledSheet } from '@/shared/ui/titled-sheet';
import { showToast } from '@/shared/ui/toast';
import { useOffer } from './contract-api';
import { checkOffer, draftOf, type FormProblem, type OfferDraft } from './contract-form';
import { percentText } from './contract-format';
import { TierTable } from './tier-table';
import styles from './contracts.module.css';

/**
 * The offer form (a bottom sheet): the tiers to offer one direct sub-agent, starting from the
 * agent's own; each tier's thresholds and pay, tiers added or removed (1..10), a dividend's
 * period. Checked before sending like the server checks (order, ranges, within the agent's own
 * terms); the server's refusal, if any, shows in the form.
 */
export function OfferSheet({
  kind,
  own,
  target,
  money,
  onClose,
}: {
  kind: ContractKind;
  own: AgentContract;
  target: OfferedRow | null;
  money: (amount: number) => string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [shownTarget, setShownTarget] = useState<OfferedRow | null>(target);
  if (target !== null && target !== shownTarget) setShownTarget(target);
  return (
    <TitledSheet
      open={target !== null}
      title={t('agentContracts.offer.title', {
        kind: t(`agentContracts.kinds.${kind}`),
        name: shownTarget?.username ?? '',
      })}
      onClose={onClose}
      testId="contract-offer"
    >
      {shownTarget && (
        <OfferForm
          // A new sub-agent starts a fresh form from the agent's own terms.
          key={shownTarget.memberId}
          kind={kind}
          own={own}
          target={shownTarget}
          money={money}
          onDone={onClose}
        />
      )}
    </TitledSheet>
  );
}

function OfferForm({
  kind,
  own,
  target,
  money,
  onDone,
}: {
  kind: ContractKind;
  own: AgentContract;
  target: OfferedRow;
  money: (amount: number) => string;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const offer = useOffer();
  const dividend = kind === 'DIVIDEND';
  const [draft, setDraft] = useState<OfferDraft>(() => draftOf(own.terms));
  const [problems, setProblems] = useState<(FormProblem | null)[]>([]);
  const [formError, setFormError] = useState<string | null>(null);

  const problemText = (p: FormProblem) => t(p.key, p.values);
  const format = {
    max: (max: number) => (dividend ? percentText(max) : money(max)),
    period: (p: (typeof dividendPeriods)[number]) => t(`agentContracts.dividendPeriods.${p}`),
  };

  const change = (draftNext: OfferDraft) => {
    setDraft(draftNext);
    setProblems([]);
    setFormError(null);
  };
  const setTier = (i: number, field: 'money' | 'active' | 'pay', value: string) =>
    change({
      ...draft,
      tiers: draft.tiers.map((tier, j) => (j === i ? { ...tier, [field]: value } : tier)),
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkOffer(kind, draft, own.terms, format);
    if (!checked.ok) {
      setProblems(checked.tiers);
      setFormError(checked.form ? problemText(checked.form) : null);
      return;
    }
    const body =
      'period' in checked.terms
        ? { memberId: target.memberId, kind: 'DIVIDEND' as const, terms: checked.terms }
        : {
            memberId: target.memberId,
            kind: kind as 'DAILY_SALARY' | 'HOURLY_SALARY',
            terms: checked.terms,
          };
    offer.mutate(body, {
      onSuccess: () => {
        showToast({
          message: t('agentContracts.offer.sent', { name: target.username }),
          kind: 'success',
          durationMs: toastDurations.notice,
        });
        onDone();
      },
      onError: (error) => setFormError(errorText(error)),
    });
  };

  const labels = dividend
    ? {
        money: t('agentContracts.terms.minNetLoss'),
        pay: t('agentContracts.offer.sharePercent'),
      }
    : { money: t('agentContracts.terms.minTurnover'), pay: t('agentContracts.terms.amount') };

  return (
    <form className={styles.form} onSubmit={submit} noValidate data-testid="contract-offer-form">
      <details className={styles.details} data-testid="contract-offer-own">
        <summary className={styles.summary}>{t('agentContracts.offer.ownTitle')}</summary>
        <TierTable kind={kind} terms={own.terms} money={money} testId="contract-offer-own-terms" />
      </details>
      {dividend && (
        <div
          className={styles.chips}
          role="radiogroup"
          aria-label={t('agentContracts.offer.period')}
        >
          {dividendPeriods.map((p) => (
            <button
              key={p}
              type="button"
              role="radio"
              aria-checked={draft.period === p}
              className={styles.chip}
              onClick={() => change({ ...draft, period: p })}
            >
              {t(`agentContracts.dividendPeriods.${p}`)}
            </button>
          ))}
        </div>
      )}
      {draft.tiers.map((tier, i) => {
        const problem = problems[i] ?? null;
        const errorId = `${id}-tier-${i}-error`;
        const field = (
          name: 'money' | 'active' | 'pay',
          label: string,
          mode: 'decimal' | 'numeric',
        ) => (
          <label className={styles.tierField}>
            <span className={styles.tierLabel}>{label}</span>
            <input
              className={styles.tierInput}
              inputMode={mode}
              autoComplete="off"
              value={tier[name]}
              aria-invalid={problem !== null}
              aria-describedby={problem ? errorId : undefined}
              data-testid={`offer-tier-${i}-${name}`}
              onChange={(e) => setTier(i, name, e.target.value)}
            />
          </label>
        );
        return (
          <fieldset
            key={i}
            className={styles.fieldset}
            data-invalid={problem !== null}
            data-testid="offer-tier"
          >
            <legend className={styles.legend}>
              <span>{t('agentContracts.terms.tierN', { n: i + 1 })}</span>
              <button
                type="button"
                className={styles.iconButton}
                aria-label={t('agentContracts.offer.removeTier', { n: i + 1 })}
                disabled={draft.tiers.length <= 1}
                data-testid={`offer-remove-tier-${i}`}
                onClick={() => change({ ...draft, tiers: draft.tiers.filter((_, j) => j !== i) })}
              >
                <TrashIcon size={18} />
              </button>
            </legend>
            <div className={styles.tierFields}>
              {field('money', labels.money, 'decimal')}
              {field('active', t('agentContracts.terms.minActive'), 'numeric')}
              {field('pay', labels.pay, 'decimal')}
            </div>
            {problem && (
              <p id={errorId} className={styles.error} role="alert">
                {problemText(problem)}
              </p>
            )}
          </fieldset>
        );
      })}
      <button
        type="button"
        className={buttons.secondaryDashed}
        disabled={draft.tiers.length >= MAX_CONTRACT_TIERS}
        data-testid="offer-add-tier"
        onClick={() => {
          const last = draft.tiers.at(-1);
          change({
            ...draft,
            tiers: [
              ...draft.tiers,
              { money: last?.money ?? '0.00', active: last?.active ?? '0', pay: '' },
            ],
          });
        }}
      >
        <PlusIcon size={18} />
        {t('agentContracts.offer.addTier')}
      </button>
      <p className={styles.sectionNote}>{t('agentContracts.offer.hint')}</p>
      {formError && (
        <p className={styles.formError} role="alert" data-testid="contract-offer-error">
          {formError}
        </p>
      )}
      <SubmitButton busy={offer.isPending} busyLabel={t('agentContracts.offer.sending')}>
        {t('agentContracts.offer.send')}
      </SubmitButton>
    </form>
  );
}
