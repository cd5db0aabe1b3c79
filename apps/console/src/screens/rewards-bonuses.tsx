import { opsRoutes } from '@app/contracts/ops-routes';
import type { OpsDepositPromotion } from '@app/contracts/rewards';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { call } from '../api/client';
import { useOperator } from '../api/session';
import type { RewardsKey } from '../i18n/rewards-en';
import { useI18n } from '../i18n/i18n';
import { mayCall } from '../lib/access';
import { useFormat } from '../lib/format';
import { Dialog } from '../ui/dialog';
import { Field } from '../ui/field';
import { QueryTable } from '../ui/query-table';
import { ErrorAlert } from '../ui/states';
import { Switch } from '../ui/switch';
import type { Notice } from './rewards-claims';
import { useAmount, wholeNumber } from './rewards-parts';

/**
 * The deposit bonuses and their wagering rules. Finance changes the wagering multiple, the days
 * and whether a bonus is offered; bonuses already credited keep the rules they were credited
 * with (the server copies them into each grant).
 */
export function DepositBonuses({ onNotice }: { onNotice: (notice: Notice | null) => void }) {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<OpsDepositPromotion | null>(null);
  const query = useQuery({
    queryKey: ['depositPromotions'],
    queryFn: ({ signal }) => call(opsRoutes.opsDepositPromotions, {}, { signal }),
    select: (answer) => answer.list,
  });
  return (
    <>
      <QueryTable
        query={query}
        label={t('rewards.bonuses.list')}
        empty={t('rewards.bonuses.none')}
        head={
          <>
            <th scope="col">{t('rewards.bonuses.col.promotion')}</th>
            <th scope="col">{t('rewards.bonuses.col.bonus')}</th>
            <th scope="col" className="num">
              {t('rewards.bonuses.col.minDeposit')}
            </th>
            <th scope="col">{t('rewards.bonuses.col.wagering')}</th>
            <th scope="col">{t('rewards.bonuses.col.days')}</th>
            <th scope="col">{t('rewards.bonuses.col.status')}</th>
            <th scope="col" className="num">
              {t('rewards.bonuses.col.active')}
            </th>
            <th scope="col">
              <span className="visually-hidden">{t('rewards.bonuses.col.actions')}</span>
            </th>
          </>
        }
        row={(promo) => (
          <BonusRow
            key={promo.id}
            promo={promo}
            onEdit={() => {
              onNotice(null);
              setEditing(promo);
            }}
          />
        )}
      />
      {editing && (
        <BonusDialog
          promo={editing}
          onClose={() => setEditing(null)}
          onDone={(saved) => {
            setEditing(null);
            onNotice(
              saved
                ? { tone: 'success', text: t('rewards.bonuses.saved', { title: saved.title }) }
                : { tone: 'warn', text: t('rewards.bonuses.unchanged') },
            );
            void queryClient.invalidateQueries({ queryKey: ['depositPromotions'] });
          }}
        />
      )}
    </>
  );
}

function BonusRow({ promo, onEdit }: { promo: OpsDepositPromotion; onEdit: () => void }) {
  const { t } = useI18n();
  const format = useFormat();
  const amount = useAmount();
  const operator = useOperator();
  return (
    <tr>
      <td className="wrap">
        {promo.title}{' '}
        <span className="badge">
          {t(`rewards.bonuses.kind.${promo.kind}` satisfies RewardsKey)}
        </span>
        <span className="muted rewards-sub">
          <code>{promo.code}</code>
        </span>
      </td>
      <td>
        {t('rewards.bonuses.percentUpTo', {
          percent: format.number(promo.bonusPercent),
          max: amount(promo.maxBonus),
        })}
      </td>
      <td className="num">{amount(promo.minDeposit)}</td>
      <td>
        {promo.wagerMultiplier > 0
          ? t('rewards.bonuses.multiple', { multiple: promo.wagerMultiplier })
          : t('rewards.bonuses.noWagering')}
      </td>
      <td>{t('rewards.bonuses.daysValue', { days: format.number(promo.wagerDays) })}</td>
      <td>
        <span className={`badge ${promo.enabled ? 'ok' : ''}`}>
          {t(promo.enabled ? 'rewards.bonuses.on' : 'rewards.bonuses.off')}
        </span>
      </td>
      <td className="num">{format.number(promo.activeBonuses)}</td>
      <td className="row-actions">
        {mayCall('opsDepositPromotionUpdate', operator.role) && (
          <button
            type="button"
            className="button small"
            aria-label={t('rewards.bonuses.editNamed', { title: promo.title })}
            onClick={onEdit}
          >
            {t('rewards.bonuses.edit')}
          </button>
        )}
      </td>
    </tr>
  );
}

