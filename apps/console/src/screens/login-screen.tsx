import type { Captcha, LoginFailure } from '@app/contracts/account';
import type { OpsSession } from '@app/contracts/operator';
import { opsRoutes } from '@app/contracts/ops-routes';
import { routes } from '@app/contracts/routes';
import type { EndpointResult } from '@app/contracts/endpoints';
import { useEffect, useState, type FormEvent } from 'react';
import { call, isApiError } from '../api/client';
import { useSession } from '../api/session';
import { useI18n } from '../i18n/i18n';
import { Preferences } from '../app/preferences';
import { ErrorAlert } from '../ui/states';
import { CopyButton } from '../ui/copy-button';

type SecondFactorResult = EndpointResult<'opsSecondFactor'>;
type Step =
  | { kind: 'password' }
  | { kind: 'totp' }
  | { kind: 'enrol'; secret: string; qrSvg: string }
  | { kind: 'recoveryCodes'; result: SecondFactorResult };

/**
 * Sign-in: password (and a captcha when the server asks for one), then the authenticator code or
 * a recovery code; a first sign-in enrols the authenticator and shows the recovery codes once.
 */
export function LoginScreen() {
  const { t } = useI18n();
  const { state, signIn } = useSession();
  const [step, setStep] = useState<Step>({ kind: 'password' });
  const [username, setUsername] = useState('');

  const finish = (result: SecondFactorResult) => {
    if (result.recoveryCodes?.length) setStep({ kind: 'recoveryCodes', result });
    else signIn(sessionOf(result));
  };

  return (
    <div className="login-page">
      <header className="login-tools">
        <Preferences />
      </header>
      <main className="login-card">
        <div className="brand large">
          <span className="brand-mark" aria-hidden="true" />
          {t('app.name')}
        </div>
        {state.status === 'signedOut' && state.ended && step.kind === 'password' && (
          <p role="status" className="notice">
            {t('login.sessionEnded')}
          </p>
        )}
        {step.kind === 'password' && (
          <PasswordStep
            username={username}
            onUsername={setUsername}
            onDone={(next) =>
              setStep(next.next === 'totp' ? { kind: 'totp' } : { kind: 'enrol', ...next })
            }
          />
        )}
        {(step.kind === 'totp' || step.kind === 'enrol') && (
          <SecondFactorStep
            enrol={step.kind === 'enrol' ? step : null}
            onDone={finish}
            onRestart={() => setStep({ kind: 'password' })}
          />
        )}
        {step.kind === 'recoveryCodes' && (
          <RecoveryCodes
            codes={step.result.recoveryCodes ?? []}
            onContinue={() => signIn(sessionOf(step.result))}
          />
        )}
      </main>
    </div>
  );
}

function sessionOf(result: SecondFactorResult): OpsSession {
  return { operator: result.operator, csrfToken: result.csrfToken, expiresAt: result.expiresAt };
}

function loginFailure(error: unknown): LoginFailure | null {
  if (!isApiError(error) || typeof error.details !== 'object' || error.details === null)
    return null;
  const details = error.details as Partial<LoginFailure>;
  return {
    captcha: details.captcha === true,
    retryAfterSeconds:
      typeof details.retryAfterSeconds === 'number' ? details.retryAfterSeconds : null,
  };
}

