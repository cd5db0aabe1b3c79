/**
 * System status (spec section 4): 0 normal, 1 maintenance (also when maintenance and region
 * restriction both apply), 2 region restricted only. One rule, used by server and client.
 */
export const SystemStatus = { normal: 0, maintenance: 1, regionRestricted: 2 } as const;
export type SystemStatusCode = (typeof SystemStatus)[keyof typeof SystemStatus];

export function deriveSystemStatus(
  maintenance: boolean,
  regionRestriction: boolean,
): SystemStatusCode {
  if (maintenance) return SystemStatus.maintenance;
  if (regionRestriction) return SystemStatus.regionRestricted;
  return SystemStatus.normal;
}
