import type { ComponentType } from 'react';
import { Link } from 'react-router';
import type { AgentMenuEntry } from '@app/contracts/agent-constants';
import { useSystemStatus } from '@/shared/api/get-status';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useOverlayStore } from '@/shared/lib/overlay-store';
import { ClockIcon } from '@/shared/ui/icons/clock';
import { HeadsetIcon } from '@/shared/ui/icons/headset';
import { MailIcon } from '@/shared/ui/icons/mail';
import { ShieldIcon } from '@/shared/ui/icons/shield';
import { TicketIcon } from '@/shared/ui/icons/ticket';
import {
  ChartIcon,
  CoinsIcon,
  EnvelopeIcon,
  PercentIcon,
  TeamTreeIcon,
  UsersIcon,
} from './agent-icons';
import { visibleAgentMenu } from './agent-menu';
import styles from './agent-home.module.css';

const icons: Record<AgentMenuEntry, ComponentType<{ size?: number }>> = {
  teamOverview: UsersIcon,
  transactionRecord: ClockIcon,
  teamManagement: TeamTreeIcon,
  redRain: EnvelopeIcon,
  teamPnl: ChartIcon,
  teamBetting: TicketIcon,
  gameRebate: PercentIcon,
  agentRebate: CoinsIcon,
  securityCentre: ShieldIcon,
  mail: MailIcon,
  onlineService: HeadsetIcon,
};

/**
 * The agent home's grid (spec 2): each entry only while its whitelabel switch is on (the status
 * payload the app already holds); online service always, opening the customer-service popup.
 */
export function AgentMenuGrid() {
  const { t } = useTranslation();
  const { data: status } = useSystemStatus();
  const openOverlay = useOverlayStore((s) => s.openOverlay);
  const serviceOpen = useOverlayStore((s) => s.open === 'service');
  const entries = visibleAgentMenu(status?.info.whitelabel);
  return (
    <section className={styles.card} aria-labelledby="agent-home-menu">
      <h2 id="agent-home-menu" className={styles.cardTitle}>
        {t('agentHome.menuTitle')}
      </h2>
      <ul className={styles.grid} data-testid="agent-menu">
        {entries.map(({ id, target }) => {
          const Icon = icons[id];
          const content = (
            <>
              <span className={styles.tileIcon} data-tone={id}>
                <Icon size={22} />
              </span>
              <span className={styles.tileLabel}>{t(`agentHome.menu.${id}`)}</span>
            </>
          );
          return (
            <li key={id}>
              {target.kind === 'link' ? (
                <Link to={target.to} className={styles.tile} data-entry={id}>
                  {content}
                </Link>
              ) : (
                <button
                  type="button"
                  className={styles.tile}
                  data-entry={id}
                  aria-haspopup="dialog"
                  aria-expanded={serviceOpen}
                  onClick={() => openOverlay('service')}
                >
                  {content}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