function PasswordStep({
  username,
  onUsername,
  onDone,
}: {
  username: string;
  onUsername: (value: string) => void;
  onDone: (result: EndpointResult<'opsLogin'>) => void;
}) {
  const { t } = useI18n();
  const [password, setPassword] = useState('');
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  const [captchaNeeded, setCaptchaNeeded] = useState(false);
  const [answer, setAnswer] = useState('');
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const [wait, setWait] = useState(0);

  // The throttle's wait counts down once a second; submitting is off until it is over.
  useEffect(() => {
    if (wait <= 0) return;
    const timer = setTimeout(() => setWait((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [wait]);

  const loadCaptcha = async () => {
    setAnswer('');
    try {
      setCaptcha(await call(routes.captcha));
    } catch (e) {
      setError(e);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!username.trim() || !password) {
      setError(t('login.required'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const body = {
        username: username.trim(),
        password,
        ...(captchaNeeded && captcha
          ? { captchaId: captcha.captchaId, captcha: answer.trim() }
          : {}),
      };
      onDone(await call(opsRoutes.opsLogin, { body }));
    } catch (e) {
      setError(e);
      const failure = loginFailure(e);
      if (failure?.retryAfterSeconds) setWait(failure.retryAfterSeconds);
      // A captcha is good for one try: a new one after every failure while they are required.
      if (failure?.captcha) {
        setCaptchaNeeded(true);
        void loadCaptcha();
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="form" onSubmit={submit} noValidate>
      <h1>{t('login.title')}</h1>
      <ErrorAlert error={error} />
      {wait > 0 && (
        <p role="status" className="notice">
          {t('login.wait', { seconds: wait })}
        </p>
      )}
      <label className="field">
        <span>{t('login.username')}</span>
        <input
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          value={username}
          onChange={(e) => onUsername(e.target.value)}
          required
        />
      </label>
      <label className="field">
        <span>{t('login.password')}</span>
        <input
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          required
        />
      </label>
      {captchaNeeded && (
        <div className="captcha">
          <label className="field">
            <span>{t('login.captcha')}</span>
            <input
              name="captcha"
              inputMode="numeric"
              autoComplete="off"
              value={answer}
              onChange={(e) => setAnswer(e.target.value)}
              required
            />
          </label>
          {captcha && <img src={captcha.image} alt={t('login.captchaImage')} />}
          <button type="button" className="button small" onClick={() => void loadCaptcha()}>
            {t('login.captchaNew')}
          </button>
        </div>
      )}
      <button type="submit" className="button primary" disabled={busy || wait > 0}>
        {busy ? t('login.signingIn') : t('login.submit')}
      </button>
    </form>
  );
}

/** The SVG markup comes from our server; as an <img> it can never run script in the page. */
function svgDataUrl(svg: string): string {
  const bytes = new TextEncoder().encode(svg);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return `data:image/svg+xml;base64,${btoa(binary)}`;
}

export function groupSecret(secret: string): string {
  return secret.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');
}

function SecondFactorStep({
  enrol,
  onDone,
  onRestart,
}: {
  enrol: { secret: string; qrSvg: string } | null;
  onDone: (result: SecondFactorResult) => void;
  onRestart: () => void;
}) {
  const { t } = useI18n();
  const [useRecovery, setUseRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = code.trim();
    const valid = useRecovery
      ? /^[0-9a-zA-Z]{5}-?[0-9a-zA-Z]{5}$/.test(value)
      : /^\d{6}$/.test(value);
    if (!valid) {
      setError(t(useRecovery ? 'login.recoveryFormat' : 'login.codeFormat'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const body = useRecovery ? { recoveryCode: value } : { code: value };
      onDone(await call(opsRoutes.opsSecondFactor, { body }));
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="form" onSubmit={submit} noValidate>
      <h1>{enrol ? t('enrol.title') : t('totp.title')}</h1>
      {enrol ? (
        <>
          <p className="hint">{t('enrol.intro')}</p>
          <div className="enrol">
            <img className="qr" src={svgDataUrl(enrol.qrSvg)} alt={t('enrol.qrAlt')} />
            <div>
              <p className="hint">{t('enrol.secretIntro')}</p>
              <p className="secret">
                <code aria-label={t('enrol.secret')}>{groupSecret(enrol.secret)}</code>
              </p>
              <CopyButton text={enrol.secret} label={t('enrol.copySecret')} />
            </div>
          </div>
        </>
      ) : (
        <p className="hint">{useRecovery ? t('totp.recoveryIntro') : t('totp.intro')}</p>
      )}
      <ErrorAlert error={error} />
      <label className="field">
        <span>{useRecovery ? t('totp.recoveryCode') : t('totp.code')}</span>
        <input
          name={useRecovery ? 'recoveryCode' : 'code'}
          className="code-input"
          inputMode={useRecovery ? 'text' : 'numeric'}
          autoComplete="one-time-code"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={useRecovery ? 11 : 6}
          // After the password the code is the next thing to type; when enrolling, the
          // instructions above come first.
          autoFocus={!enrol}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          required
        />
      </label>
      <button type="submit" className="button primary" disabled={busy}>
        {busy ? t('login.signingIn') : t('totp.submit')}
      </button>
      <div className="form-links">
        {!enrol && (
          <button
            type="button"
            className="link-button"
            onClick={() => {
              setUseRecovery((r) => !r);
              setCode('');
              setError(null);
            }}
          >
            {useRecovery ? t('totp.useCode') : t('totp.useRecovery')}
          </button>
        )}
        <button type="button" className="link-button" onClick={onRestart}>
          {t('totp.restart')}
        </button>
      </div>
    </form>
  );
}

function RecoveryCodes({ codes, onContinue }: { codes: string[]; onContinue: () => void }) {
  const { t } = useI18n();
  const [saved, setSaved] = useState(false);
  return (
    <div className="form">
      <h1>{t('recovery.title')}</h1>
      <p className="hint">{t('recovery.intro', { count: codes.length })}</p>
      <ol className="recovery-codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <CopyButton text={codes.join('\n')} label={t('recovery.copy')} />
      <label className="check">
        <input type="checkbox" checked={saved} onChange={(e) => setSaved(e.target.checked)} />
        <span>{t('recovery.saved')}</span>
      </label>
      <button type="button" className="button primary" disabled={!saved} onClick={onContinue}>
        {t('recovery.continue')}
      </button>
    </div>
  );
}
