import type { OpsRouteName } from '@app/contracts/ops-routes';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useOperator } from '../api/session';
import type { RewardsKey } from '../i18n/rewards-en';
import { useI18n } from '../i18n/i18n';
import { mayCall } from '../lib/access';
import { withParams } from '../lib/search-params';
import { TabList, TabPanel } from '../ui/tab-list';
import { DepositBonuses } from './rewards-bonuses';
import { RewardClaims, type Notice } from './rewards-claims';
import { RedRainStart } from './rewards-rain';
import './rewards.css';

const allTabs = ['claims', 'bonuses', 'rain'] as const;
type Tab = (typeof allTabs)[number];
/** The row each tab shows or calls: a role sees only the tabs its access allows. */
const tabRoute: Record<Tab, OpsRouteName> = {
  claims: 'opsRewardClaims',
  bonuses: 'opsDepositPromotions',
  rain: 'opsRedRainStart',
};

/**
 * Rewards (finance, issue 16): claims to approve or reject, the deposit bonuses' wagering rules,
 * and starting a red envelope rain. The URL keeps the tab (`tab=bonuses|rain`) and the claims'
 * filter and page, so Back and a shared link land on the same view.
 */
export function RewardsScreen() {
  const { t } = useI18n();
  const operator = useOperator();
  const [params, setParams] = useSearchParams();
  const [notice, setNotice] = useState<Notice | null>(null);
  const tabs = allTabs.filter((tab) => mayCall(tabRoute[tab], operator.role));
  const asked = allTabs.find((tab) => tab === params.get('tab'));
  const tab: Tab = asked && tabs.includes(asked) ? asked : (tabs[0] ?? 'claims');
  const select = (next: Tab) => {
    setNotice(null);
    setParams(withParams(new URLSearchParams(), { tab: next === 'claims' ? undefined : next }));
  };
  return (
    <section aria-labelledby="rewards-title">
      <div className="page-head">
        <h1 id="rewards-title">{t('rewards.title')}</h1>
      </div>
      <p className="hint page-intro">{t('rewards.intro')}</p>
      <p role="status" className={notice ? `notice ${notice.tone}` : 'visually-hidden'}>
        {notice?.text}
      </p>
      <div className="panel">
        <TabList
          tabs={tabs}
          selected={tab}
          onSelect={select}
          label={t('rewards.tabs')}
          idPrefix="rewards"
          render={(name) => t(`rewards.tab.${name}` satisfies RewardsKey)}
        />
        <TabPanel idPrefix="rewards" selected={tab}>
          {tab === 'claims' && <RewardClaims onNotice={setNotice} />}
          {tab === 'bonuses' && <DepositBonuses onNotice={setNotice} />}
          {tab === 'rain' && <RedRainStart onNotice={setNotice} />}
        </TabPanel>
      </div>
    </section>
  );
}
