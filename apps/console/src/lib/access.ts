import type { OperatorRole } from '@app/contracts/operator';
import { opsRoutes, type OpsAccess, type OpsRouteName } from '@app/contracts/ops-routes';

/**
 * What a role may call, read from the `access` column of the endpoint table (ops-routes.ts), so
 * the console hides exactly what the server would refuse. Hiding is a courtesy: the server
 * enforces the same table on every call.
 */
export function mayUse(access: OpsAccess, role: OperatorRole): boolean {
  if (access === 'any') return true;
  if (access === 'signIn') return false;
  return role === 'admin' || access.includes(role);
}

export function mayCall(route: OpsRouteName, role: OperatorRole): boolean {
  return mayUse(opsRoutes[route].access, role);
}

/** The sidebar: each screen with the row whose data it shows (its access decides the entry). */
export const screens = [
  { path: '/', label: 'nav.dashboard', route: 'opsDashboard' },
  { path: '/members', label: 'nav.members', route: 'opsMembers' },
  { path: '/cash-desk', label: 'nav.cashDesk', route: 'opsCashDesk' },
  { path: '/rewards', label: 'nav.rewards', route: 'opsRewardClaims' },
  { path: '/kyc', label: 'nav.kyc', route: 'opsKycList' },
  { path: '/feedback', label: 'nav.feedback', route: 'opsFeedbackList' },
  { path: '/inbox', label: 'nav.inbox', route: 'opsInboxList' },
  { path: '/chat', label: 'nav.chat', route: 'opsChatConversations' },
  { path: '/audit', label: 'nav.audit', route: 'opsAudit' },
  { path: '/content', label: 'nav.content', route: 'opsAnnouncements' },
  { path: '/settings', label: 'nav.settings', route: 'opsSettings' },
  { path: '/operators', label: 'nav.operators', route: 'opsOperators' },
  { path: '/tokens', label: 'nav.tokens', route: 'opsTokens' },
] as const satisfies readonly { path: string; label: string; route: OpsRouteName }[];

export function navFor(role: OperatorRole) {
  return screens.filter((screen) => mayCall(screen.route, role));
}
