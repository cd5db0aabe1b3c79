import { opsRoutes } from '@app/contracts/ops-routes';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { call } from '../api/client';
import { useI18n } from '../i18n/i18n';
import { ErrorAlert, Loading } from '../ui/states';
import { Switch } from '../ui/switch';
import { same, SettingsSection, type Settings } from './settings-parts';
import { LiveChatSection } from './settings-live-chat';
import { AdvancedSection, FlagsSection, ResourcesSection } from './settings-sections';

/**
 * Operator settings (admin): a section per part, each saved on its own. A save sends only its
 * top-level key (the server replaces that key whole and validates it), with an optional reason.
 */
export function SettingsScreen() {
  const { t } = useI18n();
  const query = useQuery({
    queryKey: ['settings'],
    queryFn: ({ signal }) => call(opsRoutes.opsSettings, {}, { signal }),
  });
  const settings = query.data;
  return (
    <section aria-labelledby="settings-title">
      <div className="page-head">
        <h1 id="settings-title">{t('settings.title')}</h1>
      </div>
      <p className="notice">{t('settings.note')}</p>
      {query.isPending && <Loading />}
      {query.isError && <ErrorAlert error={query.error} onRetry={() => void query.refetch()} />}
      {settings && (
        <div className="settings">
          <MaintenanceSection settings={settings} />
          <RegionSection settings={settings} />
          <FlagsSection settings={settings} />
          <ResourcesSection settings={settings} />
          <LiveChatSection settings={settings} />
          <AdvancedSection settings={settings} />
        </div>
      )}
    </section>
  );
}

function MaintenanceSection({ settings }: { settings: Settings }) {
  const { t } = useI18n();
  const [draft, setDraft] = useState(settings.maintenance);
  return (
    <SettingsSection
      title={t('settings.maintenance')}
      changed={draft !== settings.maintenance}
      build={() => ({ maintenance: draft })}
      onUndo={() => setDraft(settings.maintenance)}
      onSaved={(next) => setDraft(next.maintenance)}
    >
      <Switch
        label={t('settings.maintenanceOn')}
        hint={t('settings.maintenanceHint')}
        checked={draft}
        onChange={setDraft}
      />
    </SettingsSection>
  );
}

const ipv4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
const ipv6 = /^[0-9a-f]{0,4}(:[0-9a-f]{0,4}){2,7}$/i;

/** An address or a CIDR range, as the server accepts (services/ip-rules.ts); it checks again. */
export function isIpRule(rule: string): boolean {
  const [address = '', prefix, ...rest] = rule.split('/');
  if (rest.length > 0) return false;
  const family = ipv4.test(address)
    ? 4
    : ipv6.test(address) && (address.match(/::/g) ?? []).length <= 1
      ? 6
      : 0;
  if (family === 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

function RegionSection({ settings }: { settings: Settings }) {
  const { t } = useI18n();
  const [draft, setDraft] = useState(settings.region);
  const [rule, setRule] = useState('');
  const [ruleError, setRuleError] = useState<string | null>(null);
  const add = () => {
    const value = rule.trim();
    if (!isIpRule(value)) return setRuleError(t('settings.ipInvalid', { rule: value }));
    if (draft.blockedIps.includes(value)) return setRuleError(t('settings.ipDuplicate'));
    setRuleError(null);
    setDraft({ ...draft, blockedIps: [...draft.blockedIps, value] });
    setRule('');
  };
  return (
    <SettingsSection
      title={t('settings.region')}
      intro={t('settings.regionIntro')}
      changed={!same(draft, settings.region)}
      build={() => ({ region: draft })}
      onUndo={() => setDraft(settings.region)}
      onSaved={(next) => setDraft(next.region)}
    >
      <Switch
        label={t('settings.restrictAll')}
        hint={t('settings.restrictAllHint')}
        checked={draft.restrictAll}
        onChange={(restrictAll) => setDraft({ ...draft, restrictAll })}
      />
      <div className="field">
        <span className="field-label">{t('settings.blockedIps')}</span>
        {draft.blockedIps.length === 0 ? (
          <p className="hint">{t('settings.noBlockedIps')}</p>
        ) : (
          <ul className="chips" aria-label={t('settings.blockedIps')}>
            {draft.blockedIps.map((ip) => (
              <li key={ip} className="chip">
                <code>{ip}</code>
                <button
                  type="button"
                  className="chip-remove"
                  aria-label={t('settings.ipRemove', { rule: ip })}
                  onClick={() =>
                    setDraft({ ...draft, blockedIps: draft.blockedIps.filter((r) => r !== ip) })
                  }
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="inline-add">
        <label className="field grow">
          <span>{t('settings.ipAdd')}</span>
          <input
            name="blockedIp"
            value={rule}
            maxLength={64}
            placeholder="203.0.113.7 · 10.0.0.0/8 · 2001:db8::/32"
            aria-invalid={ruleError ? true : undefined}
            onChange={(e) => setRule(e.target.value)}
            onKeyDown={(e) => {
              // Enter adds the rule here; it must not save the whole section.
              if (e.key === 'Enter') {
                e.preventDefault();
                add();
              }
            }}
          />
        </label>
        <button type="button" className="button" onClick={add} disabled={!rule.trim()}>
          {t('settings.ipAddButton')}
        </button>
      </div>
      {ruleError && (
        <p role="alert" className="alert">
          {ruleError}
        </p>
      )}
    </SettingsSection>
  );
}
