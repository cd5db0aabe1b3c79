import { deriveSystemStatus } from '@app/contracts/system-status';
import type { CustomerServiceEntry, SystemStatusPayload } from '@app/contracts/system';
import { obfuscateCustomerService } from './customer-service-links';
import { ipMatchesRules, normaliseIp } from './ip-rules';
import type { OperatorSettingsService } from './operator-settings-service';

/** The status payload of spec section 3 and the status rule of section 4. */
export function createSystemStatusService(settingsService: OperatorSettingsService) {
  return {
    async getStatus(clientIp: string): Promise<SystemStatusPayload> {
      const s = await settingsService.getSettings();
      const ip = normaliseIp(clientIp);
      const regionRestriction = s.region.restrictAll || ipMatchesRules(ip, s.region.blockedIps);
      return {
        status: deriveSystemStatus(s.maintenance, regionRestriction),
        maintenance: s.maintenance,
        regionRestriction,
        location: { ip },
        info: {
          customerService: obfuscateCustomerService(s.customerService),
          domainRoute: { routes: s.domainRoutes },
          mobileTemplate: s.mobileTemplate,
          paths: s.paths,
          register: s.register,
          resources: s.resources,
          whitelabel: s.whitelabel,
          mainDomain: s.mainDomain,
          imageCDNs: s.imageCDNs,
        },
      };
    },

    async getWhitelabel(): Promise<SystemStatusPayload['info']['whitelabel']> {
      return (await settingsService.getSettings()).whitelabel;
    },

    async getDomainRoute(): Promise<SystemStatusPayload['info']['domainRoute']> {
      return { routes: (await settingsService.getSettings()).domainRoutes };
    },

    async getCustomerService(): Promise<CustomerServiceEntry[]> {
      return obfuscateCustomerService((await settingsService.getSettings()).customerService);
    },
  };
}
export type SystemStatusService = ReturnType<typeof createSystemStatusService>;
