import { useMemo, useReducer, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import type { TwoFactorChallenge } from '@app/contracts/account';
import { accountRules } from '@app/contracts/account-rules';
import { isTwoFactorChallenge } from '@app/contracts/security-constants';
import { isApiError } from '@/shared/api/client';
import { useWhitelabelFlag } from '@/shared/api/get-status';
import { returnPathAfterLogin } from '@/shared/lib/login-redirect';
import { paths } from '@/shared/lib/paths';
import { BannerGroup } from '@/shared/ui/banner-group';
import { useCaptcha } from '../api/get-captcha';
import { useLogin } from '../api/login';
import { requestSmsNoLogin } from '../api/request-sms';
import { apiErrorMessage, serverFieldError } from '../lib/api-error-message';
import { defaultDialingCode } from '../lib/dialing-code';
import { digitsOnly } from '../lib/digits-only';
import { encodeMessage, readMessage, type FormMessage } from '../lib/form-message';
import { captchaReducer, initialCaptchaState, type LoginMethod } from '../lib/login-captcha';
import { buildLoginPayload, type LoginValues } from '../lib/login-form';
import {
  forgetRememberedLogin,
  readRememberedLogin,
  writeRememberedLogin,
} from '../lib/remembered-login';
import { schemaResolver } from '../lib/schema-resolver';
import { useLanguageRevalidation } from '../lib/use-language-revalidation';
import { useSmsCodeRequest } from '../lib/use-sms-countdown';
import styles from './auth.module.css';
import buttonStyles from '@/shared/ui/button.module.css';
import { AuthPage } from './auth-page';
import { CaptchaField } from './captcha-field';
import { DialingCodeSelect } from './dialing-code-select';
import { FormAlert, PasswordField, SubmitButton, TextField } from './form-parts';
import { SmsCodeButton } from './sms-code-button';
import { SocialLogins } from './social-logins';
import { TwoFactorStep } from './two-factor-step';
import { useFreePlay } from './use-free-play';

/** The fields a tab shows, for server errors that name one. */
function shownFields(method: LoginMethod, captchaShown: boolean): (keyof LoginValues)[] {
  const fields: (keyof LoginValues)[] =
    method === 'username' ? ['username', 'password'] : ['mobileNum', 'verificationCode'];
  return captchaShown ? [...fields, 'captcha'] : fields;
}

/** A right password (or SMS code) on an account with two-factor login on: the code is due. */
type CodeStep = { challenge: TwoFactorChallenge; values: LoginValues; method: LoginMethod };

/**
 * Login (spec sections 2, 4, 5, 8): username/password, and SMS code with MOBILEVERCODELOGIN3. With
 * two-factor login on (issue 14) the code step follows; what was typed stays for a way back.
 */
export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const login = useLogin();
  // Spec 6, Login errors (issue 17): /m/login?side=agent is the agent side (NOT_AGENT refuses
  // non-agents; the member site refuses non-members with NOT_MEMBER); success goes to /m/agent.
  const [searchParams] = useSearchParams();
  const agentSide = searchParams.get('side') === 'agent';
  const smsEnabled = useWhitelabelFlag('MOBILEVERCODELOGIN3');
  const remembered = useMemo(() => readRememberedLogin(), []);
  const [chosenMethod, setMethod] = useState<LoginMethod>(remembered?.type ?? 'username');
  const method: LoginMethod = smsEnabled ? chosenMethod : 'username';
  const [captchaState, dispatchCaptcha] = useReducer(captchaReducer, initialCaptchaState);
  const captcha = useCaptcha('login', captchaState.version, captchaState.required);
  const [formError, setFormError] = useState<FormMessage | null>(null);
  const freePlay = useFreePlay();
  const [codeStep, setCodeStep] = useState<CodeStep | null>(null);
  // The contract's login schema of the live tab and captcha; react-hook-form takes the resolver
  // afresh on every render.
  const resolver = useMemo(
    () =>
      schemaResolver<LoginValues>((schemas) =>
        schemas.loginFormSchema(method, captchaState.required),
      ),
    [method, captchaState.required],
  );

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
    resolver,
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

  /** The session has started: remember the login (never the password) and leave. */
  function finish(values: LoginValues, via: LoginMethod) {
    if (values.remember) {
      writeRememberedLogin({
        type: via,
        username: via === 'username' ? values.username.trim() : '',
        mobileNum: via === 'sms' ? values.mobileNum.trim() : '',
        countryDialingCode: values.countryDialingCode,
      });
    } else {
      forgetRememberedLogin();
    }
    // Back to the screen the route guard stopped, else home (spec 4: success leads home); the
    // agent side to the agent home.
    void navigate(agentSide ? paths.agent() : returnPathAfterLogin(location.state), {
      replace: true,
    });
  }

  const onSubmit = handleSubmit(
    async (values) => {
      setFormError(null);
      try {
        const answer = await login.mutateAsync({
          ...buildLoginPayload(values, method, captcha.data?.captchaId),
          ...(agentSide ? { side: 'agent' as const } : {}),
        });
        if (isTwoFactorChallenge(answer)) {
          setCodeStep({ challenge: answer, values, method });
          return;
        }
        finish(values, method);
      } catch (error) {
        // Everything typed stays; only the single-use captcha is emptied (and renewed).
        dispatchCaptcha({ type: 'failed', details: isApiError(error) ? error.details : null });
        setValue('captcha', '');
        const onField = serverFieldError(error, shownFields(method, captchaState.required), {
          CAPTCHA_INVALID: 'captcha',
          VERIFICATION_CODE_INVALID: 'verificationCode',
        });
        if (onField) {
          setError(onField.field, encodeMessage(onField.message), {
            shouldFocus: onField.field !== 'captcha',
          });
        } else {
          setFormError(apiErrorMessage(error));
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

  const title = agentSide ? t('agentHome.login.title') : t('auth.loginTitle');
  const subtitle = agentSide ? t('agentHome.login.body') : t('auth.loginBody');

  if (codeStep)
    return (
      <AuthPage title={title} subtitle={subtitle} menu>
        <TwoFactorStep
          challenge={codeStep.challenge}
          onSignedIn={() => finish(codeStep.values, codeStep.method)}
          onExpired={() => {
            setCodeStep(null);
            setFormError({ key: 'memberErrors.twoFactorChallengeExpired' });
          }}
          onBack={() => setCodeStep(null)}
        />
      </AuthPage>
    );

  return (
    <AuthPage title={title} subtitle={subtitle} menu>
      <BannerGroup group="m_login" className={styles.banners} leading />
      {/* POST: sent before the app has taken the server-rendered page over, the password never
          goes into an address (the server sends the page back; decision 0048). */}
      <form className={styles.form} method="post" onSubmit={onSubmit} noValidate aria-label={title}>
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
      <p className={styles.switch}>
        <Link
          to={{ pathname: paths.login(), search: agentSide ? '' : '?side=agent' }}
          state={location.state as unknown}
          replace
          className={styles.textLink}
          data-testid="login-side-switch"
        >
          {agentSide ? t('agentHome.login.toMember') : t('agentHome.login.toAgent')}
        </Link>
      </p>
      <button
        type="button"
        className={buttonStyles.secondary}
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
