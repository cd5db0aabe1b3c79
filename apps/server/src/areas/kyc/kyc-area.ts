import type { AppDatabase } from '../../db/create-db';
import type { EndpointRegistrar } from '../../http/endpoint-routes';
import { createKycRepository } from '../../repositories/kyc-repository';
import { createMemberFileRepository } from '../../repositories/member-file-repository';
import type { AuditService } from '../../services/audit-service';
import { createKycService, type KycService } from '../../services/kyc-service';
import type { Core } from '../core';
import { kycRoutes } from './kyc-routes';

/** Identity verification (issue 14): the member's submissions and the console's review. */
export function createKycServices(db: AppDatabase, core: Core, audit: AuditService) {
  return createKycService({
    repo: createKycRepository(db),
    files: core.files,
    fileRows: createMemberFileRepository(db),
    audit,
    clock: core.clock,
  });
}

export function registerKycArea(endpoints: EndpointRegistrar, kyc: KycService): void {
  endpoints.add(kycRoutes(kyc));
}
