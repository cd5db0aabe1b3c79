import { settingsQueryKey } from '@/shared/api/get-consolidated-settings';
import { helpCenterQueryKey } from '@/shared/api/get-help-center';

/** Query-key factory for the system endpoints; invalidate through these, never a typed-out key. */
export const systemKeys = {
  all: ['system'] as const,
  status: () => [...systemKeys.all, 'status'] as const,
  /** Shared with the shell and the lobby (shared/api/get-consolidated-settings.ts). */
  settings: settingsQueryKey,
  /** Shared with the help centre screen (shared/api/get-help-center.ts). */
  helpCenter: helpCenterQueryKey,
};
