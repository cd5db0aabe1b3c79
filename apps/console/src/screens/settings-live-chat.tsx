import { useState } from 'react';
import { useI18n } from '../i18n/i18n';
import { Field } from '../ui/field';
import { same, SettingsSection, type Settings } from './settings-parts';

type LiveChat = Settings['liveChat'];
type Draft = { hoursFrom: string; hoursTo: string; timeZone: string; models: string };

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

const draftOf = (value: LiveChat): Draft => ({
  hoursFrom: value.hoursFrom,
  hoursTo: value.hoursTo,
  timeZone: value.timeZone,
  models: JSON.stringify(value.models, null, 2),
});

/**
 * Live chat (issue 15): support's hours and time zone label, which the chat page shows while
 * nobody is on duty, and the live models CBS_modelList answers (JSON: id, name, url; none by
 * default). The server checks the whole value again.
 */
export function LiveChatSection({ settings }: { settings: Settings }) {
  const { t } = useI18n();
  const stored = settings.liveChat;
  const [draft, setDraft] = useState<Draft | null>(() => (stored ? draftOf(stored) : null));
  if (!stored || !draft) return null;
  const set = (change: Partial<Draft>) => setDraft({ ...draft, ...change });
  const build = (): Partial<Settings> | string => {
    if (!TIME.test(draft.hoursFrom) || !TIME.test(draft.hoursTo))
      return t('settings.liveChatTimeInvalid');
    if (!draft.timeZone.trim()) return t('settings.liveChatZoneMissing');
    let models: unknown;
    try {
      models = JSON.parse(draft.models);
    } catch (error) {
      return t('settings.jsonInvalid', {
        message: error instanceof Error ? error.message : String(error),
      });
    }
    if (!Array.isArray(models)) return t('settings.liveChatModelsInvalid');
    return {
      liveChat: {
        hoursFrom: draft.hoursFrom,
        hoursTo: draft.hoursTo,
        timeZone: draft.timeZone.trim(),
        models: models as LiveChat['models'],
      },
    };
  };
  return (
    <SettingsSection
      title={t('settings.liveChat')}
      intro={t('settings.liveChatIntro')}
      changed={!same(draft, draftOf(stored))}
      build={build}
      onUndo={() => setDraft(draftOf(stored))}
      onSaved={(next) => setDraft(draftOf(next.liveChat))}
    >
      {/* Top-aligned: the time zone's hint must not push the times down. */}
      <div className="inline-add" style={{ alignItems: 'flex-start' }}>
        <Field label={t('settings.liveChatFrom')}>
          <input
            name="hoursFrom"
            type="time"
            required
            value={draft.hoursFrom}
            onChange={(e) => set({ hoursFrom: e.target.value })}
          />
        </Field>
        <Field label={t('settings.liveChatTo')}>
          <input
            name="hoursTo"
            type="time"
            required
            value={draft.hoursTo}
            onChange={(e) => set({ hoursTo: e.target.value })}
          />
        </Field>
        <Field label={t('settings.liveChatZone')} hint={t('settings.liveChatZoneHint')}>
          <input
            name="timeZone"
            required
            maxLength={40}
            value={draft.timeZone}
            onChange={(e) => set({ timeZone: e.target.value })}
          />
        </Field>
      </div>
      <Field label={t('settings.liveChatModels')} hint={t('settings.liveChatModelsHint')}>
        <textarea
          name="models"
          className="json"
          spellCheck={false}
          rows={Math.min(12, draft.models.split('\n').length + 1)}
          value={draft.models}
          onChange={(e) => set({ models: e.target.value })}
        />
      </Field>
    </SettingsSection>
  );
}
