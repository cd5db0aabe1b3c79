import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useReducer, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Link, useLocation, useNavigate } from 'react-router';
import { accountRules } from '@app/contracts/account-rules';
import { isApiError } from '@/shared/api/client';
import { useWhitelabelFlag } from '@/shared/api/get-status';
import { returnPathAfterLogin } from '@/shared/lib/login-redirect';
import { paths } from '@/shared/lib/paths';
import { useSessionStore } from '@/shared/lib/session-store';
import { BannerGroup } from '@/shared/ui/banner-group';
import { useCaptcha } from '../api/get-captcha';
import { login } from '../api/login';
import { requestSmsNoLogin } from '../api/request-sms-no-login';
import { apiErrorMessage } from '../lib/api-error-message';
import { encodeMessage, readMessage, ruleResolver } from '../lib/form-resolver';
import { captchaReducer, initialCaptchaState, type LoginMethod } from '../lib/login-captcha';
import { buildLoginPayload, validateLogin, type LoginValues } from '../lib/login-form';
import {
  forgetRememberedLogin,
  readRememberedLogin,
  writeRememberedLogin,
} from '../lib/remembered-login';
import { defaultDialingCode } from '../lib/dialing-code';
import { digitsOnly, type RuleMessage } from '../lib/rules';
import { sessionFromLogin } from '../lib/session';
import { useLanguageRevalidation } from '../lib/use-language-revalidation';
import { useSmsCodeRequest } from '../lib/use-sms-countdown';
import styles from './auth.module.css';
import { AuthPage } from './auth-page';
import { CaptchaField } from './captcha-field';
import { DialingCodeSelect } from './dialing-code-select';
import { FormAlert, PasswordField, SubmitButton, TextField } from './form-parts';
import { SmsCodeButton } from './sms-code-button';
import { SocialLogins } from './social-logins';
import { useFreePlay } from './use-free-play';

