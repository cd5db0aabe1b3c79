import { useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { DepositMethod, DepositMethods, DepositPromo } from '@app/contracts/cashier';
import { parseAmountMinor } from '@app/contracts/money';
import { useLanguageStore } from '@/shared/i18n/i18n';
import { toApiLanguage } from '@/shared/i18n/languages';
import { useTranslation } from '@/shared/i18n/use-translation';
import { FormAlert } from '@/shared/ui/form-field';
import { WalletIcon } from '@/shared/ui/icons/wallet';
import { ListState } from '@/shared/ui/list-state';
import { SubmitButton } from '@/shared/ui/submit-button';
import { useCreateDeposit } from '../../api/deposit-create';
import { useDepositMethods } from '../../api/deposit-methods';
import { useDepositPromos } from '../../api/deposit-promos';
import { cashierErrorMessage } from '../../lib/cashier-error';
import { formatMoney } from '../../lib/money-text';
import { ruleVerdict, useFieldErrorText, type Message } from '../cashier-ui/field-messages';
import { LoadFailed } from '../cashier-ui/load-failed';
import { AmountField } from './amount-field';
import {
  amountProblem,
  newRequestId,
  reachesPromoMinimum,
  validAmountMinor,
} from './deposit-rules';
import { MethodPicker } from './method-picker';
import { noPromo, PromoPicker } from './promo-picker';
import { usePromoPreselect } from './use-promo-preselect';
import { usePromoQuote } from './use-promo-quote';
import styles from './deposit.module.css';

type DepositValues = { methodCode: string; amount: string; promoId: string };

/**
 * The deposit form: methods (loading, failure, none), then the method, amount and promotion, and
 * the pay button. A gateway deposit opens the gateway's page; a bank transfer goes on to its
 * transfer details (`onCreated`).
 */
export function DepositForm({
  currencySymbol,
  onCreated,
  preselectPromoId = null,
}: {
  currencySymbol: string;
  onCreated: (depositId: number) => void;
  /** `?promo=<id>`: chosen once the promotions arrive, when this member is offered it. */
  preselectPromoId?: number | null;
}) {
  const { t } = useTranslation();
  const methods = useDepositMethods();
  if (methods.data === undefined) {
    if (methods.isError)
      return (
        <LoadFailed
          testId="deposit-methods-error"
          title={t('deposit.methodsError')}
          query={methods}
        />
      );
    return <FormSkeleton label={t('common.loading')} />;
  }
  const all = methods.data.groups.flatMap((group) => group.methods);
  if (all.length === 0)
    return (
      <ListState
        testId="deposit-no-methods"
        icon={<WalletIcon size={32} />}
        title={t('deposit.noMethodsTitle')}
        body={t('deposit.noMethodsBody')}
      />
    );
  return (
    <DepositFormBody
      groups={methods.data.groups}
      methods={all}
      currencySymbol={currencySymbol}
      onCreated={onCreated}
      preselectPromoId={preselectPromoId}
    />
  );
}

function FormSkeleton({ label }: { label: string }) {
  return (
    <div role="status" data-testid="deposit-loading" className={styles.skeletonForm}>
      <span className="visually-hidden">{label}</span>
      <div aria-hidden="true" className={styles.skeletonTiles}>
        {Array.from({ length: 4 }, (_, i) => (
          <span key={i} className={styles.skeletonTile} />
        ))}
      </div>
      <span aria-hidden="true" className={styles.skeletonBar} />
      <span aria-hidden="true" className={styles.skeletonBar} />
    </div>
  );
}

function DepositFormBody({
  groups,
  methods,
  currencySymbol,
  onCreated,
  preselectPromoId,
}: {
  groups: DepositMethods['groups'];
  methods: readonly DepositMethod[];
  currencySymbol: string;
  onCreated: (depositId: number) => void;
  preselectPromoId: number | null;
}) {
  const { t } = useTranslation();
  const language = useLanguageStore((s) => s.language);
  const promos = useDepositPromos();
  const create = useCreateDeposit();
  const errorText = useFieldErrorText();
  const [serverError, setServerError] = useState<unknown>(null);
  const [localProblem, setLocalProblem] = useState<Message | null>(null);
  const [promoRefusal, setPromoRefusal] = useState<unknown>(null);
  const [redirecting, setRedirecting] = useState(false);
  // One attempt = one method, amount and promotion: a retry or a double click of the same
  // attempt sends the same requestId, so the server starts one deposit (decision 0015).
  const attempt = useRef<{ key: string; requestId: string } | null>(null);

  const methodOf = (code: string) => methods.find((m) => m.code === code) ?? methods[0];
  const { register, handleSubmit, control, formState, setValue, trigger } = useForm<DepositValues>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { methodCode: methods[0]?.code ?? '', amount: '', promoId: noPromo },
  });
  const [methodCode, amount, promoId] = useWatch({
    control,
    name: ['methodCode', 'amount', 'promoId'],
  });
  const method = methodOf(methodCode);
  const promoList: readonly DepositPromo[] = promos.data ?? [];
  const preselect = usePromoPreselect(preselectPromoId, promos.data, (id) =>
    setValue('promoId', String(id)),
  );
  const promo = promoList.find((p) => String(p.id) === promoId);
  const amountMinor = validAmountMinor(amount, method);

  const quote = usePromoQuote({
    promo,
    methodCode: method?.code ?? '',
    amount,
    amountMinor,
    onNotEligible: (refusal) => {
      // The server says this promotion does not apply: say why and deposit without a bonus.
      setPromoRefusal(refusal);
      setValue('promoId', noPromo);
    },
  });

  const methodField = register('methodCode', {
    onChange: () => {
      if (formState.isSubmitted) void trigger('amount');
    },
  });
  const amountField = register('amount', {
    validate: (value, values) => ruleVerdict(amountProblem(value, methodOf(values.methodCode))),
  });
  const promoField = register('promoId', { onChange: () => setPromoRefusal(null) });

  async function submit(values: DepositValues) {
    setServerError(null);
    setLocalProblem(null);
    const chosen = methodOf(values.methodCode);
    const minor = parseAmountMinor(values.amount);
    if (!chosen || minor === null) return;
    const chosenPromo = promoList.find((p) => String(p.id) === values.promoId);
    if (chosenPromo && !reachesPromoMinimum(chosenPromo, minor)) {
      setLocalProblem({
        key: 'deposit.promoBelowMinSubmit',
        values: { min: formatMoney(chosenPromo.minDeposit, currencySymbol) },
      });
      return;
    }
    const key = `${chosen.code}|${minor}|${chosenPromo?.id ?? ''}`;
    if (attempt.current?.key !== key) attempt.current = { key, requestId: newRequestId() };
    try {
      const created = await create.mutateAsync({
        requestId: attempt.current.requestId,
        methodCode: chosen.code,
        amount: values.amount.trim(),
        promoId: chosenPromo?.id ?? null,
        language: toApiLanguage(language),
      });
      attempt.current = null;
      if (created.redirectUrl) {
        // The gateway's own page; it sends the player back to /m/voucherCenter?deposit=<id>.
        setRedirecting(true);
        window.location.assign(created.redirectUrl);
        return;
      }
      onCreated(created.deposit.id);
    } catch (error) {
      setServerError(error);
    }
  }

  const message =
    serverError !== null
      ? cashierErrorMessage(serverError)
      : localProblem
        ? t(localProblem.key, localProblem.values ?? {})
        : null;
  const busy = formState.isSubmitting || redirecting;

  return (
    <form
      className={styles.form}
      // handleSubmit is called per submit so the attempt ref is only read in the event.
      onSubmit={(event) => void handleSubmit(submit)(event)}
      noValidate
      aria-label={t('deposit.formLabel')}
    >
      <section className={styles.section} aria-labelledby="deposit-methods-title">
        <h2 id="deposit-methods-title" className={styles.sectionTitle}>
          {t('deposit.methodsTitle')}
        </h2>
        <MethodPicker groups={groups} currencySymbol={currencySymbol} field={methodField} />
      </section>
      {method && (
        <section className={styles.section} aria-labelledby="deposit-amount-title">
          <h2 id="deposit-amount-title" className={styles.sectionTitle}>
            {t('deposit.amountTitle', { method: method.name })}
          </h2>
          <AmountField
            method={method}
            value={amount}
            error={errorText(formState.errors.amount)}
            currencySymbol={currencySymbol}
            field={amountField}
            onPreset={(text) =>
              setValue('amount', text, { shouldValidate: formState.isSubmitted, shouldDirty: true })
            }
          />
        </section>
      )}
      {preselect.unavailable && (
        <p className={styles.promoNote} role="status" data-testid="promo-unavailable">
          {t('rewards.deposit.promoUnavailable')}
        </p>
      )}
      {promoList.length > 0 && (
        <PromoPicker
          promos={promoList}
          selected={promoId}
          quote={quote}
          refusal={promoRefusal}
          currencySymbol={currencySymbol}
          field={promoField}
        />
      )}
      <FormAlert text={message} testId="deposit-error" />
      <SubmitButton
        busy={busy}
        busyLabel={redirecting ? t('deposit.redirecting') : t('deposit.paying')}
      >
        {t('deposit.pay')}
      </SubmitButton>
    </form>
  );
}
