import type { Resource } from '@app/contracts/system';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { useI18n } from '../i18n/i18n';
import { withParams } from '../lib/search-params';
import { Dialog } from '../ui/dialog';
import { Field } from '../ui/field';
import { Empty, ErrorAlert } from '../ui/states';
import { Switch } from '../ui/switch';
import { TableScroll } from '../ui/table-scroll';
import {
  ownSections,
  same,
  SettingsSection,
  type Settings,
  type SettingsKey,
} from './settings-parts';

/** Every whitelabel flag with a switch; the filter is in the URL (?flag=), so it survives Back. */
export function FlagsSection({ settings }: { settings: Settings }) {
  const { t } = useI18n();
  const [params, setParams] = useSearchParams();
  const filter = params.get('flag') ?? '';
  const [draft, setDraft] = useState(settings.whitelabel);
  const names = Object.keys(draft).sort();
  const shown = names.filter((name) => name.toLowerCase().includes(filter.trim().toLowerCase()));
  const changedCount = names.filter((name) => draft[name] !== settings.whitelabel[name]).length;
  return (
    <SettingsSection
      title={t('settings.flags')}
      intro={t('settings.flagsIntro')}
      changed={changedCount > 0}
      build={() => ({ whitelabel: draft })}
      onUndo={() => setDraft(settings.whitelabel)}
      onSaved={(next) => setDraft(next.whitelabel)}
    >
      <div className="inline-add">
        <label className="field grow">
          <span>{t('settings.flagsFilter')}</span>
          <input
            type="search"
            name="flag"
            value={filter}
            placeholder={t('settings.flagsFilterPlaceholder')}
            onChange={(e) =>
              setParams(withParams(params, { flag: e.target.value }), { replace: true })
            }
            onKeyDown={(e) => {
              if (e.key === 'Enter') e.preventDefault();
            }}
          />
        </label>
        <p className="hint" aria-live="polite">
          {t('settings.flagsCount', { shown: shown.length, total: names.length })}
          {changedCount > 0 && ` · ${t('settings.flagsChanged', { count: changedCount })}`}
        </p>
      </div>
      {shown.length === 0 ? (
        <Empty>{t('settings.flagsNone', { q: filter })}</Empty>
      ) : (
        <ul className="flag-grid">
          {shown.map((name) => (
            <li key={name} className={draft[name] !== settings.whitelabel[name] ? 'changed' : ''}>
              <Switch
                label={name}
                checked={draft[name] ?? false}
                onChange={(on) => setDraft({ ...draft, [name]: on })}
              />
            </li>
          ))}
        </ul>
      )}
    </SettingsSection>
  );
}

type Editing = { index: number | null; resource: Resource };

