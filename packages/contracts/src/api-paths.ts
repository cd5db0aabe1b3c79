/** Paths of the platform API (spec section 7), named once for the client and the server. */
export const apiPaths = {
  systemStatus: '/wps/system/status',
  systemWhitelabel: '/wps/system/whitelabel',
  systemSettingsConsolidated: '/wps/system/settings/consolidated',
  systemCountry: '/wps/system/country',
  systemHelpCenter: '/wps/system/helpCenter',
  systemDomainRoute: '/wps/system/domainRoute',
  /** The spec names no path for the customer-service path list; this one is ours. */
  systemCustomerService: '/wps/system/customerService',
  healthz: '/healthz',
  /** Outside production only: lets tests and developers change operator settings. */
  devOperatorSettings: '/__dev/operator-settings',
} as const;
