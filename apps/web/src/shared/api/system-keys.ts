import type { Language } from '@app/contracts/languages';

/**
 * Query keys of the system calls (status, consolidated settings, help centre); invalidate
 * through these, never a typed-out key. Settings and help items are answered in the asked
 * language, so their keys hold it; the status payload is the same in every language.
 */
export const systemKeys = {
  all: ['system'] as const,
  status: () => [...systemKeys.all, 'status'] as const,
  settings: (language: Language) => [...systemKeys.all, 'settings', language] as const,
  helpCenter: (language: Language) => [...systemKeys.all, 'helpCenter', language] as const,
};
