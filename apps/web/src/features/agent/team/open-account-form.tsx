import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { DownlineKind, RebateGameType } from '@app/contracts/agent-constants';
import { accountRules } from '@app/contracts/account-rules';
import type { Downline } from '@app/contracts/agent-team';
import { useTranslation } from '@/shared/i18n/use-translation';
import { paths } from '@/shared/lib/paths';
import { FormAlert, SecretField, TextField } from '@/shared/ui/form-field';
import { CheckCircleIcon } from '@/shared/ui/icons/check-circle';
import { SubmitButton } from '@/shared/ui/submit-button';
import buttons from '@/shared/ui/button.module.css';
import { KindChoice } from './kind-choice';
import { RateFields } from './rate-fields';
import { rateProblems, rateValues, ratesOf, type RateValues, type Rates } from './rates';
import { useOpenAccount } from './team-api';
import { teamErrorCode, teamErrorText } from './team-error';
import { inputTestId } from './test-id';
import styles from './team.module.css';

type Field = 'username' | 'password' | 'confirmPassword';

/** Which field a server refusal belongs beside (the rest show above the button). */
const fieldOfError: Partial<Record<string, Field>> = {
  USERNAME_TAKEN: 'username',
  FIELD_FORMAT: 'username',
  WEAK_PASSWORD: 'password',
  PASSWORD_MISMATCH: 'confirmPassword',
};

/**
 * Opening an account under the agent (issue 17, /m/agentRegister): a member or a sub-agent, its
 * username and password (registration's rules) and its rebate rates, each at most the agent's
 * own (shown under each field). Everything is checked before sending; a refusal keeps what was
 * typed, its reason beside the field it concerns. Success names the account and links to it in
 * team management (to transfer money to it).
 */
export function OpenAccountForm({ ownRates }: { ownRates: Rates }) {
  const { t } = useTranslation();
  const open = useOpenAccount();
  const [kind, setKind] = useState<DownlineKind>('MEMBER');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [rates, setRates] = useState<RateValues>(() => rateValues());
  const [checked, setChecked] = useState(false);
  const [serverError, setServerError] = useState<unknown>(null);
  const [opened, setOpened] = useState<Downline | null>(null);

  const problems = rateProblems(rates, ownRates);
  const local: Record<Field, string | null> = {
    username: accountRules.usernamePattern.test(username.trim())
      ? null
      : t('agentTeam.open.usernameRule'),
    password:
      password.length >= accountRules.passwordMin && password.length <= accountRules.passwordMax
        ? null
        : t('agentTeam.open.passwordRule', { min: accountRules.passwordMin }),
    confirmPassword: confirm === password && confirm !== '' ? null : t('errors.passwordMismatch'),
  };
  const serverField = fieldOfError[teamErrorCode(serverError) ?? ''];
  const errorOf = (field: Field): string | null =>
    (checked ? local[field] : null) ?? (serverField === field ? teamErrorText(serverError) : null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setChecked(true);
    setServerError(null);
    if (Object.values(local).some((e) => e !== null) || Object.keys(problems).length > 0) {
      const first = (['username', 'password', 'confirmPassword'] as const).find((f) => local[f]);
      if (first) document.getElementById(`open-${first}`)?.focus();
      return;
    }
    try {
      setOpened(
        await open.mutateAsync({
          kind,
          username: username.trim(),
          password,
          confirmPassword: confirm,
          rates: ratesOf(rates),
        }),
      );
    } catch (error) {
      setServerError(error);
    }
  }

  function another() {
    setOpened(null);
    setUsername('');
    setPassword('');
    setConfirm('');
    setChecked(false);
    setServerError(null);
  }

  if (opened)
    return (
      <section className={styles.success} data-testid="open-success" aria-live="polite">
        <CheckCircleIcon size={40} className={styles.successIcon} />
        <h2 className={styles.successTitle}>{t('agentTeam.open.done')}</h2>
        <p>
          {t('agentTeam.open.doneBody', {
            name: opened.username,
            kind: opened.kind === 'AGENT' ? t('agentTeam.kind.AGENT') : t('agentTeam.kind.MEMBER'),
          })}
        </p>
        <Link
          to={`${paths.memberTeam()}?member=${opened.id}`}
          className={buttons.primary}
          data-testid="open-success-transfer"
        >
          {t('agentTeam.open.transferTo')}
        </Link>
        <button type="button" className={buttons.secondary} onClick={another}>
          {t('agentTeam.open.another')}
        </button>
      </section>
    );

  const alert = serverError !== null && !serverField ? teamErrorText(serverError) : null;
  return (
    <form
      className={styles.form}
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-label={t('agentTeam.open.title')}
      data-testid="open-form"
    >
      <KindChoice name="open-kind" value={kind} onChange={setKind} />
      <TextField
        id="open-username"
        label={t('agentTeam.open.username')}
        hint={errorOf('username') ? undefined : t('agentTeam.open.usernameRule')}
        error={errorOf('username')}
        input={{
          ...inputTestId('open-username'),
          value: username,
          onChange: (e) => setUsername(e.target.value),
          autoComplete: 'off',
          autoCapitalize: 'none',
          spellCheck: false,
          maxLength: accountRules.usernameMax,
          'aria-required': true,
        }}
      />
      <SecretField
        id="open-password"
        label={t('agentTeam.open.password')}
        error={errorOf('password')}
        showLabel={t('agentTeam.open.showPassword')}
        hideLabel={t('agentTeam.open.hidePassword')}
        input={{
          ...inputTestId('open-password'),
          value: password,
          onChange: (e) => setPassword(e.target.value),
          autoComplete: 'new-password',
          maxLength: accountRules.passwordMax,
          'aria-required': true,
        }}
      />
      <SecretField
        id="open-confirmPassword"
        label={t('agentTeam.open.confirmPassword')}
        error={errorOf('confirmPassword')}
        showLabel={t('agentTeam.open.showPassword')}
        hideLabel={t('agentTeam.open.hidePassword')}
        input={{
          ...inputTestId('open-confirm'),
          value: confirm,
          onChange: (e) => setConfirm(e.target.value),
          autoComplete: 'new-password',
          maxLength: accountRules.passwordMax,
          'aria-required': true,
        }}
      />
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('agentTeam.rates.title')}</legend>
        <p className={styles.muted}>{t('agentTeam.rates.ceilingHint')}</p>
        <button
          type="button"
          className={styles.linkButton}
          onClick={() => setRates(rateValues(ownRates))}
        >
          {t('agentTeam.rates.useMine')}
        </button>
        <RateFields
          idPrefix="open-rate"
          values={rates}
          onChange={(type: RebateGameType, text: string) =>
            setRates((v) => ({ ...v, [type]: text }))
          }
          ceilings={ownRates}
          problems={problems}
          showProblems={checked}
        />
      </fieldset>
      <FormAlert text={alert} testId="open-error" />
      <SubmitButton busy={open.isPending} busyLabel={t('common.loading')}>
        {t('agentTeam.open.submit')}
      </SubmitButton>
    </form>
  );
}
