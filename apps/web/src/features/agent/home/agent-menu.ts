import {
  AGENT_DIVIDEND_FLAG,
  agentMenuEntries,
  type AgentMenuEntry,
} from '@app/contracts/agent-constants';
import { paths } from '@/shared/lib/paths';

/** The whitelabel flags of the status payload (spec 3); a flag missing or unknown is off. */
export type WhitelabelFlags = Readonly<Record<string, boolean>> | undefined;

/**
 * Where each entry of the agent home's grid goes: a screen, or the customer-service popup the
 * shell opens (online service).
 */
export type AgentMenuTarget = { kind: 'link'; to: string } | { kind: 'service' };

const targets: Record<AgentMenuEntry, AgentMenuTarget> = {
  teamOverview: { kind: 'link', to: paths.agentTeamOverview() },
  transactionRecord: { kind: 'link', to: paths.transactionRecord({ types: 'A' }) },
  teamManagement: { kind: 'link', to: paths.memberTeam() },
  redRain: { kind: 'link', to: paths.redRain() },
  teamPnl: { kind: 'link', to: paths.agentTeamPnl() },
  teamBetting: { kind: 'link', to: paths.teamBetting() },
  gameRebate: { kind: 'link', to: paths.teamRebate() },
  agentRebate: { kind: 'link', to: paths.agentRebate() },
  securityCentre: { kind: 'link', to: paths.securityCenter() },
  mail: { kind: 'link', to: paths.messages() },
  onlineService: { kind: 'service' },
};

export type VisibleAgentMenuEntry = { id: AgentMenuEntry; target: AgentMenuTarget };

/**
 * The grid's entries in the spec's order (spec 2, Agent home), each only while its whitelabel
 * switch is on; online service always.
 */
export function visibleAgentMenu(flags: WhitelabelFlags): VisibleAgentMenuEntry[] {
  return agentMenuEntries
    .filter((entry) => entry.flag === null || flags?.[entry.flag] === true)
    .map((entry) => ({ id: entry.id, target: targets[entry.id] }));
}

/** The agent footer's dividend entry: only "when dividend is shown" (AGENTDIVIDEND3). */
export const showsDividendEntry = (flags: WhitelabelFlags): boolean =>
  flags?.[AGENT_DIVIDEND_FLAG] === true;