/** Edits one bonus's rules; only the fields that changed are sent. */
function BonusDialog({
  promo,
  onClose,
  onDone,
}: {
  promo: OpsDepositPromotion;
  onClose: () => void;
  /** The saved promotion, or null when nothing was changed. */
  onDone: (saved: OpsDepositPromotion | null) => void;
}) {
  const { t } = useI18n();
  const [multiple, setMultiple] = useState(String(promo.wagerMultiplier));
  const [days, setDays] = useState(String(promo.wagerDays));
  const [enabled, setEnabled] = useState(promo.enabled);
  const [invalid, setInvalid] = useState<string | null>(null);
  const sending = useRef(false);
  const mutation = useMutation({
    mutationFn: (body: { wagerMultiplier?: number; wagerDays?: number; enabled?: boolean }) =>
      call(opsRoutes.opsDepositPromotionUpdate, { params: { id: promo.id }, body }),
    onSettled: () => {
      sending.current = false;
    },
    onSuccess: onDone,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const wagerMultiplier = wholeNumber(multiple, 0, 100);
    const wagerDays = wholeNumber(days, 1, 365);
    const problem =
      wagerMultiplier === null
        ? t('rewards.bonuses.multipleInvalid')
        : wagerDays === null
          ? t('rewards.bonuses.daysInvalid')
          : null;
    setInvalid(problem);
    if (wagerMultiplier === null || wagerDays === null) return;
    const body = {
      ...(wagerMultiplier !== promo.wagerMultiplier ? { wagerMultiplier } : {}),
      ...(wagerDays !== promo.wagerDays ? { wagerDays } : {}),
      ...(enabled !== promo.enabled ? { enabled } : {}),
    };
    if (Object.keys(body).length === 0) onDone(null);
    else if (!sending.current) {
      sending.current = true;
      mutation.mutate(body);
    }
  };
  return (
    <Dialog title={t('rewards.bonuses.editTitle', { title: promo.title })} onClose={onClose}>
      <form className="form" onSubmit={submit} noValidate>
        <p className="hint">{t('rewards.bonuses.editExplain')}</p>
        <ErrorAlert error={invalid ?? mutation.error} />
        <Field label={t('rewards.bonuses.multipleLabel')} hint={t('rewards.bonuses.multipleHint')}>
          <input
            name="wagerMultiplier"
            type="number"
            inputMode="numeric"
            min={0}
            max={100}
            step={1}
            autoFocus
            value={multiple}
            onChange={(e) => setMultiple(e.target.value)}
          />
        </Field>
        <Field label={t('rewards.bonuses.daysLabel')} hint={t('rewards.bonuses.daysHint')}>
          <input
            name="wagerDays"
            type="number"
            inputMode="numeric"
            min={1}
            max={365}
            step={1}
            value={days}
            onChange={(e) => setDays(e.target.value)}
          />
        </Field>
        <Switch
          label={t('rewards.bonuses.enabledLabel')}
          hint={t('rewards.bonuses.enabledHint')}
          checked={enabled}
          onChange={setEnabled}
        />
        <div className="dialog-actions">
          <button type="button" className="button" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button type="submit" className="button primary" disabled={mutation.isPending}>
            {mutation.isPending ? t('rewards.bonuses.saving') : t('rewards.bonuses.save')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
