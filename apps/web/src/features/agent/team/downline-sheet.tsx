import { useState, type FormEvent, type ReactNode } from 'react';
import type { RebateGameType } from '@app/contracts/agent-constants';
import type { DownlineDetail } from '@app/contracts/agent-team';
import { useTranslation } from '@/shared/i18n/use-translation';
import { formatDateTime } from '@/shared/lib/date-time';
import { formatMoney } from '@/shared/lib/money-text';
import { toastDurations } from '@/shared/lib/timings';
import { FormAlert } from '@/shared/ui/form-field';
import { ListState, RetryButton } from '@/shared/ui/list-state';
import { RowSkeleton } from '@/shared/ui/row-skeleton';
import { SubmitButton } from '@/shared/ui/submit-button';
import { TitledSheet } from '@/shared/ui/titled-sheet';
import { showToast } from '@/shared/ui/toast';
import buttons from '@/shared/ui/button.module.css';
import { RateFields, RateTable } from './rate-fields';
import { changedRates, rateProblems, rateValues, type RateValues } from './rates';
import { useDownline, useUpdateRebates } from './team-api';
import { teamErrorText } from './team-error';
import { TransferForm } from './transfer-form';
import styles from './team.module.css';

type View = 'info' | 'rates' | 'transfer';

/**
 * One member of the team in a bottom sheet (issue 17): type, level, balance, registration, last
 * login and online state, its rebate rates beside the agent's own; a direct downline's rates can
 * be changed (each between what it gives its own downlines and the agent's own rate); money can
 * be transferred to it; a sub-agent's downlines open in the list.
 */
export function DownlineSheet({
  memberId,
  symbol,
  onClose,
  onDrill,
}: {
  memberId: number | null;
  symbol: string;
  onClose: () => void;
  onDrill: (id: number) => void;
}) {
  const { t } = useTranslation();
  const detail = useDownline(memberId);
  const [view, setView] = useState<View>('info');
  const [lastId, setLastId] = useState(memberId);
  if (memberId !== lastId) {
    setLastId(memberId);
    setView('info');
  }
  const data = detail.data;
  const title =
    view === 'transfer'
      ? t('agentTeam.transfer.title')
      : view === 'rates'
        ? t('agentTeam.rates.editTitle')
        : (data?.member.username ?? t('agentTeam.detail.title'));

  let body;
  if (!data && detail.isError)
    body = (
      <ListState
        testId="team-detail-error"
        alert
        title={teamErrorText(detail.error)}
        action={<RetryButton onRetry={() => void detail.refetch()} busy={detail.isFetching} />}
      />
    );
  else if (!data) body = <RowSkeleton count={4} />;
  else if (view === 'transfer')
    body = (
      <TransferForm
        targets={[{ id: data.member.id, username: data.member.username }]}
        knownBalance={data.agentBalance}
        symbol={symbol}
        onDone={() => setView('info')}
      />
    );
  else if (view === 'rates') body = <RatesEditor detail={data} onDone={() => setView('info')} />;
  else
    body = (
      <DetailInfo
        detail={data}
        symbol={symbol}
        onEditRates={() => setView('rates')}
        onTransfer={() => setView('transfer')}
        onDrill={() => onDrill(data.member.id)}
      />
    );

  return (
    <TitledSheet open={memberId !== null} title={title} onClose={onClose} testId="team-detail">
      <div className={styles.sheetBody}>{body}</div>
    </TitledSheet>
  );
}

