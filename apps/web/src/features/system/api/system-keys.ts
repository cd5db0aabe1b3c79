import type { Language } from '@app/contracts/languages';

/** Query-key factory for the system endpoints; invalidate through these, never a typed-out key. */
export const systemKeys = {
  all: ['system'] as const,
  status: () => [...systemKeys.all, 'status'] as const,
  settings: (language: Language) => [...systemKeys.all, 'settings', language] as const,
  helpCenter: (language: Language) => [...systemKeys.all, 'helpCenter', language] as const,
};
