import { useLocation } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation';
import { getLayoutRule } from '@/shared/lib/layout-rules';
import { urlField, useUrlState } from '@/shared/lib/use-url-state';
import { BackHeader } from '@/shared/ui/back-header';
import { ListState, RetryButton } from '@/shared/ui/list-state';
import { RowSkeleton } from '@/shared/ui/row-skeleton';
import { AffiliateLinks } from './affiliate-links';
import { OpenAccountForm } from './open-account-form';
import { useAffiliateLinks } from './team-api';
import { teamErrorText } from './team-error';
import styles from './team.module.css';

const tabs = ['create', 'links'] as const;
type Tab = (typeof tabs)[number];
const openUrl = { tab: urlField.oneOf(tabs, 'create') };

/**
 * Open account (/m/agentRegister, agents only; issue 17): two tabs, kept in the address:
 * "create account" (a member or sub-agent with its password and rates) and "affiliate links"
 * (links with preset kind and rates, each with its URL to copy and its QR code). Both read the
 * agent's own rates, every rate's ceiling.
 */
export function OpenAccountScreen() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const rule = getLayoutRule(pathname);
  const [url, setUrl] = useUrlState(openUrl);
  const links = useAffiliateLinks();
  const tab: Tab = url.tab;

  let panel;
  if (!links.data && links.isError)
    panel = (
      <ListState
        testId="open-error-state"
        alert
        title={teamErrorText(links.error)}
        action={<RetryButton onRetry={() => void links.refetch()} busy={links.isFetching} />}
      />
    );
  else if (!links.data) panel = <RowSkeleton count={6} />;
  else if (tab === 'create') panel = <OpenAccountForm ownRates={links.data.agentRates} />;
  else panel = <AffiliateLinks links={links.data.list} ownRates={links.data.agentRates} />;

  return (
    <>
      {rule.header === 'page' && <BackHeader variant="page" />}
      <main id="main" className={styles.main} data-testid="open-account">
        <h1 className="visually-hidden">{t('agentTeam.open.title')}</h1>
        <div role="tablist" aria-label={t('agentTeam.open.tabs')} className={styles.tabs}>
          {tabs.map((id) => (
            <button
              key={id}
              type="button"
              role="tab"
              id={`open-tab-${id}`}
              aria-selected={tab === id}
              aria-controls="open-panel"
              className={styles.tab}
              onClick={() => setUrl({ tab: id })}
              data-testid={`open-tab-${id}`}
            >
              {id === 'create' ? t('agentTeam.open.tabCreate') : t('agentTeam.open.tabLinks')}
            </button>
          ))}
        </div>
        <div
          id="open-panel"
          role="tabpanel"
          aria-labelledby={`open-tab-${tab}`}
          className={styles.section}
        >
          {panel}
        </div>
      </main>
    </>
  );
}
