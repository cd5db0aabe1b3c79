import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useConsolidatedSettings } from '@/shared/api/get-consolidated-settings';
import { useTranslation } from '@/shared/i18n/use-translation';
import { paths } from '@/shared/lib/paths';
import { useSessionStore } from '@/shared/lib/session-store';
import { BackHeader } from '@/shared/ui/back-header';
import { ArrowUpRightIcon } from '@/shared/ui/icons/arrow-up-right';
import { WalletIcon } from '@/shared/ui/icons/wallet';
import { AgentFooter } from './agent-footer';
import type { AgentHomeSlots } from './agent-home-types';
import { AgentMenuGrid } from './agent-menu-grid';
import { ContractPrompt } from './contract-prompt';
import { greetingPeriodAt, type GreetingPeriod } from './greeting';
import { TeamCounters } from './team-counters';
import styles from './agent-home.module.css';

/** The greeting's period now, kept current across the hour (device's local time). */
function useGreetingPeriod(): GreetingPeriod {
  const [period, setPeriod] = useState(() => greetingPeriodAt(new Date()));
  useEffect(() => {
    const timer = setInterval(() => setPeriod(greetingPeriodAt(new Date())), 60_000);
    return () => clearInterval(timer);
  }, []);
  return period;
}

/**
 * The agent home (/m/agent; spec 2, Agent home): a greeting by the hour with the agent's name,
 * the total balance with withdraw and deposit, today's four team counters, the menu grid and
 * the agent footer. The shell hides its header and footer here; the page brings its own. The
 * contract prompts (spec 6) show on every visit (a cancel holds for the app session).
 */
export function AgentHome({ BalanceWidget }: AgentHomeSlots) {
  const { t } = useTranslation();
  const userName = useSessionStore((s) => s.session?.userName ?? '');
  const { data: settings } = useConsolidatedSettings();
  const period = useGreetingPeriod();
  return (
    <div className={styles.page}>
      <BackHeader variant="page" />
      <main id="main" className={styles.main}>
        <h1 className="visually-hidden">{t('titles.agent')}</h1>
        <section className={styles.hero} aria-labelledby="agent-home-greeting">
          <div className={styles.greeting}>
            <p id="agent-home-greeting" className={styles.hello} data-period={period}>
              {t(`agentHome.greeting.${period}`)}
            </p>
            <p className={styles.name} data-testid="agent-home-name">
              {userName}
            </p>
          </div>
          <BalanceWidget
            currencySymbol={settings?.currency.symbol ?? ''}
            className={styles.balance}
          />
          <div className={styles.actions}>
            <Link to={paths.withdraw()} className={styles.secondaryAction}>
              <ArrowUpRightIcon size={18} />
              {t('agentHome.withdraw')}
            </Link>
            <Link to={paths.deposit()} className={styles.primaryAction}>
              <WalletIcon size={18} />
              {t('agentHome.deposit')}
            </Link>
          </div>
        </section>
        <TeamCounters />
        <AgentMenuGrid />
      </main>
      <AgentFooter />
      <ContractPrompt />
    </div>
  );
}