/** Login (spec sections 2, 4, 5, 8): username/password, and SMS code with MOBILEVERCODELOGIN3. */
export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const setSession = useSessionStore((s) => s.setSession);
  const smsEnabled = useWhitelabelFlag('MOBILEVERCODELOGIN3');
  const remembered = useMemo(() => readRememberedLogin(), []);
  const [chosenMethod, setMethod] = useState<LoginMethod>(remembered?.type ?? 'username');
  const method: LoginMethod = smsEnabled ? chosenMethod : 'username';
  const [captchaState, dispatchCaptcha] = useReducer(captchaReducer, initialCaptchaState);
  const captcha = useCaptcha('login', captchaState.version, captchaState.required);
  const [formError, setFormError] = useState<RuleMessage | null>(null);
  const freePlay = useFreePlay();

  // react-hook-form takes the resolver afresh on every render, so it sees the live tab and captcha.
  const form = useForm<LoginValues>({
    // Errors first show on submit, then follow each change: a message appearing on blur would
    // push the button away from under the tap that caused the blur.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: {
      username: remembered?.username ?? '',
      password: '',
      countryDialingCode: remembered?.countryDialingCode || defaultDialingCode,
      mobileNum: remembered?.mobileNum ?? '',
      verificationCode: '',
      captcha: '',
      remember: true,
    },
    resolver: ruleResolver((values: LoginValues) =>
      validateLogin(values, method, captchaState.required),
    ),
  });
  const { register, handleSubmit, formState, setError, setValue, getValues, trigger, clearErrors } =
    form;
  useLanguageRevalidation(form);

  const sms = useSmsCodeRequest({
    send: () =>
      requestSmsNoLogin({
        mobileNum: getValues('mobileNum'),
        countryDialingCode: getValues('countryDialingCode'),
      }),
    validateMobile: () => trigger('mobileNum', { shouldFocus: true }),
    onStart: () => setFormError(null),
    onError: (message) => setError('mobileNum', encodeMessage(message)),
  });

  function switchTab(next: LoginMethod) {
    if (next === method) return;
    setMethod(next);
    setFormError(null);
    clearErrors();
    // Spec 4: the captcha is refreshed on a tab switch.
    dispatchCaptcha({ type: 'tabSwitch' });
    setValue('captcha', '');
  }

  const onSubmit = handleSubmit(
    async (values) => {
      setFormError(null);
      try {
        const result = await login(buildLoginPayload(values, method, captcha.data?.captchaId));
        if (values.remember) {
          writeRememberedLogin({
            type: method,
            username: method === 'username' ? values.username.trim() : '',
            mobileNum: method === 'sms' ? values.mobileNum.trim() : '',
            countryDialingCode: values.countryDialingCode,
          });
        } else {
          forgetRememberedLogin();
        }
        setSession(sessionFromLogin(result));
        // Lists cached for the visitor (announcements, banners) are refetched for the member.
        void queryClient.invalidateQueries();
        // Back to the screen the route guard stopped, else home (spec 4: success leads home).
        void navigate(returnPathAfterLogin(location.state), { replace: true });
      } catch (error) {
        dispatchCaptcha({ type: 'failed', details: isApiError(error) ? error.details : null });
        setValue('captcha', '');
        const message = apiErrorMessage(error);
        const code = isApiError(error) ? error.errorCode : null;
        if (code === 'CAPTCHA_INVALID' && captchaState.required) {
          setError('captcha', encodeMessage(message));
        } else if (code === 'VERIFICATION_CODE_INVALID' && method === 'sms') {
          setError('verificationCode', encodeMessage(message), { shouldFocus: true });
        } else {
          setFormError(message);
        }
      }
    },
    () => setFormError(null),
  );

  const errorOf = (name: keyof LoginValues) => readMessage(formState.errors[name]);
  const captchaInput = register('captcha', {
    onChange: (e: { target: HTMLInputElement }) => {
      e.target.value = digitsOnly(e.target.value, accountRules.captchaMax);
    },
  });

  return (
    <AuthPage title={t('auth.loginTitle')} subtitle={t('auth.loginBody')} menu>
      <BannerGroup group="m_login" className={styles.banners} />
      <form
        className={styles.form}
        onSubmit={onSubmit}
        noValidate
        aria-label={t('auth.loginTitle')}
      >
        {smsEnabled && (
          <div role="tablist" aria-label={t('auth.tabs.loginLabel')} className={styles.tabs}>
            {(['username', 'sms'] as const).map((m) => (
              <button
                key={m}
                type="button"
                role="tab"
                id={`login-tab-${m}`}
                aria-selected={method === m}
                aria-controls="login-panel"
                className={styles.tab}
                onClick={() => switchTab(m)}
              >
                {t(m === 'username' ? 'auth.tabs.password' : 'auth.tabs.sms')}
              </button>
            ))}
          </div>
        )}
        <div
          id="login-panel"
          className={styles.fields}
          {...(smsEnabled ? { role: 'tabpanel', 'aria-labelledby': `login-tab-${method}` } : {})}
        >
          {method === 'username' ? (
            <>
              <TextField
                id="login-username"
                label={t('auth.fields.username')}
                error={errorOf('username')}
                input={{
                  type: 'text',
                  autoComplete: 'username',
                  autoCapitalize: 'none',
                  spellCheck: false,
                  maxLength: accountRules.usernameMax,
                  placeholder: t('auth.placeholders.username'),
                  ...register('username'),
                }}
              />
              <PasswordField
                id="login-password"
                label={t('auth.fields.password')}
                error={errorOf('password')}
                input={{
                  autoComplete: 'current-password',
                  maxLength: accountRules.passwordMax,
                  placeholder: t('auth.placeholders.password'),
                  ...register('password'),
                }}
              />
            </>
          ) : (
            <>
              <TextField
                id="login-mobile"
                label={t('auth.fields.mobileNum')}
                error={errorOf('mobileNum')}
                leading={
                  <DialingCodeSelect
                    id="login-dialing-code"
                    fallback={defaultDialingCode}
                    select={register('countryDialingCode')}
                  />
                }
                input={{
                  type: 'tel',
                  inputMode: 'tel',
                  autoComplete: 'tel-national',
                  maxLength: accountRules.mobileMax,
                  placeholder: t('auth.placeholders.mobileNum'),
                  ...register('mobileNum'),
                }}
              />
              <TextField
                id="login-code"
                label={t('auth.fields.verificationCode')}
                error={errorOf('verificationCode')}
                trailing={
                  <SmsCodeButton state={sms.state} onRequest={() => void sms.requestCode()} />
                }
                input={{
                  type: 'text',
                  inputMode: 'numeric',
                  autoComplete: 'one-time-code',
                  maxLength: accountRules.smsCodeMax,
                  placeholder: t('auth.placeholders.verificationCode'),
                  ...register('verificationCode', {
                    onChange: (e: { target: HTMLInputElement }) => {
                      e.target.value = digitsOnly(e.target.value, accountRules.smsCodeMax);
                    },
                  }),
                }}
              />
            </>
          )}
          {captchaState.required && (
            <CaptchaField
              id="login-captcha"
              captcha={captcha}
              onRefresh={() => {
                dispatchCaptcha({ type: 'refresh' });
                setValue('captcha', '');
              }}
              error={errorOf('captcha')}
              input={{ maxLength: accountRules.captchaMax, ...captchaInput }}
            />
          )}
        </div>
        <div className={styles.row}>
          <label className={styles.check}>
            <input type="checkbox" {...register('remember')} />
            <span>{t('auth.remember')}</span>
          </label>
          <Link to={paths.forget()} className={styles.textLink}>
            {t('auth.forgot')}
          </Link>
        </div>
        <FormAlert message={formError} />
        <SubmitButton busy={formState.isSubmitting}>{t('auth.submitLogin')}</SubmitButton>
      </form>
      <p className={styles.switch}>
        {t('auth.noAccount')}{' '}
        <Link to={paths.register()} className={styles.textLink}>
          {t('auth.signUp')}
        </Link>
      </p>
      <button
        type="button"
        className={styles.secondary}
        onClick={() => freePlay.mutate()}
        disabled={freePlay.isPending}
        aria-busy={freePlay.isPending}
      >
        {freePlay.isPending ? t('auth.submitting') : t('auth.freePlay')}
      </button>
      {freePlay.isError && <FormAlert message={apiErrorMessage(freePlay.error)} />}
      <SocialLogins />
    </AuthPage>
  );
}
