import type { RouteId } from './paths';
import { canUseRealMoneyFeature, isAgent, type RoleSession } from './roles';

/**
 * Who may open each route (spec section 6), one pure table the router's guard applies.
 * - public: everyone.
 * - member: any session (member, agent or trial); guests go to /m/login.
 * - realMoney: deposit, withdraw, the transaction record and the inbox; guests go to /m/login,
 *   trial accounts get free_reject and the screen is not shown.
 * - agent: agent-only pages; guests go to /m/login, others get an "agents only" notice.
 * `satisfies Record<RouteId, ...>` makes a new route without a level a compile error.
 */
export type AccessLevel = 'public' | 'member' | 'realMoney' | 'agent';

export const routeAccess = {
  home: 'public',
  login: 'public',
  register: 'public',
  registerHtml: 'public',
  forget: 'public',
  // Spec section 6: change password redirects guests to /m/login.
  changePsw: 'member',
  trail: 'public',
  help: 'public',
  notice: 'public',
  memberNotice: 'member',
  // The message centre lists announcements too, so trial accounts may open it (they fetch no
  // unread counts); the inbox screens behind it are real-money features for them.
  message: 'member',
  messages: 'realMoney',
  webEmail: 'realMoney',
  activity: 'public',
  activityDetail: 'public',
  rewardCenter: 'member',
  hotGames: 'public',
  gameList: 'public',
  gameCenter: 'public',
  slotsCenter: 'public',
  providers: 'public',
  lottery: 'public',
  liveGames: 'public',
  slotGames: 'public',
  sportGames: 'public',
  esportGames: 'public',
  fishingGames: 'public',
  pokerGames: 'public',
  lott: 'public',
  elott: 'public',
  memberHome: 'member',
  memberBenefits: 'member',
  // Spec section 6: team menus are the agent's.
  memberTeam: 'agent',
  settings: 'member',
  securityCenter: 'member',
  myAccount: 'member',
  gameRecord: 'member',
  inviteFriends: 'member',
  // Feedback is stored against a real account (trial accounts get free_reject).
  feedback: 'realMoney',
  withdraw: 'realMoney',
  deposit: 'realMoney',
  // The record's API row (ODS2_MemberTransaction) is realMoney: trial accounts get free_reject.
  transactionRecord: 'realMoney',
  redRain: 'member',
  app: 'public',
  agent: 'agent',
  // Spec section 6: agents reach agent registration (section 4 sends them there).
  agentRegister: 'agent',
  agentTeamOverview: 'agent',
  agentTeamPnl: 'agent',
  teamBetting: 'agent',
  agentRebate: 'agent',
  teamRebate: 'agent',
  agentDividend: 'agent',
  salaryContract: 'agent',
  dividendContract: 'agent',
  hourContract: 'agent',
  // Issue 18: guests following the footer's link see where help is and a login prompt for the
  // tools; the tools' rows are real-money (the screen asks only for a member's).
  saferGambling: 'public',
  // The account history's rows are real-money: trial accounts get free_reject.
  accountHistory: 'realMoney',
} as const satisfies Record<RouteId, AccessLevel>;

export type AccessDecision = 'allow' | 'login' | 'freeReject' | 'agentsOnly';

export function decideAccess(level: AccessLevel, session: RoleSession): AccessDecision {
  if (level === 'public') return 'allow';
  if (!session) return 'login';
  if (level === 'member') return 'allow';
  if (level === 'realMoney')
    return canUseRealMoneyFeature(session) === 'allowed' ? 'allow' : 'freeReject';
  return isAgent(session) ? 'allow' : 'agentsOnly';
}

export function routeAccessDecision(routeId: RouteId, session: RoleSession): AccessDecision {
  return decideAccess(routeAccess[routeId], session);
}
