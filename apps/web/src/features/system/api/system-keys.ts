import type { Language } from '@app/contracts/languages';
import { settingsQueryKey } from '@/shared/api/get-consolidated-settings';

/** Query-key factory for the system endpoints; invalidate through these, never a typed-out key. */
export const systemKeys = {
  all: ['system'] as const,
  status: () => [...systemKeys.all, 'status'] as const,
  /** Shared with the shell and the lobby (shared/api/get-consolidated-settings.ts). */
  settings: settingsQueryKey,
  helpCenter: (language: Language) => [...systemKeys.all, 'helpCenter', language] as const,
};
