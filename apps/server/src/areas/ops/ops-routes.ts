import { OPS_PENDING_SECONDS } from '@app/contracts/operator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { EndpointHandlers, RowsOfArea } from '../../http/endpoint-routes';
import { opsSessionToken, setOpsSessionCookie } from '../../http/ops-cookie';
import type { Actor, AuditService } from '../../services/audit-service';
import type { OperatorAuthService, OperatorContext } from '../../services/operator-auth-service';
import { csrfTokenOf } from '../../services/operator-auth-service';
import type { OpsDashboardService } from '../../services/ops-dashboard-service';
import type { OpsContentService } from '../../services/ops-content-service';
import type { OpsMemberService } from '../../services/ops-member-service';
import type { OpsUplineService } from '../../services/ops-upline-service';
import type { OpsSettingsService } from '../../services/ops-settings-service';
import type { OperatorTokenService } from '../../services/operator-token-service';
import type { OperatorAdminService } from '../../services/operator-admin-service';
import { DomainError } from '../../services/domain-error';
import type { CashDeskService } from '../../services/cash-desk-service';

export type OpsRouteServices = {
  auth: OperatorAuthService;
  audit: AuditService;
  members: OpsMemberService;
  upline: OpsUplineService;
  dashboard: OpsDashboardService;
  settings: OpsSettingsService;
  content: OpsContentService;
  tokens: OperatorTokenService;
  operators: OperatorAdminService;
  cashDesk: CashDeskService;
};

const actorOf = (operator: OperatorContext, request: FastifyRequest): Actor => ({
  operatorId: operator.operatorId,
  name: operator.username,
  ip: request.ip,
});

/** The session rows are the console's; an API token has no session to show or end. */
function sessionOf(operator: OperatorContext): OperatorContext & { via: 'session' } {
  if (operator.via !== 'session')
    throw new DomainError('NO_PERMISSION', 'API tokens have no console session');
  return operator;
}

/** Console answers are about one operator's session and private data: never cached. */
const private_ = (reply: FastifyReply) => void reply.header('cache-control', 'no-store');