/** Links and downloads (resourceType, url, label); edited in a dialog, saved as one list. */
export function ResourcesSection({ settings }: { settings: Settings }) {
  const { t } = useI18n();
  const [draft, setDraft] = useState(settings.resources);
  const [editing, setEditing] = useState<Editing | null>(null);
  return (
    <SettingsSection
      title={t('settings.resources')}
      intro={t('settings.resourcesIntro')}
      changed={!same(draft, settings.resources)}
      build={() => ({ resources: draft })}
      onUndo={() => setDraft(settings.resources)}
      onSaved={(next) => setDraft(next.resources)}
      outside={
        editing && (
          <ResourceDialog
            editing={editing}
            onClose={() => setEditing(null)}
            onDone={(resource) => {
              setDraft(
                editing.index === null
                  ? [...draft, resource]
                  : draft.map((r, i) => (i === editing.index ? resource : r)),
              );
              setEditing(null);
            }}
          />
        )
      }
    >
      {draft.length === 0 ? (
        <Empty>{t('settings.resourcesNone')}</Empty>
      ) : (
        <TableScroll label={t('settings.resourcesList')}>
          <table className="table">
            <thead>
              <tr>
                <th scope="col">{t('settings.resourceType')}</th>
                <th scope="col">{t('settings.resourceUrl')}</th>
                <th scope="col">{t('settings.resourceLabel')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('settings.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {draft.map((resource, index) => (
                <tr key={index}>
                  <td>
                    <code>{resource.resourceType}</code>
                  </td>
                  <td className="breakable">{resource.url}</td>
                  <td>{resource.labelNameEn ?? '—'}</td>
                  <td className="row-actions">
                    <button
                      type="button"
                      className="button small"
                      aria-label={t('settings.resourceEditNamed', { type: resource.resourceType })}
                      onClick={() => setEditing({ index, resource })}
                    >
                      {t('settings.edit')}
                    </button>
                    <button
                      type="button"
                      className="button small"
                      aria-label={t('settings.resourceRemoveNamed', {
                        type: resource.resourceType,
                      })}
                      onClick={() => setDraft(draft.filter((_, i) => i !== index))}
                    >
                      {t('settings.remove')}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      <div>
        <button
          type="button"
          className="button"
          onClick={() =>
            setEditing({ index: null, resource: { resourceType: '', url: '', labelNameEn: null } })
          }
        >
          {t('settings.resourceAdd')}
        </button>
      </div>
    </SettingsSection>
  );
}

function ResourceDialog({
  editing,
  onClose,
  onDone,
}: {
  editing: Editing;
  onClose: () => void;
  onDone: (resource: Resource) => void;
}) {
  const { t } = useI18n();
  const [type, setType] = useState(editing.resource.resourceType);
  const [url, setUrl] = useState(editing.resource.url);
  const [label, setLabel] = useState(editing.resource.labelNameEn ?? '');
  const [invalid, setInvalid] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!type.trim() || !url.trim()) return setInvalid(t('settings.resourceRequired'));
    onDone({ resourceType: type.trim(), url: url.trim(), labelNameEn: label.trim() || null });
  };
  return (
    <Dialog
      title={t(editing.index === null ? 'settings.resourceAddTitle' : 'settings.resourceEditTitle')}
      onClose={onClose}
    >
      <form className="form" onSubmit={submit} noValidate>
        <ErrorAlert error={invalid} />
        <Field label={t('settings.resourceType')} hint={t('settings.resourceTypeHint')}>
          <input
            name="resourceType"
            value={type}
            maxLength={40}
            required
            onChange={(e) => setType(e.target.value)}
          />
        </Field>
        <Field label={t('settings.resourceUrl')}>
          <input
            name="url"
            type="url"
            value={url}
            maxLength={2048}
            required
            onChange={(e) => setUrl(e.target.value)}
          />
        </Field>
        <Field label={t('settings.resourceLabel')} hint={t('settings.optional')}>
          <input
            name="labelNameEn"
            value={label}
            maxLength={120}
            onChange={(e) => setLabel(e.target.value)}
          />
        </Field>
        <p className="hint">{t('settings.resourceDialogHint')}</p>
        <div className="dialog-actions">
          <button type="button" className="button" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button type="submit" className="button primary">
            {t('settings.resourceApply')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

/** Every other top-level key as formatted JSON, checked as JSON here and by its schema there. */
export function AdvancedSection({ settings }: { settings: Settings }) {
  const { t } = useI18n();
  const keys = (Object.keys(settings) as SettingsKey[]).filter(
    (key) => !(ownSections as readonly string[]).includes(key),
  );
  return (
    <section className="panel settings-section" aria-labelledby="settings-advanced">
      <div className="section-head">
        <h2 id="settings-advanced">{t('settings.advanced')}</h2>
        <p className="hint">{t('settings.advancedIntro')}</p>
      </div>
      <div className="json-keys">
        {keys.map((key) => (
          <details key={key} className="json-key">
            <summary>
              <code>{key}</code>
            </summary>
            <JsonKeyEditor name={key} value={settings[key]} />
          </details>
        ))}
      </div>
    </section>
  );
}

const pretty = (value: unknown) => JSON.stringify(value, null, 2);

function JsonKeyEditor({ name, value }: { name: SettingsKey; value: unknown }) {
  const { t } = useI18n();
  const [text, setText] = useState(() => pretty(value));
  const build = () => {
    try {
      return { [name]: JSON.parse(text) as unknown } as Partial<Settings>;
    } catch (error) {
      return t('settings.jsonInvalid', {
        message: error instanceof Error ? error.message : String(error),
      });
    }
  };
  return (
    <SettingsSection
      bare
      title={name}
      changed={text !== pretty(value)}
      build={build}
      onUndo={() => setText(pretty(value))}
      onSaved={(next) => setText(pretty(next[name]))}
    >
      <Field label={t('settings.jsonValue', { key: name })} hint={t('settings.jsonHint')}>
        <textarea
          name={name}
          className="json"
          spellCheck={false}
          rows={Math.min(18, text.split('\n').length + 1)}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
      </Field>
    </SettingsSection>
  );
}
