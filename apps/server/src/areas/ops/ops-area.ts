import type { AppDatabase } from '../../db/create-db';
import type { EndpointRegistrar } from '../../http/endpoint-routes';
import { createAuditRepository } from '../../repositories/audit-repository';
import { createCaptchaRepository } from '../../repositories/captcha-repository';
import { createDashboardRepository } from '../../repositories/dashboard-repository';
import { createOperatorRepository } from '../../repositories/operator-repository';
import { createOperatorTokenRepository } from '../../repositories/operator-token-repository';
import { createOpsContentRepository } from '../../repositories/ops-content-repository';
import { createOpsMemberRepository } from '../../repositories/ops-member-repository';
import { createOpsUplineRepository } from '../../repositories/ops-upline-repository';
import { createRateEventRepository } from '../../repositories/rate-event-repository';
import { createAuditService } from '../../services/audit-service';
import { createCaptchaService } from '../../services/captcha-service';
import { createOperatorAdminService } from '../../services/operator-admin-service';
import { createOperatorAuthService } from '../../services/operator-auth-service';
import { createOperatorTokenService } from '../../services/operator-token-service';
import { sanitizeContentHtml } from '../../services/html-sanitizer';
import { createOpsContentService } from '../../services/ops-content-service';
import { createOpsDashboardService } from '../../services/ops-dashboard-service';
import { createOpsMemberService } from '../../services/ops-member-service';
import { createOpsUplineService } from '../../services/ops-upline-service';
import { createOpsSettingsService } from '../../services/ops-settings-service';
import { createThrottleService } from '../../services/throttle-service';
import type { CashDeskService } from '../../services/cash-desk-service';
import type { Core } from '../core';
import { opsRoutes } from './ops-routes';

/** The operator console's back end (issue 12, decision 0035). */
export function createOpsServices(db: AppDatabase, core: Core) {
  const { clock } = core;
  const audit = createAuditService(createAuditRepository(db), clock);
  const currency = async () => (await core.currency()).code;
  const operators = createOperatorRepository(db);
  return {
    audit,
    operators: createOperatorAdminService({
      repo: operators,
      passwords: core.passwords,
      audit,
      clock,
    }),
    auth: createOperatorAuthService({
      repo: operators,
      passwords: core.passwords,
      throttle: createThrottleService(createRateEventRepository(db), clock, 'ops-login'),
      captchas: createCaptchaService({
        used: createCaptchaRepository(db),
        secrets: core.secrets,
        clock,
      }),
      audit,
      clock,
      issuer: async () => `${(await core.operatorSettings.readAll()).site.merchantCode} console`,
    }),
    members: createOpsMemberService({
      repo: createOpsMemberRepository(db),
      wallets: core.wallets,
      audit,
      clock,
      currency,
    }),
    /** Moving an account to another upline (issue 17). */
    upline: createOpsUplineService({ repo: createOpsUplineRepository(db), audit, clock }),
    settings: createOpsSettingsService({ settings: core.operatorSettings, audit }),
    content: createOpsContentService({
      repo: createOpsContentRepository(db),
      audit,
      sanitize: sanitizeContentHtml,
    }),
    tokens: createOperatorTokenService({ repo: createOperatorTokenRepository(db), audit, clock }),
    dashboard: createOpsDashboardService({
      repo: createDashboardRepository(db),
      clock,
      currency,
    }),
  };
}
export type OpsServices = ReturnType<typeof createOpsServices>;

export function registerOpsArea(
  endpoints: EndpointRegistrar,
  ops: OpsServices,
  cashDesk: CashDeskService,
): void {
  endpoints.add(opsRoutes({ ...ops, cashDesk }));
}