/** The console's rows (ops-routes.ts in contracts): HTTP only, the rules are in the services. */
export function opsRoutes(s: OpsRouteServices): EndpointHandlers<RowsOfArea<'ops'>> {
  return {
    opsLogin: async ({ body, request, reply }) => {
      private_(reply);
      const { token, step } = await s.auth.login(body, request.ip);
      setOpsSessionCookie(request, reply, token, OPS_PENDING_SECONDS);
      return step;
    },
    opsSecondFactor: async ({ body, request, reply }) => {
      private_(reply);
      const token = opsSessionToken(request);
      const session = await s.auth.secondFactor(token, body, request.ip);
      // The same token, now a full session: the cookie lives as long as the session can.
      setOpsSessionCookie(request, reply, token!);
      return session;
    },
    opsSession: async ({ operator: caller, request, reply }) => {
      private_(reply);
      const operator = sessionOf(caller);
      return {
        operator: { id: operator.operatorId, username: operator.username, role: operator.role },
        csrfToken: csrfTokenOf(opsSessionToken(request)!),
        expiresAt: operator.expiresAt.toISOString(),
      };
    },
    opsLogout: async ({ operator, request, reply }) => {
      await s.auth.logout(sessionOf(operator), request.ip);
      setOpsSessionCookie(request, reply, '', 0);
      return { done: true as const };
    },
    opsDashboard: async ({ reply }) => {
      private_(reply);
      return s.dashboard.figures();
    },
    opsMembers: async ({ query, reply }) => {
      private_(reply);
      return s.members.search(query.q, query.pageNo, query.pageSize);
    },
    opsMember: async ({ params, reply }) => {
      private_(reply);
      return s.members.detail(params.id);
    },
    opsMemberLedger: async ({ params, query, reply }) => {
      private_(reply);
      return s.members.ledger(params.id, query.pageNo, query.pageSize);
    },
    opsMemberBets: async ({ params, query, reply }) => {
      private_(reply);
      return s.members.bets(params.id, query.pageNo, query.pageSize);
    },
    opsMemberLock: async ({ operator, params, body, request }) =>
      s.members.setLocked(actorOf(operator, request), params.id, body.locked, body.reason),
    opsMemberAdjust: async ({ operator, params, body, request }) =>
      s.members.adjust(actorOf(operator, request), params.id, body),
    opsMemberMoveUpline: async ({ operator, params, body, request }) =>
      s.upline.move(actorOf(operator, request), params.id, body),
    opsCashDesk: async ({ query, reply }) => {
      private_(reply);
      return s.cashDesk.page(query);
    },
    opsDepositApprove: async ({ operator, params, body, request }) =>
      s.cashDesk.approveDeposit(actorOf(operator, request), params.id, body.reason || null),
    opsDepositReject: async ({ operator, params, body, request }) =>
      s.cashDesk.rejectDeposit(actorOf(operator, request), params.id, body.reason),
    opsWithdrawalApprove: async ({ operator, params, body, request }) =>
      s.cashDesk.approveWithdrawal(actorOf(operator, request), params.id, body.reason || null),
    opsWithdrawalReject: async ({ operator, params, body, request }) =>
      s.cashDesk.rejectWithdrawal(actorOf(operator, request), params.id, body.reason),
    opsWithdrawalPay: async ({ operator, params, body, request }) =>
      s.cashDesk.payWithdrawal(actorOf(operator, request), params.id, body.reason || null),
    opsAudit: async ({ query, reply }) => {
      private_(reply);
      return s.audit.page(query, query.pageNo, query.pageSize);
    },
    opsSettings: async ({ reply }) => {
      private_(reply);
      return s.settings.get();
    },
    opsSettingsUpdate: async ({ operator, body, request }) =>
      s.settings.update(actorOf(operator, request), body.patch, body.reason),
    opsOperators: async ({ reply }) => {
      private_(reply);
      return s.operators.list();
    },
    opsOperatorCreate: async ({ operator, body, request }) =>
      s.operators.create(actorOf(operator, request), body),
    opsOperatorUpdate: async ({ operator, params, body, request }) =>
      s.operators.update(actorOf(operator, request), params.id, body),
    opsOperatorResetAuthenticator: async ({ operator, params, body, request }) =>
      s.operators.resetAuthenticator(actorOf(operator, request), params.id, body.reason),
    opsAnnouncements: async ({ query, reply }) => {
      private_(reply);
      return s.content.page(query.type, query.pageNo, query.pageSize);
    },
    opsAnnouncement: async ({ params, reply }) => {
      private_(reply);
      return s.content.get(params.id);
    },
    opsAnnouncementCreate: async ({ operator, body, request }) =>
      s.content.create(actorOf(operator, request), body),
    opsAnnouncementUpdate: async ({ operator, params, body, request }) =>
      s.content.update(actorOf(operator, request), params.id, body),
    opsHelpItems: async ({ reply }) => {
      private_(reply);
      return s.content.helpItems();
    },
    opsHelpItemSave: async ({ operator, params, body, request }) =>
      s.content.saveHelpItem(actorOf(operator, request), params.slug, body),
    opsHelpItemDelete: async ({ operator, params, request }) =>
      s.content.deleteHelpItem(actorOf(operator, request), params.slug),
    opsTokens: async ({ reply }) => {
      private_(reply);
      return s.tokens.list();
    },
    opsTokenCreate: async ({ operator, body, request, reply }) => {
      private_(reply);
      return s.tokens.create(actorOf(operator, request), body.name, body.role);
    },
    opsTokenRevoke: async ({ operator, params, request }) =>
      s.tokens.revoke(actorOf(operator, request), params.id),
  };
}
