import type { ComponentType } from 'react';
import type { TeamKpiFooter } from '@app/contracts/agent-home';
import { useTranslation } from '@/shared/i18n/use-translation';
import { RefreshIcon } from '@/shared/ui/icons/refresh';
import { TicketIcon } from '@/shared/ui/icons/ticket';
import { useTeamKpi } from './agent-home-api';
import { LogInIcon, UserPlusIcon } from './agent-icons';
import styles from './agent-home.module.css';

type Counter = {
  field: keyof TeamKpiFooter;
  key: 'loggedIn' | 'betting' | 'registered' | 'online';
  Icon: ComponentType<{ size?: number }> | null;
};

const counters: readonly Counter[] = [
  { field: 'teamLoginMemberCount', key: 'loggedIn', Icon: LogInIcon },
  { field: 'teamBetMemberCount', key: 'betting', Icon: TicketIcon },
  { field: 'teamRegisterMemberCount', key: 'registered', Icon: UserPlusIcon },
  { field: 'teamOnlineCount', key: 'online', Icon: null },
];

const formatCount = (n: number) => n.toLocaleString('en-US');

/**
 * The team's four counters of today (spec 2 Agent home; ODSFE2_TeamKPIA): logged-in, betting,
 * registered and online. Placeholders while loading; a failed load offers a retry.
 */
export function TeamCounters() {
  const { t } = useTranslation();
  const { data, isError, isFetching, refetch } = useTeamKpi();
  return (
    <section className={styles.card} aria-labelledby="agent-home-team" data-testid="team-kpi">
      <div className={styles.cardHead}>
        <h2 id="agent-home-team" className={styles.cardTitle}>
          {t('agentHome.teamToday')}
        </h2>
        {isError && !isFetching && (
          <button type="button" className={styles.retry} onClick={() => void refetch()}>
            <RefreshIcon size={16} />
            {t('agentHome.retry')}
          </button>
        )}
      </div>
      <dl className={styles.counters} aria-busy={!data && !isError}>
        {counters.map(({ field, key, Icon }) => {
          const value = data?.footer[field];
          return (
            <div key={key} className={styles.counter} data-counter={key}>
              <dt className={styles.counterLabel}>
                {Icon ? (
                  <Icon size={14} />
                ) : (
                  <span className={styles.onlineDot} aria-hidden="true" />
                )}
                {t(`agentHome.counters.${key}`)}
              </dt>
              <dd className={styles.counterValue} data-testid={`team-kpi-${key}`}>
                {value !== undefined ? (
                  formatCount(value)
                ) : isError ? (
                  '--'
                ) : (
                  <span className={styles.skeleton} aria-hidden="true" />
                )}
              </dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}
