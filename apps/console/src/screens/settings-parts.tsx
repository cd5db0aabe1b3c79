import type { OperatorSettings } from '@app/contracts/system';
import { opsRoutes } from '@app/contracts/ops-routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { call } from '../api/client';
import { useI18n } from '../i18n/i18n';
import { ErrorAlert } from '../ui/states';

export type Settings = OperatorSettings;
export type SettingsKey = keyof Settings;
/** The keys with a section of their own; every other key is edited as JSON under Advanced. */
export const ownSections = [
  'maintenance',
  'region',
  'whitelabel',
  'resources',
  'liveChat',
] as const;

/** The same value (drafts are compared with what the server holds to know what changed). */
export const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Sends one patch and puts the server's answer (the new settings) in the cache. */
function useSettingsSave() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { patch: Partial<Settings>; reason?: string }) =>
      call(opsRoutes.opsSettingsUpdate, { body }),
    onSuccess: (next) => queryClient.setQueryData(['settings'], next),
  });
}

/**
 * One saveable part of the settings: its controls, an optional reason, Save and Undo. `build`
 * returns the patch (only the changed key) or a message saying what is wrong with the input.
 * On an error nothing the operator typed is lost; on success `onSaved` takes the stored value.
 */
export function SettingsSection({
  title,
  intro,
  changed,
  build,
  onUndo,
  onSaved,
  children,
  outside,
  bare = false,
}: {
  title: string;
  intro?: string;
  changed: boolean;
  build: () => Partial<Settings> | string;
  onUndo: () => void;
  onSaved: (settings: Settings) => void;
  children: ReactNode;
  /** Rendered after the form (dialogs: a form must not sit inside another). */
  outside?: ReactNode;
  /** Inside a disclosure that already names it: no panel and no heading of its own. */
  bare?: boolean;
}) {
  const { t } = useI18n();
  const titleId = useId();
  const [reason, setReason] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const mutation = useSettingsSave();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    const patch = build();
    if (typeof patch === 'string') {
      setInvalid(patch);
      return;
    }
    setInvalid(null);
    mutation.mutate(
      { patch, reason: reason.trim() || undefined },
      {
        onSuccess: (next) => {
          setSaved(true);
          setReason('');
          onSaved(next);
        },
      },
    );
  };
  const showSaved = saved && !changed;
  return (
    <section
      className={bare ? 'settings-section bare' : 'panel settings-section'}
      aria-labelledby={bare ? undefined : titleId}
      aria-label={bare ? title : undefined}
    >
      {!bare && (
        <div className="section-head">
          <h2 id={titleId}>{title}</h2>
          {intro && <p className="hint">{intro}</p>}
        </div>
      )}
      <form className="form section-body" onSubmit={submit} noValidate>
        {children}
        <ErrorAlert error={invalid ?? mutation.error} />
        <p role="status" className={showSaved ? 'notice success' : 'visually-hidden'}>
          {showSaved ? t('settings.saved') : ''}
        </p>
        <div className="save-bar">
          <label className="field grow">
            <span>{t('settings.reason')}</span>
            <input
              name="reason"
              maxLength={500}
              value={reason}
              placeholder={t('settings.reasonPlaceholder')}
              onChange={(e) => setReason(e.target.value)}
            />
          </label>
          <button
            type="button"
            className="button"
            disabled={!changed || mutation.isPending}
            onClick={() => {
              onUndo();
              setInvalid(null);
              mutation.reset();
            }}
          >
            {t('settings.undo')}
          </button>
          <button
            type="submit"
            className="button primary"
            disabled={!changed || mutation.isPending}
          >
            {mutation.isPending ? t('settings.saving') : t('settings.save')}
          </button>
        </div>
      </form>
      {outside}
    </section>
  );
}
