import type { SystemStatusPayload } from '@app/contracts/system';
import { deriveSystemStatus, type SystemStatusCode } from '@app/contracts/system-status';
import { isRecord, readJson, storageKeys, writeJson } from '@/shared/lib/storage';

/**
 * Spec section 4: "Status is cached locally and used at once, then refreshed." The whole payload is
 * cached (under `systemStatus`) so the restricted page can show the IP and contact link offline.
 */
function isStatusPayload(value: unknown): value is SystemStatusPayload {
  return (
    isRecord(value) &&
    typeof value.maintenance === 'boolean' &&
    typeof value.regionRestriction === 'boolean' &&
    isRecord(value.location) &&
    isRecord(value.info) &&
    Array.isArray(value.info.resources) &&
    Array.isArray(value.info.customerService)
  );
}

export function readStatusCache(): SystemStatusPayload | null {
  return readJson(storageKeys.systemStatus, isStatusPayload);
}

export function writeStatusCache(payload: SystemStatusPayload): void {
  writeJson(storageKeys.systemStatus, payload);
}

/** The server's `status` when it is a known code, else derived with the contract's one rule. */
export function effectiveStatus(
  payload: Pick<SystemStatusPayload, 'maintenance' | 'regionRestriction'> & { status?: unknown },
): SystemStatusCode {
  const { status } = payload;
  if (status === 0 || status === 1 || status === 2) return status;
  return deriveSystemStatus(payload.maintenance, payload.regionRestriction);
}
