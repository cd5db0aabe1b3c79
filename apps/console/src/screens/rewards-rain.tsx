import { opsRoutes } from '@app/contracts/ops-routes';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { call } from '../api/client';
import { useI18n } from '../i18n/i18n';
import { useFormat } from '../lib/format';
import { Dialog } from '../ui/dialog';
import { Field } from '../ui/field';
import { ErrorAlert } from '../ui/states';
import type { Notice } from './rewards-claims';
import { wholeNumber } from './rewards-parts';

const DEFAULT_MINUTES = '10';

/**
 * Starts a red envelope rain now for N minutes (live events, demos), after a confirmation: the
 * session uses the scheduled sessions' pool and limits (the server decides them).
 */
/** A session that began this long before the click was already running (clock skew allowed). */
const ALREADY_RUNNING_SLACK_MS = 5_000;

export function RedRainStart({ onNotice }: { onNotice: (notice: Notice | null) => void }) {
  const { t } = useI18n();
  const format = useFormat();
  const [minutes, setMinutes] = useState(DEFAULT_MINUTES);
  const [invalid, setInvalid] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<number | null>(null);
  const review = (event: FormEvent) => {
    event.preventDefault();
    const value = wholeNumber(minutes, 1, 60);
    setInvalid(value === null ? t('rewards.rain.minutesInvalid') : null);
    if (value !== null) {
      onNotice(null);
      setConfirming(value);
    }
  };
  return (
    <div className="rewards-rain">
      <h2>{t('rewards.rain.heading')}</h2>
      <p className="hint">{t('rewards.rain.explain')}</p>
      <form className="form rewards-rain-form" onSubmit={review} noValidate>
        <ErrorAlert error={invalid} />
        <Field label={t('rewards.rain.minutes')} hint={t('rewards.rain.minutesHint')}>
          <input
            name="minutes"
            type="number"
            inputMode="numeric"
            min={1}
            max={60}
            step={1}
            value={minutes}
            onChange={(e) => setMinutes(e.target.value)}
          />
        </Field>
        <div>
          <button type="submit" className="button primary">
            {t('rewards.rain.start')}
          </button>
        </div>
      </form>
      {confirming !== null && (
        <ConfirmRain
          minutes={confirming}
          onClose={() => setConfirming(null)}
          onDone={(session, requestedAt) => {
            setConfirming(null);
            // A start while a rain runs answers that rain (it began before this click).
            const already = Date.parse(session.startsAt) < requestedAt - ALREADY_RUNNING_SLACK_MS;
            onNotice({
              tone: 'success',
              text: t(already ? 'rewards.rain.alreadyRunning' : 'rewards.rain.started', {
                id: session.id,
                start: format.dateTime(session.startsAt),
                end: format.dateTime(session.endsAt),
              }),
            });
          }}
        />
      )}
    </div>
  );
}

function ConfirmRain({
  minutes,
  onClose,
  onDone,
}: {
  minutes: number;
  onClose: () => void;
  onDone: (session: { id: number; startsAt: string; endsAt: string }, requestedAt: number) => void;
}) {
  const { t } = useI18n();
  // One click is one session: the button's disabled state shows a moment after the click.
  const sending = useRef(false);
  const requestedAt = useRef(0);
  const mutation = useMutation({
    mutationFn: () => call(opsRoutes.opsRedRainStart, { body: { minutes } }),
    onSettled: () => {
      sending.current = false;
    },
    onSuccess: (session) => onDone(session, requestedAt.current),
  });
  return (
    <Dialog title={t('rewards.rain.confirmTitle')} onClose={onClose}>
      <form
        className="form"
        onSubmit={(event) => {
          event.preventDefault();
          if (sending.current) return;
          sending.current = true;
          requestedAt.current = Date.now();
          mutation.mutate();
        }}
        noValidate
      >
        <p className="hint">{t('rewards.rain.confirmExplain', { minutes })}</p>
        <ErrorAlert error={mutation.error} />
        <div className="dialog-actions">
          {/* Focus on Cancel: a second Enter must not start a session. */}
          <button type="button" className="button" autoFocus onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button type="submit" className="button primary" disabled={mutation.isPending}>
            {mutation.isPending ? t('rewards.rain.starting') : t('rewards.rain.confirm')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
