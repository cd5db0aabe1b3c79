import type { ParseKeys } from '@/shared/i18n/translator';
import { useMemo, useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type {
  RegisterFieldName,
  RegisterFieldRule,
  RegistrationSettings,
} from '@app/contracts/account';
import { accountRules } from '@app/contracts/account-rules';
import { deviceValue } from '@/shared/api/encrypted-call';
import { useAnnouncements } from '@/shared/api/get-announcements';
import { paths } from '@/shared/lib/paths';
import { useSaferGamblingIntroStore } from '@/shared/lib/safer-gambling-intro-store';
import { useSessionStore } from '@/shared/lib/session-store';
import { BannerGroup } from '@/shared/ui/banner-group';
import { HtmlContent } from '@/shared/ui/html-content';
import { checkAffiliateCode } from '../api/check-affiliate-code';
import { checkUsernameAvailable } from '../api/check-username';
import { useCaptcha } from '../api/get-captcha';
import { useRegisterSettings } from '../api/get-register-settings';
import { useRegisterMember } from '../api/register-member';
import { requestSmsRegister } from '../api/request-sms';
import { apiErrorMessage, serverFieldError } from '../lib/api-error-message';
import { digitsOnly } from '../lib/digits-only';
import { encodeMessage, readMessage, type FormMessage } from '../lib/form-message';
import { birthdayBounds, registerFormFields } from '@app/contracts/account-form-fields';
import {
  buildRegisterPayload,
  enabledMethods,
  fieldInputProps,
  initialRegisterMethod,
  linkAffiliateCode,
  registerErrorField,
  type RegisterMethod,
  type RegisterValues,
} from '../lib/register-form';
import { schemaResolver } from '../lib/schema-resolver';
import { useLanguageRevalidation } from '../lib/use-language-revalidation';
import { useSmsCodeRequest } from '../lib/use-sms-countdown';
import styles from './auth.module.css';
import buttonStyles from '@/shared/ui/button.module.css';
import fieldStyles from '@/shared/ui/form-field.module.css';
import spinnerStyles from '@/shared/ui/spinner.module.css';
import { AuthPage } from './auth-page';
import { CaptchaField } from './captcha-field';
import { DialingCodeSelect } from './dialing-code-select';
import { FormAlert, PasswordField, SubmitButton, TextField, useMessageText } from './form-parts';
import { SmsCodeButton } from './sms-code-button';
import { SocialLogins } from './social-logins';

/** Register (spec sections 2, 4, 5, 8): tabs, fields and rules from the operator's settings. */
export function RegisterPage() {
  const { t } = useTranslation();
  const settings = useRegisterSettings();
  return (
    <AuthPage title={t('auth.registerTitle')} subtitle={t('auth.registerBody')} menu>
      <BannerGroup group="m_reg" className={styles.banners} leading />
      <RegisterNotice />
      {settings.data ? (
        enabledMethods(settings.data).length > 0 ? (
          <RegisterForm settings={settings.data} />
        ) : (
          <p className={styles.notice}>{t('auth.registerUnavailable')}</p>
        )
      ) : settings.isError ? (
        <div className={styles.center}>
          <FormAlert message={apiErrorMessage(settings.error)} />
          <button
            type="button"
            className={buttonStyles.secondary}
            onClick={() => void settings.refetch()}
          >
            {t('common.retry')}
          </button>
        </div>
      ) : (
        <div className={styles.center} role="status">
          <span className={spinnerStyles.large} aria-hidden="true" />
          {t('common.loading')}
        </div>
      )}
      <p className={styles.switch}>
        {t('auth.haveAccount')}{' '}
        <Link to={paths.login()} className={styles.textLink}>
          {t('auth.logIn')}
        </Link>
      </p>
      <SocialLogins />
    </AuthPage>
  );
}

/** The m_reg announcement (spec 2), sanitised through html-content. */
function RegisterNotice() {
  const { t } = useTranslation();
  const { data } = useAnnouncements({ types: 'PL', groupName: 'm_reg' });
  const items = (data?.player ?? []).filter((item) => item.content || item.title);
  if (items.length === 0) return null;
  return (
    <section className={styles.notice} aria-label={t('auth.regNotice')}>
      {items.map((item) => (
        <article key={item.id}>
          {item.title && <h2 className={styles.noticeTitle}>{item.title}</h2>}
          <HtmlContent html={item.content} />
        </article>
      ))}
    </section>
  );
}

const placeholderKeys: Partial<Record<RegisterFieldName, `auth.placeholders.${string}`>> = {
  username: 'auth.placeholders.username',
  password: 'auth.placeholders.newPassword',
  confirmPassword: 'auth.placeholders.confirm',
  paymentPassword: 'auth.placeholders.newPassword',
  mobileNum: 'auth.placeholders.mobileNum',
  verificationCode: 'auth.placeholders.verificationCode',
  email: 'auth.placeholders.email',
};

function RegisterForm({ settings }: { settings: RegistrationSettings }) {
  const { t } = useTranslation();
  const text = useMessageText();
  const navigate = useNavigate();
  const registerMember = useRegisterMember();
  const [params] = useSearchParams();
  const methods = enabledMethods(settings);
  const [method, setMethod] = useState<RegisterMethod>(() => initialRegisterMethod(settings));
  const fields = registerFormFields(settings, method);
  const shown = (name: RegisterFieldName) => fields.some((f) => f.name === name);
  const [captchaVersion, setCaptchaVersion] = useState(0);
  const captcha = useCaptcha('register', captchaVersion, shown('captcha'));
  const [formError, setFormError] = useState<FormMessage | null>(null);
  const today = useMemo(() => new Date(), []);
  const bounds = birthdayBounds(today);
  // The one schema the operator's settings make (packages/contracts), for the active tab.
  const resolver = useMemo(
    () =>
      schemaResolver<RegisterValues>((schemas) =>
        schemas.registerFormSchema(settings, method, today),
      ),
    [settings, method, today],
  );

  const form = useForm<RegisterValues>({
    // Errors first show on submit, then follow each change: a message appearing on blur would
    // push the button away from under the tap that caused the blur.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: false,
    defaultValues: {
      countryDialingCode: settings.defaultCountryDialingCode,
      // Spec 4: the disclaimer starts checked.
      disclaimer: true,
      affiliateCode: linkAffiliateCode(params) ?? '',
    },
    resolver,
  });
  const {
    register,
    handleSubmit,
    formState,
    setError,
    setFocus,
    setValue,
    getValues,
    trigger,
    clearErrors,
  } = form;
  useLanguageRevalidation(form);

  const sms = useSmsCodeRequest({
    send: () =>
      requestSmsRegister({
        mobileNum: getValues('mobileNum') ?? '',
        countryDialingCode: getValues('countryDialingCode'),
      }),
    validateMobile: () => trigger('mobileNum', { shouldFocus: true }),
    onStart: () => setFormError(null),
    onError: (message) => setError('mobileNum', encodeMessage(message), { shouldFocus: true }),
  });

  function refreshCaptcha() {
    setCaptchaVersion((v) => v + 1);
    setValue('captcha', '');
  }

  function switchTab(next: RegisterMethod) {
    if (next === method) return;
    setMethod(next);
    setFormError(null);
    clearErrors();
  }

  // Spec 5: the first invalid field, in display order, gets focus on submit.
  function focusFirstError(errors: FieldErrors<RegisterValues>) {
    const first = [...fields.map((f) => f.name), 'disclaimer' as const].find((n) => errors[n]);
    if (first) setFocus(first);
  }

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    const affiliate = values.affiliateCode ?? '';
    if (shown('affiliateCode') && affiliate.trim() !== '') {
      // Spec 5/8: the code is checked by a call; on failure its error shows and it gets focus.
      const valid = await checkAffiliateCode(affiliate).catch(() => true);
      if (!valid) {
        setError('affiliateCode', encodeMessage({ key: 'errors.invalidInvitation' }), {
          shouldFocus: true,
        });
        return;
      }
    }
    try {
      const payload = buildRegisterPayload({
        settings,
        fields,
        values,
        registerMethod: deviceValue(),
        location: window.location,
        captchaId: captcha.data?.captchaId,
        linkAffiliateCode: linkAffiliateCode(params),
      });
      await registerMember.mutateAsync({ method, payload });
      // Issue 18: the new member is shown the safer-gambling tools once (app/shell).
      const token = useSessionStore.getState().session?.token;
      if (token) useSaferGamblingIntroStore.getState().registered(token);
      void navigate(paths.home(), { replace: true });
    } catch (error) {
      // Everything typed stays; only the single-use captcha is renewed.
      if (shown('captcha')) refreshCaptcha();
      const onField = serverFieldError(
        error,
        fields.map((f) => f.name),
        registerErrorField,
      );
      if (onField) {
        setError(onField.field, encodeMessage(onField.message), { shouldFocus: true });
      } else {
        setFormError(apiErrorMessage(error));
      }
    }
  }, focusFirstError);

  const errorOf = (name: RegisterFieldName | 'disclaimer') => readMessage(formState.errors[name]);

  async function checkUsernameOnBlur(value: string) {
    if (!accountRules.usernamePattern.test(value.trim())) return;
    // A failed check says nothing: the server checks again on submit.
    const available = await checkUsernameAvailable(value).catch(() => true);
    if (!available && getValues('username') === value) {
      setError('username', encodeMessage({ key: 'errors.usernameTaken' }));
    }
  }

  function renderField(rule: RegisterFieldRule) {
    const id = `register-${rule.name}`;
    const { type, autoComplete, inputMode, maxLength } = fieldInputProps(rule);
    const placeholderKey = placeholderKeys[rule.name];
    const common = {
      id,
      label: t(`auth.fields.${rule.name}`),
      optional: !rule.required,
      error: errorOf(rule.name),
    };
    const input = {
      type,
      autoComplete,
      inputMode,
      maxLength,
      placeholder: placeholderKey ? t(placeholderKey as ParseKeys) : undefined,
      autoCapitalize: 'none',
      spellCheck: false,
      'aria-required': rule.required,
    };
    switch (rule.name) {
      case 'password':
        return (
          <PasswordField
            key={rule.name}
            {...common}
            input={{
              ...input,
              ...register('password', {
                // Spec 5: changing the password re-checks a typed confirmation.
                onChange: () => {
                  if (getValues('confirmPassword')) void trigger('confirmPassword');
                },
              }),
            }}
          />
        );
      case 'username':
        return (
          <TextField
            key={rule.name}
            {...common}
            input={{
              ...input,
              ...register('username', {
                // Tell the player a name is taken when they leave the field, not after submit.
                onBlur: (e: { target: HTMLInputElement }) =>
                  void checkUsernameOnBlur(e.target.value),
              }),
            }}
          />
        );
      case 'confirmPassword':
      case 'paymentPassword':
        return (
          <PasswordField key={rule.name} {...common} input={{ ...input, ...register(rule.name) }} />
        );
      case 'mobileNum':
        return (
          <TextField
            key={rule.name}
            {...common}
            leading={
              <DialingCodeSelect
                id="register-dialing-code"
                fallback={settings.defaultCountryDialingCode}
                select={register('countryDialingCode')}
              />
            }
            hint={t('auth.mobileHint', settings.phoneDigits)}
            input={{ ...input, ...register('mobileNum') }}
          />
        );
      case 'verificationCode':
        return (
          <TextField
            key={rule.name}
            {...common}
            trailing={<SmsCodeButton state={sms.state} onRequest={() => void sms.requestCode()} />}
            input={{
              ...input,
              ...register('verificationCode', {
                onChange: (e: { target: HTMLInputElement }) => {
                  e.target.value = digitsOnly(e.target.value, accountRules.smsCodeMax);
                },
              }),
            }}
          />
        );
      case 'captcha':
        return (
          <CaptchaField
            key={rule.name}
            id={id}
            captcha={captcha}
            onRefresh={refreshCaptcha}
            error={common.error}
            input={{
              maxLength: accountRules.captchaMax,
              'aria-required': true,
              ...register('captcha', {
                onChange: (e: { target: HTMLInputElement }) => {
                  e.target.value = digitsOnly(e.target.value, accountRules.captchaMax);
                },
              }),
            }}
          />
        );
      case 'birthday':
        return (
          <TextField
            key={rule.name}
            {...common}
            input={{ ...input, min: bounds.min, max: bounds.max, ...register('birthday') }}
          />
        );
      default:
        return (
          <TextField key={rule.name} {...common} input={{ ...input, ...register(rule.name) }} />
        );
    }
  }

  const disclaimerError = text(errorOf('disclaimer'));
  return (
    // POST: see login-page.tsx (a password never goes into an address).
    <form
      method="post"
      className={styles.form}
      onSubmit={onSubmit}
      noValidate
      aria-label={t('auth.registerTitle')}
    >
      {methods.length > 1 && (
        <div role="tablist" aria-label={t('auth.tabs.registerLabel')} className={styles.tabs}>
          {methods.map((m) => (
            <button
              key={m}
              type="button"
              role="tab"
              id={`register-tab-${m}`}
              aria-selected={method === m}
              aria-controls="register-panel"
              className={styles.tab}
              onClick={() => switchTab(m)}
            >
              {t(m === 'username' ? 'auth.tabs.username' : 'auth.tabs.mobile')}
            </button>
          ))}
        </div>
      )}
      <div
        id="register-panel"
        className={styles.fields}
        {...(methods.length > 1
          ? { role: 'tabpanel', 'aria-labelledby': `register-tab-${method}` }
          : {})}
      >
        {fields.map(renderField)}
      </div>
      <div className={fieldStyles.field}>
        <label className={styles.checkBlock}>
          <input
            type="checkbox"
            aria-invalid={disclaimerError !== null}
            aria-describedby={disclaimerError ? 'register-disclaimer-error' : undefined}
            {...register('disclaimer', {
              // Spec 4: unchecking shows its error at once.
              onChange: () => void trigger('disclaimer'),
            })}
          />
          <span>{t('auth.disclaimer', { age: settings.minAge })}</span>
        </label>
        <Link to={paths.help(undefined, 'terms')} className={styles.textLink}>
          {t('auth.terms')}
        </Link>
        {disclaimerError && (
          <p id="register-disclaimer-error" className={fieldStyles.error}>
            {disclaimerError}
          </p>
        )}
      </div>
      <FormAlert message={formError} />
      <SubmitButton busy={formState.isSubmitting}>{t('auth.submitRegister')}</SubmitButton>
    </form>
  );
}
