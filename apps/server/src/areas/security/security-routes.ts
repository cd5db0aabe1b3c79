import { defaultLanguage } from '@app/contracts/languages';
import type { EndpointHandlers, RowsOfArea } from '../../http/endpoint-routes';
import type { ActiveSessionService } from '../../services/active-session-service';
import type { LoginHistoryService } from '../../services/login-history-service';
import type { LoginService } from '../../services/login-service';
import type { SecurityConfigService } from '../../services/security-config-service';
import type { SecurityQuestionService } from '../../services/security-question-service';
import type { TwoFactorService } from '../../services/two-factor-service';
import type { FastifyRequest } from 'fastify';
import { deviceOf } from '../../http/encrypted-body';
import type { ClientContext } from '../../services/login-service';

export type SecurityRouteDeps = {
  config: SecurityConfigService;
  twoFactor: TwoFactorService;
  history: LoginHistoryService;
  sessions: ActiveSessionService;
  questions: SecurityQuestionService;
  login: LoginService;
};

/** Where a login comes from (as the accounts area's login rows read it). */
const clientOf = (request: FastifyRequest): ClientContext => ({
  ip: request.ip,
  device: deviceOf(request),
  userAgent: request.headers['user-agent'] ?? null,
});

/** Issue 14, the security centre's rows (contracts security-routes.ts). */
export function securityRoutes(s: SecurityRouteDeps): EndpointHandlers<RowsOfArea<'security'>> {
  const actor = (auth: { memberId: number; username: string }, ip: string) => ({
    memberId: auth.memberId,
    username: auth.username,
    ip,
  });
  return {
    securityConfig: async ({ auth }) => s.config.read(auth.memberId),

    twoFactorEnrol: async ({ auth, request, reply }) => {
      // The secret is in the answer: never stored by a cache.
      void reply.header('Cache-Control', 'no-store');
      return s.twoFactor.enrol(actor(auth, request.ip));
    },
    twoFactorConfirm: async ({ auth, body, request, reply }) => {
      void reply.header('Cache-Control', 'no-store');
      return { recoveryCodes: await s.twoFactor.confirm(actor(auth, request.ip), body.code) };
    },
    twoFactorDisable: async ({ auth, body, request }) => {
      await s.twoFactor.disable(actor(auth, request.ip), body.code);
      return { done: true as const };
    },
    twoFactorRecoveryCodes: async ({ auth, body, request, reply }) => {
      void reply.header('Cache-Control', 'no-store');
      return {
        recoveryCodes: await s.twoFactor.regenerateRecoveryCodes(
          actor(auth, request.ip),
          body.code,
        ),
      };
    },
    sessionLoginTwoFactor: async ({ body, request }) =>
      s.login.withTwoFactor(body, clientOf(request)),

    loginHistory: async ({ auth, query }) =>
      s.history.page(auth.memberId, query.pageNo, query.pageSize),

    activeSessions: async ({ auth }) => s.sessions.list(auth),
    activeSessionEnd: async ({ auth, params }) => s.sessions.endOne(auth, params.id),
    activeSessionsEndOthers: async ({ auth }) => s.sessions.endOthers(auth),

    securityQuestions: async ({ query }) => s.questions.list(query.language ?? defaultLanguage),
    customerSecurityQuestions: async ({ auth, query }) =>
      s.questions.answered(auth.memberId, query.language ?? defaultLanguage),
    customerSecurityQuestionsSet: async ({ auth, body, request }) => {
      await s.questions.set({ memberId: auth.memberId, ip: request.ip }, body);
      return { done: true as const };
    },
  };
}