function DetailInfo({
  detail,
  symbol,
  onEditRates,
  onTransfer,
  onDrill,
}: {
  detail: DownlineDetail;
  symbol: string;
  onEditRates: () => void;
  onTransfer: () => void;
  onDrill: () => void;
}) {
  const { t } = useTranslation();
  const m = detail.member;
  const facts: { key: string; label: string; value: ReactNode; testId?: string }[] = [
    {
      key: 'kind',
      label: t('agentTeam.detail.kind'),
      value: m.kind === 'AGENT' ? t('agentTeam.kind.AGENT') : t('agentTeam.kind.MEMBER'),
    },
    { key: 'level', label: t('agentTeam.detail.level'), value: m.depth },
    {
      key: 'balance',
      label: t('agentTeam.detail.balance'),
      value: formatMoney(m.balance, symbol),
      testId: 'team-detail-balance',
    },
    {
      key: 'state',
      label: t('agentTeam.detail.state'),
      value: (
        <span className={styles.online} data-online={m.online || undefined}>
          {m.online ? t('agentTeam.list.online') : t('agentTeam.list.offline')}
        </span>
      ),
    },
    {
      key: 'registered',
      label: t('agentTeam.detail.registered'),
      value: formatDateTime(m.registeredAt),
    },
    {
      key: 'lastLogin',
      label: t('agentTeam.detail.lastLogin'),
      value: m.lastLoginAt ? formatDateTime(m.lastLoginAt) : t('agentTeam.list.neverLoggedIn'),
    },
    { key: 'directs', label: t('agentTeam.detail.directs'), value: m.directCount },
  ];
  return (
    <>
      <dl className={styles.facts}>
        {facts.map((f) => (
          <div key={f.key} className={styles.fact}>
            <dt>{f.label}</dt>
            <dd data-testid={f.testId}>{f.value}</dd>
          </div>
        ))}
      </dl>
      <div className={styles.actions}>
        {m.kind === 'AGENT' && m.directCount > 0 && (
          <button type="button" className={buttons.secondary} onClick={onDrill}>
            {t('agentTeam.detail.viewDownlines')}
          </button>
        )}
        <button
          type="button"
          className={buttons.primary}
          onClick={onTransfer}
          data-testid="team-transfer"
        >
          {t('agentTeam.transfer.action')}
        </button>
      </div>
      <section className={styles.section} aria-labelledby="team-detail-rates">
        <h3 id="team-detail-rates" className={styles.cardTitle}>
          {t('agentTeam.rates.title')}
        </h3>
        <RateTable rates={m.rates} ceilings={detail.editable ? detail.agentRates : undefined} />
        {detail.editable ? (
          <button
            type="button"
            className={styles.linkButton}
            onClick={onEditRates}
            data-testid="team-edit-rates"
          >
            {t('agentTeam.rates.edit')}
          </button>
        ) : (
          <p className={styles.muted}>{t('agentTeam.rates.directOnly')}</p>
        )}
      </section>
    </>
  );
}

/** A direct downline's rates: between its floors and the agent's own, only changes are sent. */
function RatesEditor({ detail, onDone }: { detail: DownlineDetail; onDone: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateRebates();
  const [values, setValues] = useState<RateValues>(() => rateValues(detail.member.rates));
  const [checked, setChecked] = useState(false);
  const [serverError, setServerError] = useState<unknown>(null);
  const problems = rateProblems(values, detail.agentRates, detail.minRates);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setChecked(true);
    setServerError(null);
    if (Object.keys(problems).length > 0) return;
    const patch = changedRates(values, detail.member.rates);
    if (Object.keys(patch).length === 0) return onDone();
    try {
      await update.mutateAsync({ memberId: detail.member.id, rates: patch });
      showToast({
        message: t('agentTeam.rates.saved'),
        kind: 'success',
        durationMs: toastDurations.success,
      });
      onDone();
    } catch (error) {
      setServerError(error);
    }
  }

  return (
    <form
      className={styles.form}
      onSubmit={(e) => void submit(e)}
      noValidate
      data-testid="rates-form"
    >
      <p className={styles.muted}>
        {t('agentTeam.rates.editHint', { name: detail.member.username })}
      </p>
      <RateFields
        idPrefix="edit-rate"
        values={values}
        onChange={(type: RebateGameType, text: string) =>
          setValues((v) => ({ ...v, [type]: text }))
        }
        ceilings={detail.agentRates}
        floors={detail.minRates}
        problems={problems}
        showProblems={checked}
      />
      <FormAlert
        text={serverError === null ? null : teamErrorText(serverError)}
        testId="rates-error"
      />
      <div className={styles.actions}>
        <button type="button" className={buttons.secondary} onClick={onDone}>
          {t('common.cancel')}
        </button>
        <SubmitButton busy={update.isPending} busyLabel={t('common.loading')}>
          {t('agentTeam.rates.save')}
        </SubmitButton>
      </div>
    </form>
  );
}
