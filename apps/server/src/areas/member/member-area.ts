import type { AppDatabase } from '../../db/create-db';
import type { EndpointRegistrar } from '../../http/endpoint-routes';
import { createMemberProfileRepository } from '../../repositories/member-profile-repository';
import { createMemberInfoService } from '../../services/member-info-service';
import type { Core } from '../core';
import { memberRoutes, type MemberRouteServices } from './member-routes';

/** The member's profile and avatars; the wallet itself is shared (core). */
export function createMemberServices(db: AppDatabase, core: Core) {
  return {
    info: createMemberInfoService({
      repo: createMemberProfileRepository(db),
      settings: core.operatorSettings,
      files: core.files,
      clock: core.clock,
    }),
  };
}
export type MemberServices = ReturnType<typeof createMemberServices>;

export function registerMemberArea(
  endpoints: EndpointRegistrar,
  member: MemberServices,
  core: Core,
  vip?: MemberRouteServices['vip'],
): void {
  endpoints.add(memberRoutes({ info: member.info, wallets: core.wallets, vip }));
}
